import { defineEndpoint } from '../endpoint.ts';
import {
  adminPayBank,
  adminPayBankCreatePayload,
  adminPayBankDeleted,
  adminPayBankDeletePayload,
  adminPayBankList,
  adminPayBankUpdatePayload,
  adminSettings,
  adminSettingsUpdatePayload,
} from '../admin.ts';
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
  payBanks: defineEndpoint({
    method: 'POST',
    path: '/api/admin/pay-banks',
    auth: 'operator',
    summary: 'Bank accounts receiving bank-transfer deposits',
    payload: empty,
    response: adminPayBankList,
  }),
  payBanksCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/pay-banks/create',
    auth: 'operator',
    summary: 'Adds a receiving bank account (audited)',
    payload: adminPayBankCreatePayload,
    response: adminPayBank,
  }),
  payBanksUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/pay-banks/update',
    auth: 'operator',
    summary: 'Changes a receiving bank account (audited)',
    payload: adminPayBankUpdatePayload,
    response: adminPayBank,
  }),
  payBanksDelete: defineEndpoint({
    method: 'POST',
    path: '/api/admin/pay-banks/delete',
    auth: 'operator',
    summary: 'Removes a receiving bank account (audited)',
    payload: adminPayBankDeletePayload,
    response: adminPayBankDeleted,
  }),
} as const;
