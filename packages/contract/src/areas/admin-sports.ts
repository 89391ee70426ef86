import { defineEndpoint } from '../endpoint.ts';
import {
  adminSportsBets,
  adminSportsBetsPayload,
  adminSportsFixture,
  adminSportsFixtureCreatePayload,
  adminSportsFixturePayload,
  adminSportsFixtures,
  adminSportsFixturesPayload,
  adminSportsFixtureUpdatePayload,
  adminSportsLimits,
  adminSportsLimitsUpdatePayload,
  adminSportsMarketCreatePayload,
  adminSportsMarketUpdatePayload,
  adminSportsResult,
  adminSportsResultCheckPayload,
  adminSportsResultConfirmed,
  adminSportsResultEnterPayload,
} from '../admin-sports.ts';
import { empty } from '../api.ts';

/**
 * The trader's calls of the area "admin-sports" (the sportsbook's console). Spread into
 * `adminEndpoints` (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const adminSportsArea = {
  adminSportsFixtures: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/fixtures',
    auth: 'operator',
    summary: 'Fixtures by sport and state, with open bets, stakes and results to check',
    payload: adminSportsFixturesPayload,
    response: adminSportsFixtures,
  }),
  adminSportsFixture: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/fixture',
    auth: 'operator',
    summary: "A fixture's markets with prices, margin and liability per selection, its results",
    payload: adminSportsFixturePayload,
    response: adminSportsFixture,
  }),
  adminSportsFixtureCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/fixtures/create',
    auth: 'operator',
    summary: "A fixture made by a trader, with its sport's markets at default lines (audited)",
    payload: adminSportsFixtureCreatePayload,
    response: adminSportsFixture,
  }),
  adminSportsFixtureUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/fixtures/update',
    auth: 'operator',
    summary: 'Suspends, reopens, reschedules or cancels a fixture (audited)',
    payload: adminSportsFixtureUpdatePayload,
    response: adminSportsFixture,
  }),
  adminSportsMarketCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/markets/create',
    auth: 'operator',
    summary: 'Another line of a handicap or total market, priced by the trader (audited)',
    payload: adminSportsMarketCreatePayload,
    response: adminSportsFixture,
  }),
  adminSportsMarketUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/markets/update',
    auth: 'operator',
    summary: "Sets a market's prices and margin, suspends, reopens or voids it (audited)",
    payload: adminSportsMarketUpdatePayload,
    response: adminSportsFixture,
  }),
  adminSportsBets: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/bets',
    auth: 'operator',
    summary: 'The largest or latest bets, of a fixture or all, with the player and adjustments',
    payload: adminSportsBetsPayload,
    response: adminSportsBets,
  }),
  adminSportsResultEnter: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/results/enter',
    auth: 'operator',
    summary:
      "Enters a fixture's final score or its cancellation, to be confirmed by another operator",
    payload: adminSportsResultEnterPayload,
    response: adminSportsResult,
  }),
  adminSportsResultConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/results/confirm',
    auth: 'operator',
    summary: 'A second operator confirms a result: its bets are settled, or resettled (audited)',
    payload: adminSportsResultCheckPayload,
    response: adminSportsResultConfirmed,
  }),
  adminSportsResultReject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/results/reject',
    auth: 'operator',
    summary: 'A second operator rejects an entered result (audited)',
    payload: adminSportsResultCheckPayload,
    response: adminSportsResult,
  }),
  adminSportsLimits: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/limits',
    auth: 'operator',
    summary: "The book's stake and payout limits, the in-play delay and the default margin",
    payload: empty,
    response: adminSportsLimits,
  }),
  adminSportsLimitsUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sports/limits/update',
    auth: 'operator',
    summary: "Changes the book's limits, delay or default margin (audited)",
    payload: adminSportsLimitsUpdatePayload,
    response: adminSportsLimits,
  }),
} as const;
