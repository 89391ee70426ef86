import { defineEndpoint } from '../endpoint.ts';
import { empty } from '../api.ts';
import {
  doFanshuiData,
  doUserRedPacketData,
  getFanshuiData,
  getFanshuiPayload,
  redPacketPage,
  redPacketPayload,
  userRedPacketData,
  userVipData,
  vipProgressData,
} from '../rewards.ts';

/**
 * The player app's calls of the area "rewards": rewards: VIP, rebates, red packets. Spread into
 * `endpoints` (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const rewardsArea = {
  userVip: defineEndpoint({
    method: 'POST',
    path: '/api/uservip',
    auth: 'none',
    summary: 'The VIP levels: thresholds and rebate percents per category',
    payload: empty,
    response: userVipData,
  }),
  vipProgress: defineEndpoint({
    method: 'POST',
    path: '/api/vipProgress',
    auth: 'player',
    summary: "The player's level, deposits, turnover, quarter and level changes",
    payload: empty,
    response: vipProgressData,
  }),
  getFanshui: defineEndpoint({
    method: 'POST',
    path: '/api/getfanshui',
    auth: 'player',
    summary: "Rebate records and totals ({date, page, api_type, type}), or today's figures ({})",
    payload: getFanshuiPayload,
    response: getFanshuiData,
  }),
  doFanshui: defineEndpoint({
    method: 'POST',
    path: '/api/dofanshui',
    idempotent: true,
    auth: 'player',
    summary: 'Claims every claimable rebate in one ledger transfer',
    payload: empty,
    response: doFanshuiData,
  }),
  userRedPacket: defineEndpoint({
    method: 'GET',
    path: '/api/userredpacket',
    auth: 'player',
    summary: "Today's red packet draws: left, drawn, maximum, window and rules",
    payload: empty,
    response: userRedPacketData,
  }),
  doUserRedPacket: defineEndpoint({
    method: 'POST',
    path: '/api/douserredpacket',
    idempotent: true,
    auth: 'player',
    summary: 'Draws one red packet, paid to the wallet',
    payload: empty,
    response: doUserRedPacketData,
  }),
  redPacket: defineEndpoint({
    method: 'POST',
    path: '/api/redpacket',
    auth: 'player',
    summary: "The player's red packets, newest first",
    payload: redPacketPayload,
    response: redPacketPage,
  }),
} as const;
