import { z } from 'zod';
import { MSG } from './messages.ts';
import { moneyField } from './money.ts';
import { pageSchema } from './page.ts';
import { FIXTURE_STATES, LEG_OUTCOMES, MARKET_TYPES, SPORTS } from './sports-constants.ts';
import {
  idField,
  oddsField,
  sportsBet,
  sportsFixture,
  sportsMarket,
  sportsScore,
  sportsSelection,
} from './sports.ts';
import type { NumberInput, TextInput } from './wire.ts';

/**
 * The trader's console of the sportsbook (ours; issue "sportsbook"): fixtures and markets
 * (create, prices and margin, suspend, reopen, void), the liability of each market and
 * selection, the largest bets, results entered by one operator and confirmed by another
 * (maker–checker; a correction of a settled result resettles every bet it touches), and the
 * book's limits. Every change is audited. Odds are decimal strings; margins basis points
 * (500 = 5 %); lines written quarters ('-0.25'); money 2-place strings (payloads: numbers or
 * such strings).
 */

const id = idField;

const optionalId = (message: string) =>
  z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1)
      .max(2 ** 31)
      .optional(),
  );

const name = (message: string) =>
  z.preprocess(
    (v: TextInput) => (v === undefined || v === null ? '' : String(v)),
    z.string().trim().min(1, { error: message }).max(32, { error: message }),
  );

const page = z.preprocess(
  (v: NumberInput) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
  z.number().int().min(1).max(10_000).catch(1),
);

const lineField = z.preprocess(
  (v: TextInput) => (v === undefined || v === null || v === '' ? null : String(v).trim()),
  z
    .string()
    .regex(/^[+-]?\d{1,3}(\.(0|00|25|5|50|75))?$/, { error: MSG.sportsLineInvalid })
    .nullable(),
);

const marginField = z.preprocess(
  (v: NumberInput) => (v === undefined || v === null || v === '' ? Number.NaN : Number(v)),
  z
    .number({ error: MSG.sportsMarginInvalid })
    .int({ error: MSG.sportsMarginInvalid })
    .min(0, { error: MSG.sportsMarginInvalid })
    .max(3000, { error: MSG.sportsMarginInvalid }),
);

const scoreField = z.preprocess(
  (v: NumberInput) => (v === undefined || v === null || v === '' ? Number.NaN : Number(v)),
  z
    .number({ error: MSG.sportsScoreInvalid })
    .int({ error: MSG.sportsScoreInvalid })
    .min(0, { error: MSG.sportsScoreInvalid })
    .max(999, { error: MSG.sportsScoreInvalid }),
);

// ---- shapes ------------------------------------------------------------------------------------

/** A selection as the trader sees it: the price given, the odds shown, and the book on it. */
export const adminSportsSelection = sportsSelection.extend({
  /** The price the trader or the feed gave (fair odds before the margin). */
  price: z.string(),
  /** Stakes of open bets on it (singles, and parlays' stakes counted on each of their legs). */
  stakes: z.string(),
  bets: z.number(),
  /** What the book pays out on open singles if this selection wins (stakes included). */
  payout: z.string(),
  /** The book's result on open singles of the market if it wins: stakes taken − payout. */
  net: z.string(),
});
export type AdminSportsSelection = z.infer<typeof adminSportsSelection>;

export const adminSportsMarket = sportsMarket.extend({
  margin_bp: z.number(),
  /** 'feed': the feed moves its prices; 'trader': a trader set them (the feed leaves them). */
  priced_by: z.enum(['feed', 'trader']),
  /** The open singles' stakes on the market. */
  stakes: z.string(),
  /** The worst of the selections' `net` (negative: what the book may lose). */
  worst: z.string(),
  selections: z.array(adminSportsSelection),
});
export type AdminSportsMarket = z.infer<typeof adminSportsMarket>;

export const adminSportsResult = z.object({
  id: z.number(),
  fixture: z.number(),
  /** Null when the proposal cancels the fixture (every leg void). */
  score: sportsScore.nullable(),
  /** 'replaced': it was confirmed, and a later correction took over. */
  state: z.enum(['pending', 'confirmed', 'rejected', 'replaced']),
  /** Whether it corrects a result already settled (confirming it resettles). */
  correction: z.boolean(),
  entered_by: z.string(),
  entered_at: z.number(),
  checked_by: z.string().nullable(),
  checked_at: z.number().nullable(),
});
export type AdminSportsResult = z.infer<typeof adminSportsResult>;

