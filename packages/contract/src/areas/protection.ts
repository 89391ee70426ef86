import { defineEndpoint } from '../endpoint.ts';
import { empty } from '../api.ts';
import {
  excludePayload,
  pendingChangePayload,
  protectionStatus,
  setLimitPayload,
  setRealityPayload,
  setSessionPayload,
  timeoutPayload,
} from '../protection.ts';

/**
 * The player app's calls of the area "protection": player protection (/responsible; ours, DESIGN
 * §12). Spread into `endpoints` (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const protectionArea = {
  responsible: defineEndpoint({
    method: 'POST',
    path: '/api/responsible',
    auth: 'player',
    summary: "The player's limits, pending raises, time-out or exclusion and play session",
    payload: empty,
    response: protectionStatus,
  }),
  responsibleLimit: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/limit',
    auth: 'player',
    summary: 'Sets a deposit or loss limit: lower at once, a raise or removal waits 24 h',
    payload: setLimitPayload,
    response: protectionStatus,
  }),
  responsibleSession: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/session',
    auth: 'player',
    summary: 'Sets the session time limit: shorter at once, longer or none waits 24 h',
    payload: setSessionPayload,
    response: protectionStatus,
  }),
  responsibleReality: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/reality',
    auth: 'player',
    summary: 'Sets the reality-check interval (minutes)',
    payload: setRealityPayload,
    response: protectionStatus,
  }),
  responsibleConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/confirm',
    auth: 'player',
    summary: 'The second confirmation of a raise whose 24 h wait is over',
    payload: pendingChangePayload,
    response: protectionStatus,
  }),
  responsibleCancel: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/cancel',
    auth: 'player',
    summary: 'Drops a waiting raise',
    payload: pendingChangePayload,
    response: protectionStatus,
  }),
  responsibleTimeout: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/timeout',
    auth: 'player',
    summary: 'Starts a time-out (24 hours to 6 weeks) at once',
    payload: timeoutPayload,
    response: protectionStatus,
  }),
  responsibleExclude: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/exclude',
    auth: 'player',
    summary: 'Starts a self-exclusion (6 months, 1 year, 5 years, for good) at once',
    payload: excludePayload,
    response: protectionStatus,
  }),
  responsibleStop: defineEndpoint({
    method: 'POST',
    path: '/api/responsible/stop',
    auth: 'player',
    summary: "Ends the play session (the reality check's 退出游戏)",
    payload: empty,
    response: protectionStatus,
  }),
} as const;
