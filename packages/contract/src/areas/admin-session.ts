import { defineEndpoint } from '../endpoint.ts';
import { adminLoginData, adminLoginPayload, adminMe } from '../admin.ts';
import {
  adminTwoFactorConfirmData,
  adminTwoFactorConfirmPayload,
  adminTwoFactorSetupData,
} from '../admin-auth.ts';
import { empty, noData } from '../api.ts';

/**
 * The operator's calls of the area "admin-session". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminSessionArea = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/admin/login',
    auth: 'none',
    summary: 'Operator login',
    payload: adminLoginPayload,
    response: adminLoginData,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/admin/logout',
    auth: 'operator',
    summary: 'Operator logout',
    payload: empty,
    response: noData,
  }),
  me: defineEndpoint({
    method: 'POST',
    path: '/api/admin/me',
    auth: 'operator',
    summary: 'The operator behind the token',
    payload: empty,
    response: adminMe,
  }),
  twoFactorSetup: defineEndpoint({
    method: 'POST',
    path: '/api/admin/two-factor/setup',
    auth: 'operator',
    summary:
      'Two-factor enrolment: a new TOTP secret and its otpauth URI (pending until confirmed)',
    payload: empty,
    response: adminTwoFactorSetupData,
  }),
  twoFactorConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/admin/two-factor/confirm',
    auth: 'operator',
    summary: 'Two-factor enrolment: confirm with a current code; answers the recovery codes once',
    payload: adminTwoFactorConfirmPayload,
    response: adminTwoFactorConfirmData,
  }),
} as const;