/** The fixture's facts as the player sees them (no markets), and the book's figures on it. */
export const adminSportsFixtureRow = sportsFixture.omit({ markets: true, delay: true }).extend({
  /** 'feed' (the simulator or a real feed) or 'trader' (made in the console). */
  source: z.enum(['feed', 'trader']),
  /** Open bets touching it, and their stakes. */
  bets: z.number(),
  stakes: z.string(),
  /** The result in force (confirmed), and a proposal waiting for its check. */
  result: adminSportsResult.nullable(),
  pending: adminSportsResult.nullable(),
});
export type AdminSportsFixtureRow = z.infer<typeof adminSportsFixtureRow>;

export const adminSportsFixture = adminSportsFixtureRow.extend({
  markets: z.array(adminSportsMarket),
  /** Every result entered for it, newest first. */
  results: z.array(adminSportsResult),
});
export type AdminSportsFixture = z.infer<typeof adminSportsFixture>;

// ---- POST /api/admin/sports/fixtures ------------------------------------------------------------

export const adminSportsFixturesPayload = z.object({
  sport: z.preprocess(
    (v: TextInput) => (v === undefined || v === null || v === '' ? undefined : String(v)),
    z.enum(SPORTS, { error: MSG.sportsSportInvalid }).optional(),
  ),
  state: z.preprocess(
    (v: TextInput) => (v === undefined || v === null || v === '' ? undefined : String(v)),
    z.enum([...FIXTURE_STATES, 'to_check'], { error: MSG.sportsStateInvalid }).optional(),
  ),
  page,
});
export type AdminSportsFixturesPayload = z.input<typeof adminSportsFixturesPayload>;
export const ADMIN_SPORTS_PAGE = 20;
export const adminSportsFixtures = pageSchema(adminSportsFixtureRow);

// ---- POST /api/admin/sports/fixture -------------------------------------------------------------

export const adminSportsFixturePayload = z.object({ id: id(MSG.sportsFixtureUnknown) });
export type AdminSportsFixturePayload = z.input<typeof adminSportsFixturePayload>;

// ---- POST /api/admin/sports/fixtures/create -----------------------------------------------------

/** A new fixture: the sport's markets are made with default lines and prices (editable after). */
export const adminSportsFixtureCreatePayload = z.object({
  sport: z.enum(SPORTS, { error: MSG.sportsSportInvalid }),
  league: name(MSG.sportsLeagueInvalid),
  home: name(MSG.sportsTeamInvalid),
  away: name(MSG.sportsTeamInvalid),
  starts_at: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? Number.NaN : Number(v)),
    z.number({ error: MSG.sportsStartInvalid }).int({ error: MSG.sportsStartInvalid }).min(0),
  ),
});
export type AdminSportsFixtureCreatePayload = z.input<typeof adminSportsFixtureCreatePayload>;

// ---- POST /api/admin/sports/fixtures/update -----------------------------------------------------

/**
 * A fixture's change: its start time (before kick-off), suspend (every market) or reopen in play,
 * or cancel (before a result: every leg void, stakes back).
 */
export const adminSportsFixtureUpdatePayload = z.object({
  id: id(MSG.sportsFixtureUnknown),
  action: z.enum(['suspend', 'reopen', 'cancel', 'reschedule'], {
    error: MSG.sportsStateInvalid,
  }),
  starts_at: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z.number({ error: MSG.sportsStartInvalid }).int().min(0).optional(),
  ),
});
export type AdminSportsFixtureUpdatePayload = z.input<typeof adminSportsFixtureUpdatePayload>;

// ---- POST /api/admin/sports/markets/update ------------------------------------------------------

/** A market's prices and margin (the trader takes it over from the feed), suspend, reopen, void. */
export const adminSportsMarketUpdatePayload = z.object({
  id: id(MSG.sportsMarketUnknown),
  action: z.enum(['price', 'suspend', 'reopen', 'void'], { error: MSG.sportsStateInvalid }),
  margin_bp: marginField.optional(),
  /** Every selection's price, by code. */
  prices: z.record(z.string().max(8), oddsField).optional(),
});
export type AdminSportsMarketUpdatePayload = z.input<typeof adminSportsMarketUpdatePayload>;

