import { defineEndpoint } from '../endpoint.ts';
import {
  agentApplication,
  applyAgentInfo,
  applyAgentPayload,
  inviteInfo,
  inviteInfoPayload,
  inviteIntro,
  inviteRecordsPage,
  inviteRecordsPayload,
} from '../agents.ts';
import { empty } from '../api.ts';

/**
 * The player app's calls of the area "agents": the agent programme and the invite page
 * (applyagentdo: spec; the others ours). Spread into `endpoints` (endpoints.ts); how to add a
 * call: packages/contract/CONTEXT.md.
 */
export const agentsArea = {
  applyAgentDo: defineEndpoint({
    method: 'POST',
    path: '/api/applyagentdo',
    auth: 'player',
    summary: 'Applies to become an agent (one open application per player)',
    payload: applyAgentPayload,
    response: agentApplication,
  }),
  applyAgentInfo: defineEndpoint({
    method: 'POST',
    path: '/api/applyagentinfo',
    auth: 'player',
    summary: 'Whether the player is an agent, and their latest agent application',
    payload: empty,
    response: applyAgentInfo,
  }),
  inviteInfo: defineEndpoint({
    method: 'POST',
    path: '/api/inviteInfo',
    auth: 'player',
    summary: "The invite link's id and the downline's figures (today and a chosen period)",
    payload: inviteInfoPayload,
    response: inviteInfo,
  }),
  inviteRecords: defineEndpoint({
    method: 'POST',
    path: '/api/inviteRecords',
    auth: 'player',
    summary: 'Bonus records (type 1) or friend details (type 2), {dt, money, desc}',
    payload: inviteRecordsPayload,
    response: inviteRecordsPage,
  }),
  inviteIntro: defineEndpoint({
    method: 'POST',
    path: '/api/inviteIntro',
    auth: 'none',
    summary: 'The bonus introduction of the invite page (images and text)',
    payload: empty,
    response: inviteIntro,
  }),
} as const;
