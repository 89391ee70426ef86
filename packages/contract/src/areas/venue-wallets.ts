import { defineEndpoint } from '../endpoint.ts';
import { empty, userInfo } from '../api.ts';
import {
  balanceListData,
  transAllData,
  transferData,
  transferPayload,
  upTransferStatusData,
  upTransferStatusPayload,
} from '../venues.ts';

/**
 * The player app's calls of the area "venue-wallets": venue wallets. Spread into `endpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const venueWalletsArea = {
  balanceList: defineEndpoint({
    method: 'POST',
    path: '/api/balancelist',
    auth: 'player',
    summary: "The player's wallet at each venue",
    payload: empty,
    response: balanceListData,
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: '/api/transfer',
    idempotent: true,
    auth: 'player',
    summary: 'Moves money between the platform wallet and a venue',
    payload: transferPayload,
    response: transferData,
  }),
  transAll: defineEndpoint({
    method: 'POST',
    path: '/api/transall',
    idempotent: true,
    auth: 'player',
    summary: "Brings every venue's balance back to the platform wallet",
    payload: empty,
    response: transAllData,
  }),
  upTransferStatus: defineEndpoint({
    method: 'POST',
    path: '/api/uptransferstatus',
    auth: 'player',
    summary: 'Turns automatic transfer on or off',
    payload: upTransferStatusPayload,
    response: upTransferStatusData,
  }),
  refreshUserMoney: defineEndpoint({
    method: 'POST',
    path: '/api/refreshusermoney',
    auth: 'player',
    summary: "The player's profile, fresh",
    payload: empty,
    response: userInfo,
  }),
} as const;
