import { z } from 'zod';
import { MSG } from './messages.ts';
import { parseMinor } from './money.ts';
import { pageSchema } from './page.ts';
import {
  BET_STATES,
  FIXTURE_STATES,
  LEG_OUTCOMES,
  MARKET_STATES,
  MARKET_TYPES,
  MAX_PARLAY_LEGS,
  ODDS_ACCEPT,
  SPORTS,
} from './sports-constants.ts';
import type { NumberInput, TextInput } from './wire.ts';

export * from './sports-constants.ts';

/**
 * The sportsbook (ours; issue "sportsbook"): football, basketball and esports as games of the
 * house venue (体育 `sports`, 电竞 `esports`), paid from the player's house venue wallet.
 *
 * Wire conventions: odds are decimal strings with two places ('1.95'); a line is a written
 * quarter ('-0.25', '2.5') or null; money is a 2-place string in answers and a number or such a
 * string in payloads; times are epoch milliseconds. A bet's public id is its number ('S…').
 *
 * Realtime rooms: `sports-<sport>` (the sport's list: `sportsListEvent`) and `sports-f-<fixture
 * id>` (a fixture: `sportsFixtureEvent`); each room's snapshot is what its HTTP call answers.
 */

// ---- payload fields --------------------------------------------------------------------------

/** An id in a payload: a number or its digits, 1 to 2^31 (the message when it is not). */
export const idField = (message: string) =>
  z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? Number.NaN : Number(v)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(2 ** 31),
  );

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v: TextInput) => (v === undefined || v === null || v === '' ? undefined : String(v)),
    z.enum(values, { error: message }).optional(),
  );

/** Decimal odds as the slip read them: a number or a string, 1.01–1000.00, two places at most. */
export const oddsField = z
  .union([z.number(), z.string().max(16)], { error: MSG.sportsOddsInvalid })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const m = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
    const c = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : Number.NaN;
    if (!(c >= 101 && c <= 100_000)) {
      ctx.addIssue({ code: 'custom', message: MSG.sportsOddsInvalid });
      return z.NEVER;
    }
    return c;
  });

/** A stake: a number or a 2-place string above zero; read as bigint fen. */
export const sportsStakeField = z
  .union([z.number(), z.string().max(32)], { error: MSG.sportsStakeInvalid })
  .transform((value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null || minor <= 0n) {
      ctx.addIssue({ code: 'custom', message: MSG.sportsStakeInvalid });
      return z.NEVER;
    }
    return minor;
  });

// ---- shapes ----------------------------------------------------------------------------------

export const sportsScore = z.object({ home: z.number(), away: z.number() });
export type SportsScore = z.infer<typeof sportsScore>;

/**
 * The match clock of a live fixture: the period's name ('上半场', '第3节', '第2局'), the seconds
 * played in the match (football) or left in the period (basketball; esports: played in the map),
 * whether it runs, and the server's time when read, so a screen can tick it.
 */
export const sportsClock = z.object({
  period: z.string(),
  seconds: z.number(),
  running: z.boolean(),
  counts_down: z.boolean(),
  at: z.number(),
  /**
   * Match seconds per real second (absent: 1). The demo feed compresses its matches (football
   * 9×), so a screen ticking the clock between publications ticks it at this rate.
   */
  rate: z.number().optional(),
});
export type SportsClock = z.infer<typeof sportsClock>;

export const sportsSelection = z.object({
  /** 'home' | 'draw' | 'away' | 'over' | 'under' | 'yes' | 'no' | '2:1' | 'other'. */
  code: z.string(),
  /** How the slip names it ('主队名 -0.25', '大 2.5', '平局'). */
  name: z.string(),
  /** Decimal odds, two places ('1.95'). */
  odds: z.string(),
});
export type SportsSelection = z.infer<typeof sportsSelection>;

export const sportsMarket = z.object({
  id: z.number(),
  type: z.enum(MARKET_TYPES),
  name: z.string(),
  /** The line as written ('-0.25', '2.5'): the home side's for a handicap; null when none. */
  line: z.string().nullable(),
  state: z.enum(MARKET_STATES),
  selections: z.array(sportsSelection),
});
export type SportsMarket = z.infer<typeof sportsMarket>;

export const sportsFixture = z.object({
  id: z.number(),
  sport: z.enum(SPORTS),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  starts_at: z.number(),
  state: z.enum(FIXTURE_STATES),
  /** Null before kick-off. */
  score: sportsScore.nullable(),
  /** Null unless live (or suspended in play). */
  clock: sportsClock.nullable(),
  /** The bet acceptance delay in play (seconds); 0 before kick-off. */
  delay: z.number(),
  markets: z.array(sportsMarket),
});
export type SportsFixture = z.infer<typeof sportsFixture>;

// ---- GET /api/sports/fixtures?sport=&state= -------------------------------------------------

export const SPORTS_LIST_STATES = ['live', 'upcoming'] as const;

export const sportsFixturesPayload = z.object({
  sport: optionalEnum(SPORTS, MSG.sportsSportInvalid),
  /** 'live' (live and suspended in play) or 'upcoming' (scheduled); both when absent. */
  state: optionalEnum(SPORTS_LIST_STATES, MSG.sportsStateInvalid),
});
export type SportsFixturesPayload = z.input<typeof sportsFixturesPayload>;

