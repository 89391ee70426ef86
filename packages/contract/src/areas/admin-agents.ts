import { defineEndpoint } from '../endpoint.ts';
import {
  adminAgentApplication,
  adminAgentApplicationsPage,
  adminAgentApplicationsPayload,
  adminAgentCommissionsPage,
  adminAgentCommissionsPayload,
  adminAgentIntroUpdatePayload,
  adminAgentLevels,
  adminAgentLevelUpdatePayload,
  adminAgentReviewPayload,
  adminAgentSetLevelData,
  adminAgentSetLevelPayload,
  adminAgentSettingsUpdatePayload,
  inviteIntro,
} from '../agents.ts';
import { empty } from '../api.ts';

/**
 * The operator's calls of the area "admin-agents". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminAgentsArea = {
  agentApplications: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agents/applications',
    auth: 'operator',
    summary: 'Agent applications, newest first, by state',
    payload: adminAgentApplicationsPayload,
    response: adminAgentApplicationsPage,
  }),
  agentApplicationsReview: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agents/applications/review',
    auth: 'operator',
    summary: 'Approves (the player becomes an agent) or refuses an agent application (audited)',
    payload: adminAgentReviewPayload,
    response: adminAgentApplication,
  }),
  agentLevels: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agents/levels',
    auth: 'operator',
    summary: 'Agent levels with their commission rates, and the commission settings',
    payload: empty,
    response: adminAgentLevels,
  }),
  agentLevelsUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agents/levels/update',
    auth: 'operator',
    summary: "Edits an agent level's name and rate, or adds the next level (audited)",
    payload: adminAgentLevelUpdatePayload,
    response: adminAgentLevels,
  }),
  agentSettingsUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agents/settings/update',
    auth: 'operator',
    summary: 'Sets the commission basis (valid bets or net loss) and depth (audited)',
    payload: adminAgentSettingsUpdatePayload,
    response: adminAgentLevels,
  }),
  agentSetLevel: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agents/level',
    auth: 'operator',
    summary: "Sets an agent's level (audited)",
    payload: adminAgentSetLevelPayload,
    response: adminAgentSetLevelData,
  }),
  agentCommissions: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agents/commissions',
    auth: 'operator',
    summary: 'Commissions paid, newest day first, of one agent or all',
    payload: adminAgentCommissionsPayload,
    response: adminAgentCommissionsPage,
  }),
  agentIntro: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agents/intro',
    auth: 'operator',
    summary: "The invite page's bonus introduction",
    payload: empty,
    response: inviteIntro,
  }),
  agentIntroUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/agents/intro/update',
    auth: 'operator',
    summary: "Replaces the invite page's bonus introduction images or text (audited)",
    payload: adminAgentIntroUpdatePayload,
    response: inviteIntro,
  }),
} as const;
