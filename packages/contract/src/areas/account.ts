import { defineEndpoint } from '../endpoint.ts';
import { appInfo, balanceData, empty, noData, userInfo } from '../api.ts';
import { passwordChangePayload } from '../payees.ts';

/**
 * The player app's calls of the area "account": site and player. Spread into `endpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const accountArea = {
  app: defineEndpoint({
    method: 'POST',
    path: '/api/app',
    auth: 'none',
    summary: 'Site settings, including the repair switch',
    payload: empty,
    response: appInfo,
  }),
  user: defineEndpoint({
    method: 'POST',
    path: '/api/user',
    auth: 'player',
    summary: "The player's profile (userInfo)",
    payload: empty,
    response: userInfo,
  }),
  balance: defineEndpoint({
    method: 'POST',
    path: '/api/balance',
    auth: 'player',
    summary: "The player's central (platform) wallet",
    payload: empty,
    response: balanceData,
  }),
  editPassword: defineEndpoint({
    method: 'POST',
    path: '/api/editPassword',
    auth: 'player',
    summary: 'Changes the login password',
    payload: passwordChangePayload,
    response: noData,
  }),
  editPayPassword: defineEndpoint({
    method: 'POST',
    path: '/api/editPayPassword',
    auth: 'player',
    summary: 'Changes the payment password',
    payload: passwordChangePayload,
    response: noData,
  }),
} as const;