export const sportsFixturesData = z.object({
  /** The server's clock (the clocks tick from it). */
  now: z.number(),
  fixtures: z.array(sportsFixture),
});
export type SportsFixturesData = z.infer<typeof sportsFixturesData>;

// ---- GET /api/sports/fixture?id= ------------------------------------------------------------

export const sportsFixturePayload = z.object({ id: idField(MSG.sportsFixtureUnknown) });
export type SportsFixturePayload = z.input<typeof sportsFixturePayload>;

export const sportsFixtureData = z.object({ now: z.number(), fixture: sportsFixture });
export type SportsFixtureData = z.infer<typeof sportsFixtureData>;

// ---- POST /api/sports/bet (idempotent) -------------------------------------------------------

export const sportsLegPayload = z.object({
  fixture: idField(MSG.sportsFixtureUnknown),
  market: idField(MSG.sportsMarketUnknown),
  selection: z
    .string({ error: MSG.sportsSelectionUnknown })
    .trim()
    .regex(/^(home|draw|away|over|under|yes|no|other|\d{1,2}:\d{1,2})$/, {
      error: MSG.sportsSelectionUnknown,
    }),
  odds: oddsField,
});

export const sportsBetPayload = z.object({
  legs: z
    .array(sportsLegPayload, { error: MSG.sportsNoLegs })
    .min(1, { error: MSG.sportsNoLegs })
    .max(MAX_PARLAY_LEGS, { error: MSG.sportsTooManyLegs }),
  stake: sportsStakeField,
  accept: z.enum(ODDS_ACCEPT, { error: MSG.sportsAcceptInvalid }).default('none'),
});
export type SportsBetPayload = z.input<typeof sportsBetPayload>;

export const sportsLeg = z.object({
  fixture: z.number(),
  sport: z.enum(SPORTS),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  starts_at: z.number(),
  market: z.number(),
  market_type: z.enum(MARKET_TYPES),
  market_name: z.string(),
  line: z.string().nullable(),
  selection: z.string(),
  selection_name: z.string(),
  /** The odds the leg was taken at. */
  odds: z.string(),
  /** Whether the leg was taken in play. */
  in_play: z.boolean(),
  /** Null until the leg's market is settled (or voided). */
  outcome: z.enum(LEG_OUTCOMES).nullable(),
  /** The score the leg settled on (null until then, and for a void leg). */
  score: sportsScore.nullable(),
});
export type SportsLeg = z.infer<typeof sportsLeg>;

export const sportsBet = z.object({
  /** The bet's number ('S…'): the bet record's id. */
  id: z.string(),
  kind: z.enum(['single', 'parlay']),
  stake: z.string(),
  /** The combined odds (a single's own odds). */
  odds: z.string(),
  /** What it returns if every leg wins (stake included). */
  potential: z.string(),
  state: z.enum(BET_STATES),
  /** What it returned (stake included); null while open. */
  paid: z.string().nullable(),
  placed_at: z.number(),
  settled_at: z.number().nullable(),
  legs: z.array(sportsLeg),
});
export type SportsBet = z.infer<typeof sportsBet>;

/** The bet as taken (the accepted odds may differ from the slip's under 'any' and 'higher'). */
export const sportsBetData = sportsBet.extend({
  /** The player's house venue wallet after the stake. */
  balance: z.string(),
});
export type SportsBetData = z.infer<typeof sportsBetData>;

// ---- GET /api/sports/bets?state=&page= --------------------------------------------------------

export const sportsBetsPayload = z.object({
  state: optionalEnum(BET_STATES, MSG.sportsStateInvalid),
  page: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
    z.number().int().min(1).max(10_000).catch(1),
  ),
});
export type SportsBetsPayload = z.input<typeof sportsBetsPayload>;

export const SPORTS_BETS_PAGE = 20;
export const sportsBetsData = pageSchema(sportsBet);
export type SportsBetsData = z.infer<typeof sportsBetsData>;

// ---- realtime ----------------------------------------------------------------------------------

/** A fixture room's publications (`sports-f-<id>`); the list rooms publish the same per fixture. */
export const sportsFixtureEvent = z.discriminatedUnion('type', [
  /** The fixture's state, score or clock changed, or its markets' odds or states: replace it. */
  z.object({ type: z.literal('fixture'), fixture: sportsFixture }),
  /** The fixture left the lists (finished, cancelled, or removed by the operator). */
  z.object({ type: z.literal('gone'), id: z.number() }),
]);
export type SportsFixtureEvent = z.infer<typeof sportsFixtureEvent>;
/**
 * A list room's publication (`sports-<sport>`): every fixture of the sport that changed in one
 * window of the server (replace them, or add them), and the ids that left the lists (finished,
 * cancelled): one frame for all of them.
 */
export const sportsListEvent = z.object({
  type: z.literal('fixtures'),
  fixtures: z.array(sportsFixture),
  gone: z.array(z.number()),
});
export type SportsListEvent = z.infer<typeof sportsListEvent>;

/** The room names. */
export function sportsListRoom(sport: (typeof SPORTS)[number]): string {
  return `sports-${sport}`;
}
export function sportsFixtureRoom(id: number): string {
  return `sports-f-${id}`;
}
