import { defineEndpoint } from '../endpoint.ts';
import {
  adminOperatorCreatePayload,
  adminOperatorIdPayload,
  adminOperatorPage,
  adminOperatorResetPasswordPayload,
  adminOperatorRow,
  adminOperatorsPayload,
  adminOperatorUpdatePayload,
} from '../admin-auth.ts';

/**
 * The operator's calls of the area "admin-operators". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminOperatorsArea = {
  operators: defineEndpoint({
    method: 'POST',
    path: '/api/admin/operators',
    auth: 'operator',
    summary: 'Operators, a page (admin)',
    payload: adminOperatorsPayload,
    response: adminOperatorPage,
  }),
  operatorsCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/operators/create',
    auth: 'operator',
    summary: 'Create an operator with a role (admin)',
    payload: adminOperatorCreatePayload,
    response: adminOperatorRow,
  }),
  operatorsUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/operators/update',
    auth: 'operator',
    summary: "Change an operator's role or status (admin)",
    payload: adminOperatorUpdatePayload,
    response: adminOperatorRow,
  }),
  operatorsResetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/admin/operators/reset-password',
    auth: 'operator',
    summary: "Set an operator's password; their sessions end (admin)",
    payload: adminOperatorResetPasswordPayload,
    response: adminOperatorRow,
  }),
  operatorsResetTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/admin/operators/reset-two-factor',
    auth: 'operator',
    summary: "Turn an operator's two-factor off so they enrol anew; their sessions end (admin)",
    payload: adminOperatorIdPayload,
    response: adminOperatorRow,
  }),
} as const;
