import { defineEndpoint } from '../endpoint.ts';
import { adminJobRetryPayload } from '../admin-audit.ts';
import { adminJobsData, adminJobsPayload, jobRun } from '../jobs-admin.ts';

/**
 * The operator's calls of the area "admin-jobs". Spread into `adminEndpoints` (endpoints.ts); how
 * to add a call: packages/contract/CONTEXT.md.
 */
export const adminJobsArea = {
  jobs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    auth: 'operator',
    summary: 'The latest runs of the scheduled jobs',
    payload: adminJobsPayload,
    response: adminJobsData,
  }),
  jobsRetry: defineEndpoint({
    method: 'POST',
    path: '/api/admin/jobs/retry',
    auth: 'operator',
    summary:
      'Runs a failed job slot once more through the jobs engine (one attempt, never two at once; audited)',
    payload: adminJobRetryPayload,
    response: jobRun,
  }),
} as const;
