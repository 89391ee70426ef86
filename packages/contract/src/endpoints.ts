import { sessionArea } from './areas/session.ts';
import { accountArea } from './areas/account.ts';
import { payeesArea } from './areas/payees.ts';
import { venueWalletsArea } from './areas/venue-wallets.ts';
import { fundsArea } from './areas/funds.ts';
import { gamesArea } from './areas/games.ts';
import { betsArea } from './areas/bets.ts';
import { lotteryArea } from './areas/lottery.ts';
import { rewardsArea } from './areas/rewards.ts';
import { siteArea } from './areas/site.ts';
import { protectionArea } from './areas/protection.ts';
import { inboxArea } from './areas/inbox.ts';
import { activitiesArea } from './areas/activities.ts';
import { agentsArea } from './areas/agents.ts';
import { profileArea } from './areas/profile.ts';
import { supportArea } from './areas/support.ts';
import { houseArea } from './areas/house.ts';
import { sportsArea } from './areas/sports.ts';
import { adminSessionArea } from './areas/admin-session.ts';
import { adminOperatorsArea } from './areas/admin-operators.ts';
import { adminQueuesArea } from './areas/admin-queues.ts';
import { adminSettingsArea } from './areas/admin-settings.ts';
import { adminAuditArea } from './areas/admin-audit.ts';
import { adminGamesArea } from './areas/admin-games.ts';
import { adminContentArea } from './areas/admin-content.ts';
import { adminJobsArea } from './areas/admin-jobs.ts';
import { adminLotteryArea } from './areas/admin-lottery.ts';
import { adminRewardsArea } from './areas/admin-rewards.ts';
import { adminInboxArea } from './areas/admin-inbox.ts';
import { adminActivitiesArea } from './areas/admin-activities.ts';
import { adminAgentsArea } from './areas/admin-agents.ts';
import { adminSupportArea } from './areas/admin-support.ts';
import { adminPlayersArea } from './areas/admin-players.ts';
import { adminDashboardArea } from './areas/admin-dashboard.ts';
import { adminProtectionArea } from './areas/admin-protection.ts';
import { adminHouseArea } from './areas/admin-house.ts';
import { adminSportsArea } from './areas/admin-sports.ts';
import { agentCentreArea } from './areas/agent-centre.ts';
import { demoVenueArea } from './areas/demo-venue.ts';
import { systemArea } from './areas/system.ts';
import { providerWalletArea } from './areas/provider-wallet.ts';
import { adminProvidersArea } from './areas/admin-providers.ts';
import { adminChainArea } from './areas/admin-chain.ts';

/**
 * Every HTTP call the server answers, as {method, path, payload, response} (DESIGN §2): `payload`
 * is the schema the server validates the body (POST) or query (GET) with before any handler runs;
 * `response` is the schema of `data` in the envelope {code, message, data} of a success.
 *
 * Each call is declared once, in its area's file under areas/ (route, who may call, summary and
 * schemas together); the maps below only spread the areas, and endpoints.test.ts checks that no
 * name is in two areas and that every area file is spread. endpoint-routes.ts, the zod-free view
 * clients import, is written from these maps (endpoint-routes.test.ts). The server registers its
 * routes from these maps, openapi.ts documents them, and the apps' tests type their mocks by them.
 */

/** The player app's calls (the spec's), by area (keyed by the area's file under areas/). */
export const playerAreas = {
  session: sessionArea,
  account: accountArea,
  payees: payeesArea,
  'venue-wallets': venueWalletsArea,
  funds: fundsArea,
  games: gamesArea,
  bets: betsArea,
  lottery: lotteryArea,
  rewards: rewardsArea,
  site: siteArea,
  protection: protectionArea,
  inbox: inboxArea,
  activities: activitiesArea,
  agents: agentsArea,
  profile: profileArea,
  support: supportArea,
  house: houseArea,
  sports: sportsArea,
} as const;

/** The player app's calls (the spec's). */
export const endpoints = {
  ...sessionArea,
  ...accountArea,
  ...payeesArea,
  ...venueWalletsArea,
  ...fundsArea,
  ...gamesArea,
  ...betsArea,
  ...lotteryArea,
  ...rewardsArea,
  ...siteArea,
  ...protectionArea,
  ...inboxArea,
  ...activitiesArea,
  ...agentsArea,
  ...profileArea,
  ...supportArea,
  ...houseArea,
  ...sportsArea,
} as const;

/** The operator's calls (the back office): POST, JSON, an operator token but for login, by area (keyed by the area's file under areas/). */
export const adminAreas = {
  'admin-session': adminSessionArea,
  'admin-operators': adminOperatorsArea,
  'admin-queues': adminQueuesArea,
  'admin-settings': adminSettingsArea,
  'admin-audit': adminAuditArea,
  'admin-games': adminGamesArea,
  'admin-content': adminContentArea,
  'admin-jobs': adminJobsArea,
  'admin-lottery': adminLotteryArea,
  'admin-rewards': adminRewardsArea,
  'admin-inbox': adminInboxArea,
  'admin-activities': adminActivitiesArea,
  'admin-agents': adminAgentsArea,
  'admin-support': adminSupportArea,
  'admin-players': adminPlayersArea,
  'admin-dashboard': adminDashboardArea,
  'admin-protection': adminProtectionArea,
  'admin-house': adminHouseArea,
  'admin-sports': adminSportsArea,
  'admin-providers': adminProvidersArea,
  'admin-chain': adminChainArea,
  'agent-centre': agentCentreArea,
} as const;

/** The operator's calls (the back office): POST, JSON, an operator token but for login. */
export const adminEndpoints = {
  ...adminSessionArea,
  ...adminOperatorsArea,
  ...adminQueuesArea,
  ...adminSettingsArea,
  ...adminAuditArea,
  ...adminGamesArea,
  ...adminContentArea,
  ...adminJobsArea,
  ...adminLotteryArea,
  ...adminRewardsArea,
  ...adminInboxArea,
  ...adminActivitiesArea,
  ...adminAgentsArea,
  ...adminSupportArea,
  ...adminPlayersArea,
  ...adminDashboardArea,
  ...adminProtectionArea,
  ...adminHouseArea,
  ...adminSportsArea,
  ...adminProvidersArea,
  ...adminChainArea,
  ...agentCentreArea,
} as const;

/** The demo venue's own calls, made by its game page with the launch session's token, by area (keyed by the area's file under areas/). */
export const demoVenueAreas = {
  'demo-venue': demoVenueArea,
} as const;

/** The demo venue's own calls, made by its game page with the launch session's token. */
export const demoVenueEndpoints = {
  ...demoVenueArea,
} as const;

/** Calls made by machines: health checks and payment providers, by area (keyed by the area's file under areas/). */
export const systemAreas = {
  system: systemArea,
  'provider-wallet': providerWalletArea,
} as const;

/** Calls made by machines: health checks and payment providers. */
export const systemEndpoints = {
  ...systemArea,
  ...providerWalletArea,
} as const;

export type Endpoints = typeof endpoints;
export type AdminEndpoints = typeof adminEndpoints;
export type DemoVenueEndpoints = typeof demoVenueEndpoints;
export type SystemEndpoints = typeof systemEndpoints;
