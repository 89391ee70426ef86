import { defineEndpoint } from '../endpoint.ts';
import {
  adminDepositPage,
  adminDepositRow,
  adminFundListPayload,
  adminReviewPayload,
  adminWithdrawalPage,
  adminWithdrawalRow,
} from '../admin.ts';
import { adminPlayerRecent, adminPlayerRecentPayload } from '../admin-queues.ts';

/**
 * The operator's calls of the area "admin-queues". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminQueuesArea = {
  deposits: defineEndpoint({
    method: 'POST',
    path: '/api/admin/deposits',
    auth: 'operator',
    summary: 'Deposits, a page, newest first',
    payload: adminFundListPayload,
    response: adminDepositPage,
  }),
  depositsReview: defineEndpoint({
    method: 'POST',
    path: '/api/admin/deposits/review',
    auth: 'operator',
    summary: 'Approves or rejects a pending deposit',
    payload: adminReviewPayload,
    response: adminDepositRow,
  }),
  withdrawals: defineEndpoint({
    method: 'POST',
    path: '/api/admin/withdrawals',
    auth: 'operator',
    summary: 'Withdrawals, a page, newest first',
    payload: adminFundListPayload,
    response: adminWithdrawalPage,
  }),
  withdrawalsReview: defineEndpoint({
    method: 'POST',
    path: '/api/admin/withdrawals/review',
    auth: 'operator',
    summary: 'Pays or rejects a pending withdrawal',
    payload: adminReviewPayload,
    response: adminWithdrawalRow,
  }),
  playerRecent: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/recent',
    auth: 'operator',
    summary: "Review queues: a player's balance, turnover status and recent money and play",
    payload: adminPlayerRecentPayload,
    response: adminPlayerRecent,
  }),
} as const;
