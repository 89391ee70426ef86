import { defineEndpoint } from '../endpoint.ts';
import {
  adminChainAddressesPayload,
  adminChainAddressPage,
  adminChains,
  adminChainSettingsPayload,
  adminChainTransferPage,
  adminChainTransfersPayload,
  adminWithdrawalPayout,
  adminWithdrawalPayoutPayload,
} from '../admin-chain.ts';
import { empty } from '../api.ts';

/**
 * The operator's calls of the area "admin-chain" (USDT on chain, docs/chain-deposits.md). Spread
 * into `adminEndpoints` (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const adminChainArea = {
  adminChains: defineEndpoint({
    method: 'POST',
    path: '/api/admin/chain/chains',
    auth: 'operator',
    summary: 'The watched chains: health of each RPC address, scan position, lag, settings',
    payload: empty,
    response: adminChains,
  }),
  adminChainSettings: defineEndpoint({
    method: 'POST',
    path: '/api/admin/chain/settings',
    auth: 'operator',
    summary: 'Confirmations per chain and the under-payment tolerance (audited)',
    payload: adminChainSettingsPayload,
    response: adminChains,
  }),
  adminChainAddresses: defineEndpoint({
    method: 'POST',
    path: '/api/admin/chain/addresses',
    auth: 'operator',
    summary: 'Deposit addresses with what they received and their balance on chain (to sweep)',
    payload: adminChainAddressesPayload,
    response: adminChainAddressPage,
  }),
  adminChainTransfers: defineEndpoint({
    method: 'POST',
    path: '/api/admin/chain/transfers',
    auth: 'operator',
    summary: 'USDT transfers to our addresses: seen, credited, in review, dropped',
    payload: adminChainTransfersPayload,
    response: adminChainTransferPage,
  }),
  adminWithdrawalPayout: defineEndpoint({
    method: 'POST',
    path: '/api/admin/withdrawals/payout',
    auth: 'operator',
    summary:
      "A USDT withdrawal's payout hash, checked on chain (token, destination, amount, confirmations) before it is marked paid (audited)",
    payload: adminWithdrawalPayoutPayload,
    response: adminWithdrawalPayout,
  }),
} as const;
