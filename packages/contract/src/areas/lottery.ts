import { defineEndpoint } from '../endpoint.ts';
import {
  lotteryOrderData,
  lotteryOrderPayload,
  lotteryRoomData,
  lotteryRoomPayload,
  lotteryRoomsData,
  lotteryTrendData,
  lotteryTrendPayload,
  lotteryVerifyData,
  lotteryVerifyPayload,
} from '../lottery.ts';
import { empty } from '../api.ts';

/**
 * The player app's calls of the area "lottery": lottery rooms. Spread into `endpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const lotteryArea = {
  lotteryRoom: defineEndpoint({
    method: 'GET',
    path: '/api/lotteryRoom',
    auth: 'player',
    summary: 'A lottery room: its lottery, odds, recent chat and draw data',
    payload: lotteryRoomPayload,
    response: lotteryRoomData,
  }),
  lotteryOrder: defineEndpoint({
    method: 'POST',
    path: '/api/lotteryOrder',
    idempotent: true,
    auth: 'player',
    summary: 'Bets an order on the open issue of a room (one ledger transfer, all lines or none)',
    payload: lotteryOrderPayload,
    response: lotteryOrderData,
  }),
  lotteryVerify: defineEndpoint({
    method: 'GET',
    path: '/api/lotteryVerify',
    auth: 'none',
    summary: "An issue's commitment, and after the draw its seed, beacon and numbers",
    payload: lotteryVerifyPayload,
    response: lotteryVerifyData,
  }),
  lotteryLobby: defineEndpoint({
    method: 'GET',
    path: '/api/lotteryLobby',
    auth: 'none',
    summary: 'The open rooms with their lottery, countdown and last result (the home 彩票 tab)',
    payload: empty,
    response: lotteryRoomsData,
  }),
  lotteryTrend: defineEndpoint({
    method: 'GET',
    path: '/api/lotteryTrend',
    auth: 'none',
    summary: "The last draws of a room's lottery, newest first",
    payload: lotteryTrendPayload,
    response: lotteryTrendData,
  }),
} as const;
