import { defineEndpoint } from '../endpoint.ts';
import {
  adminLotteryChat,
  adminLotteryChatPayload,
  adminLotteryChatRemoveData,
  adminLotteryChatRemovePayload,
  adminLotteryIssues,
  adminLotteryIssuesPayload,
  adminLotteryMuteData,
  adminLotteryMutePayload,
  adminLotterySealUpdatePayload,
} from '../admin-lottery.ts';
import { empty } from '../api.ts';
import {
  adminLotteryRoom,
  adminLotteryRooms,
  adminLotteryRoomUpdatePayload,
  adminLotteryRulesUpdatePayload,
} from '../lottery.ts';

/**
 * The operator's calls of the area "admin-lottery". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminLotteryArea = {
  lotteryRooms: defineEndpoint({
    method: 'POST',
    path: '/api/admin/lottery/rooms',
    auth: 'operator',
    summary: 'The lottery rooms with their lottery, odds, limits and rules',
    payload: empty,
    response: adminLotteryRooms,
  }),
  lotteryRoomUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/lottery/rooms/update',
    auth: 'operator',
    summary: "Edits a room's title, status, odds, limits, anti-abuse rules or chat rate (audited)",
    payload: adminLotteryRoomUpdatePayload,
    response: adminLotteryRoom,
  }),
  lotteryRulesUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/lottery/rules/update',
    auth: 'operator',
    summary: "Edits a lottery's rules (13/14, 极大/极小, 顺子, 49) (audited)",
    payload: adminLotteryRulesUpdatePayload,
    response: adminLotteryRooms,
  }),
  lotterySealUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/lottery/seal/update',
    auth: 'operator',
    summary: "Edits when a lottery's betting closes before each draw (seconds; audited)",
    payload: adminLotterySealUpdatePayload,
    response: adminLotteryRooms,
  }),
  lotteryIssues: defineEndpoint({
    method: 'POST',
    path: '/api/admin/lottery/issues',
    auth: 'operator',
    summary:
      "A room's issues, newest first: commitment, seed once drawn, result, settlement totals",
    payload: adminLotteryIssuesPayload,
    response: adminLotteryIssues,
  }),
  lotteryChat: defineEndpoint({
    method: 'POST',
    path: '/api/admin/lottery/chat',
    auth: 'operator',
    summary: "A room's chat (newest page, oldest first) and the players muted in it",
    payload: adminLotteryChatPayload,
    response: adminLotteryChat,
  }),
  lotteryChatRemove: defineEndpoint({
    method: 'POST',
    path: '/api/admin/lottery/chat/remove',
    auth: 'operator',
    summary: "Removes a player's chat message from the room, live and from history (audited)",
    payload: adminLotteryChatRemovePayload,
    response: adminLotteryChatRemoveData,
  }),
  lotteryMute: defineEndpoint({
    method: 'POST',
    path: '/api/admin/lottery/mute',
    auth: 'operator',
    summary: 'Mutes a player in a room for some minutes; 0 lifts the mute (audited)',
    payload: adminLotteryMutePayload,
    response: adminLotteryMuteData,
  }),
} as const;