// ---- POST /api/admin/sports/markets/create ------------------------------------------------------

/** Another line of a lined market (a second handicap or total), priced by the trader. */
export const adminSportsMarketCreatePayload = z.object({
  fixture: id(MSG.sportsFixtureUnknown),
  type: z.enum(MARKET_TYPES, { error: MSG.sportsMarketUnknown }),
  line: lineField,
  margin_bp: marginField,
  prices: z.record(z.string().max(8), oddsField),
});
export type AdminSportsMarketCreatePayload = z.input<typeof adminSportsMarketCreatePayload>;

// ---- POST /api/admin/sports/bets -----------------------------------------------------------------

/** The largest bets (by stake, or by what they may win), open or all, of a fixture or all. */
export const adminSportsBetsPayload = z.object({
  fixture: optionalId(MSG.sportsFixtureUnknown),
  state: z.preprocess(
    (v: TextInput) => (v === undefined || v === null || v === '' ? undefined : String(v)),
    z.enum(['open', 'settled'], { error: MSG.sportsStateInvalid }).optional(),
  ),
  order: z.enum(['stake', 'potential', 'recent']).default('stake'),
  page,
});
export type AdminSportsBetsPayload = z.input<typeof adminSportsBetsPayload>;
export const adminSportsBetRow = sportsBet.extend({
  user_id: z.number(),
  username: z.string(),
  /** The adjustments of resettlements so far (signed; '0.00' when none). */
  adjusted: z.string(),
  /**
   * What corrections could not take back because the player's house wallet held less (the player
   * kept it; '0.00' when none).
   */
  shortfall: z.string(),
});
export type AdminSportsBetRow = z.infer<typeof adminSportsBetRow>;
export const adminSportsBets = pageSchema(adminSportsBetRow);

// ---- results: POST /api/admin/sports/results/enter, /confirm, /reject ---------------------------

/** A result to check: a final score, or `cancel` (the fixture did not take place). */
export const adminSportsResultEnterPayload = z.union([
  z.object({
    fixture: id(MSG.sportsFixtureUnknown),
    home: scoreField,
    away: scoreField,
  }),
  z.object({ fixture: id(MSG.sportsFixtureUnknown), cancel: z.literal(true) }),
]);
export type AdminSportsResultEnterPayload = z.input<typeof adminSportsResultEnterPayload>;

export const adminSportsResultCheckPayload = z.object({ id: id(MSG.sportsResultUnknown) });
export type AdminSportsResultCheckPayload = z.input<typeof adminSportsResultCheckPayload>;

/** What a confirmation did: the bets settled (or resettled) and the money moved. */
export const adminSportsResultConfirmed = z.object({
  result: adminSportsResult,
  settled: z.number(),
  /** Paid to players (positive) or taken back by a correction (negative). */
  moved: z.string(),
});
export type AdminSportsResultConfirmed = z.infer<typeof adminSportsResultConfirmed>;

// ---- limits: POST /api/admin/sports/limits, /limits/update --------------------------------------

export const adminSportsLimits = z.object({
  min_stake: z.string(),
  max_stake: z.string(),
  /** The most one bet may return (stake included). */
  max_payout: z.string(),
  /** A player's stakes a Beijing day. */
  daily_stake: z.string(),
  /** What a player's bets of a Beijing day may return at most. */
  daily_payout: z.string(),
  /** The acceptance delay in play, seconds (0–30). */
  live_delay: z.number(),
  /** The margin of new markets, basis points. */
  margin_bp: z.number(),
});
export type AdminSportsLimits = z.infer<typeof adminSportsLimits>;

export const adminSportsLimitsUpdatePayload = z.object({
  min_stake: moneyField,
  max_stake: moneyField,
  max_payout: moneyField,
  daily_stake: moneyField,
  daily_payout: moneyField,
  live_delay: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? Number.NaN : Number(v)),
    z.number({ error: MSG.sportsLimitsInvalid }).int().min(0).max(30),
  ),
  margin_bp: marginField,
});
export type AdminSportsLimitsUpdatePayload = z.input<typeof adminSportsLimitsUpdatePayload>;

export { LEG_OUTCOMES };
