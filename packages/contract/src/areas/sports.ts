import { defineEndpoint } from '../endpoint.ts';
import {
  sportsBetData,
  sportsBetPayload,
  sportsBetsData,
  sportsBetsPayload,
  sportsFixtureData,
  sportsFixturePayload,
  sportsFixturesData,
  sportsFixturesPayload,
} from '../sports.ts';

/**
 * The player app's calls of the area "sports": the sportsbook of the house venue (issue
 * "sportsbook"; ours). Spread into `endpoints` (endpoints.ts); how to add a call:
 * packages/contract/CONTEXT.md.
 */
export const sportsArea = {
  sportsFixtures: defineEndpoint({
    method: 'GET',
    path: '/api/sports/fixtures',
    auth: 'none',
    summary: 'Live and upcoming fixtures of a sport with their markets, selections and odds',
    payload: sportsFixturesPayload,
    response: sportsFixturesData,
  }),
  sportsFixture: defineEndpoint({
    method: 'GET',
    path: '/api/sports/fixture',
    auth: 'none',
    summary: 'One fixture with every market',
    payload: sportsFixturePayload,
    response: sportsFixtureData,
  }),
  sportsBet: defineEndpoint({
    method: 'POST',
    path: '/api/sports/bet',
    idempotent: true,
    auth: 'player',
    summary:
      'A single (one leg) or a parlay (2–10 legs) from the house venue wallet; in play after the delay',
    payload: sportsBetPayload,
    response: sportsBetData,
  }),
  sportsBets: defineEndpoint({
    method: 'GET',
    path: '/api/sports/bets',
    auth: 'player',
    summary: "The player's sports bets, open or settled, newest first, with each leg's state",
    payload: sportsBetsPayload,
    response: sportsBetsData,
  }),
} as const;
