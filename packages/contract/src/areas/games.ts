import { defineEndpoint } from '../endpoint.ts';
import { empty } from '../api.ts';
import {
  agentLoginUrlData,
  bannerListData,
  bannerListPayload,
  gameHeartbeatData,
  gameHeartbeatPayload,
  gamelistBycodeData,
  gamelistBycodePayload,
  gameUrlData,
  gameUrlPayload,
  homenoticeData,
  noticeListPayload,
  noticePage,
  serviceUrlData,
  serviceUrlPayload,
  typelData,
  typelistData,
  typelistPayload,
} from '../games.ts';

/**
 * The player app's calls of the area "games": catalogue, launch, links. Spread into `endpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const gamesArea = {
  typel: defineEndpoint({
    method: 'POST',
    path: '/api/typel',
    auth: 'none',
    summary: 'Game categories with their player counts',
    payload: empty,
    response: typelData,
  }),
  typelist: defineEndpoint({
    method: 'POST',
    path: '/api/typelist',
    auth: 'none',
    summary: 'The games of a category',
    payload: typelistPayload,
    response: typelistData,
  }),
  gamelistBycode: defineEndpoint({
    method: 'POST',
    path: '/api/gamelistBycode',
    auth: 'none',
    summary: 'The games of a platform list',
    payload: gamelistBycodePayload,
    response: gamelistBycodeData,
  }),
  bannerList: defineEndpoint({
    method: 'POST',
    path: '/api/bannerList',
    auth: 'none',
    summary: 'Banners',
    payload: bannerListPayload,
    response: bannerListData,
  }),
  homeNotice: defineEndpoint({
    method: 'POST',
    path: '/api/homenotice',
    auth: 'none',
    summary: 'The scrolling announcements',
    payload: empty,
    response: homenoticeData,
  }),
  noticeList: defineEndpoint({
    method: 'POST',
    path: '/api/noticeList',
    auth: 'none',
    summary: 'Notices, a page',
    payload: noticeListPayload,
    response: noticePage,
  }),
  getGameUrl: defineEndpoint({
    method: 'POST',
    path: '/api/getGameUrl',
    idempotent: true,
    auth: 'player',
    summary: 'Launches a game (automatic transfer may move money into the venue)',
    payload: gameUrlPayload,
    response: gameUrlData,
  }),
  getGametgUrl: defineEndpoint({
    method: 'POST',
    path: '/api/getGametgUrl',
    idempotent: true,
    auth: 'player',
    summary: 'Launches a slot game of category 4 (same answer as getGameUrl)',
    payload: gameUrlPayload,
    response: gameUrlData,
  }),
  gameHeartbeat: defineEndpoint({
    method: 'POST',
    path: '/api/gameHeartbeat',
    auth: 'player',
    summary: 'The open game still counts as open',
    payload: gameHeartbeatPayload,
    response: gameHeartbeatData,
  }),
  getServicerUrl: defineEndpoint({
    method: 'POST',
    path: '/api/getservicerurl',
    auth: 'none',
    summary: 'Customer service links keyed by shift',
    payload: serviceUrlPayload,
    response: serviceUrlData,
  }),
  getAgentLoginUrl: defineEndpoint({
    method: 'GET',
    path: '/api/getAgentLoginUrl',
    auth: 'player',
    summary:
      "An agent's back office link: the operator's, else the console's agent centre; for a non-agent the in-app application with a message",
    payload: empty,
    response: agentLoginUrlData,
  }),
} as const;
