import { defineEndpoint } from '../endpoint.ts';
import { adminDashboardData, adminDashboardPayload } from '../admin-dashboard.ts';

/**
 * The operator's calls of the area "admin-dashboard". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminDashboardArea = {
  dashboard: defineEndpoint({
    method: 'POST',
    path: '/api/admin/dashboard',
    auth: 'operator',
    summary:
      "Today's and the last days' figures from the ledger and the bet records, and the queues",
    payload: adminDashboardPayload,
    response: adminDashboardData,
  }),
} as const;
