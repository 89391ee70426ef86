import { defineEndpoint } from '../endpoint.ts';
import { betRecordData, betRecordPayload } from '../bets.ts';

/**
 * The player app's calls of the area "bets": bets. Spread into `endpoints` (endpoints.ts); how to
 * add a call: packages/contract/CONTEXT.md.
 */
export const betsArea = {
  betRecord: defineEndpoint({
    method: 'POST',
    path: '/api/betrecord',
    auth: 'player',
    summary: "The player's bet records and their statistics",
    payload: betRecordPayload,
    response: betRecordData,
  }),
} as const;
