import { defineEndpoint } from '../endpoint.ts';
import { adminSettings, adminSettingsUpdatePayload } from '../admin.ts';
import { empty } from '../api.ts';

/**
 * The operator's calls of the area "admin-settings". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminSettingsArea = {
  settings: defineEndpoint({
    method: 'POST',
    path: '/api/admin/settings',
    auth: 'operator',
    summary: 'Site and wallet settings',
    payload: empty,
    response: adminSettings,
  }),
  settingsUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/settings/update',
    auth: 'operator',
    summary: 'Changes site and wallet settings',
    payload: adminSettingsUpdatePayload,
    response: adminSettings,
  }),
} as const;
