import { defineEndpoint } from '../endpoint.ts';
import {
  agentCentreCommissionsPage,
  agentCentreCommissionsPayload,
  agentCentreDaily,
  agentCentreDailyPayload,
  agentCentreLoginData,
  agentCentreLoginPayload,
  agentCentreMe,
  agentCentreMembersPage,
  agentCentreMembersPayload,
} from '../admin-agent-centre.ts';
import { empty, noData } from '../api.ts';

/**
 * The operator's calls of the area "agent-centre". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const agentCentreArea = {
  agentCentreLogin: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agent/login',
    auth: 'none',
    summary: 'Agent centre: an agent signs in with their player account (player login rules)',
    payload: agentCentreLoginPayload,
    response: agentCentreLoginData,
  }),
  agentCentreLogout: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agent/logout',
    auth: 'agent',
    summary: "Agent centre: ends the agent's session",
    payload: empty,
    response: noData,
  }),
  agentCentreMe: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agent/me',
    auth: 'agent',
    summary: 'Agent centre: the agent, their rate, downline size and invite link',
    payload: empty,
    response: agentCentreMe,
  }),
  agentCentreDaily: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agent/daily',
    auth: 'agent',
    summary: "Agent centre: the downline's figures per Beijing day",
    payload: agentCentreDailyPayload,
    response: agentCentreDaily,
  }),
  agentCentreMembers: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agent/members',
    auth: 'agent',
    summary: "Agent centre: the downline per member with each member's figures",
    payload: agentCentreMembersPayload,
    response: agentCentreMembersPage,
  }),
  agentCentreCommissions: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agent/commissions',
    auth: 'agent',
    summary: "Agent centre: the agent's commission records",
    payload: agentCentreCommissionsPayload,
    response: agentCentreCommissionsPage,
  }),
} as const;
