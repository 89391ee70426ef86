import { z } from 'zod';
import { HOUSE_TABLE_CODE_PATTERN } from './house-constants.ts';
import { MSG } from './messages.ts';
import { moneyField } from './money.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, TextInput } from './wire.ts';

/**
 * The operator console's house venue (DESIGN §6, ours): the shared tables' settings (name, open
 * or closed, each area's limits, round and betting lengths), the live exposure of a table's
 * rounds, the observed RTP of every house game against its stated RTP by Beijing day, and a
 * player's house-game records with the way to each one's verification. Money is a 2-place string
 * in answers; limits are numbers or such strings in payloads (fen inside).
 */

/** The betting window's bounds (seconds). */
export const HOUSE_BETTING_SECONDS = { min: 5, max: 60 } as const;
/** A round's bounds (seconds): at least the betting window + HOUSE_DEAL_MIN_SECONDS. */
export const HOUSE_ROUND_SECONDS = { min: 10, max: 120 } as const;
/** The least time a round leaves for its deal and result after betting closes (seconds). */
export const HOUSE_DEAL_MIN_SECONDS = 5;
/** Records per page of /api/admin/house/records. */
export const HOUSE_RECORDS_PAGE = 20;
/** Rounds the exposure shows: the one under way and the last ones before it. */
export const HOUSE_EXPOSURE_ROUNDS = 6;
/** Days the RTP report covers by default (Beijing days, today included). */
export const HOUSE_RTP_DAYS = 14;

/** Whether a round and betting length (whole seconds) may be a table's. */
export function houseLengthsProblem(roundSeconds: number, bettingSeconds: number): boolean {
  return (
    !Number.isInteger(roundSeconds) ||
    !Number.isInteger(bettingSeconds) ||
    bettingSeconds < HOUSE_BETTING_SECONDS.min ||
    bettingSeconds > HOUSE_BETTING_SECONDS.max ||
    roundSeconds > HOUSE_ROUND_SECONDS.max ||
    roundSeconds < bettingSeconds + HOUSE_DEAL_MIN_SECONDS
  );
}

const tableCode = z.preprocess(
  (v: TextInput) => (v === undefined || v === null ? '' : String(v)),
  z.string().trim().regex(HOUSE_TABLE_CODE_PATTERN, { error: MSG.adminHouseTableRequired }),
);

const seconds = (min: number, max: number) =>
  z.preprocess(
    (v: NumberInput) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.adminHouseLengthsInvalid })
      .int({ error: MSG.adminHouseLengthsInvalid })
      .min(min, { error: MSG.adminHouseLengthsInvalid })
      .max(max, { error: MSG.adminHouseLengthsInvalid }),
  );

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: MSG.adminPageInvalid })
    .int({ error: MSG.adminPageInvalid })
    .min(1, { error: MSG.adminPageInvalid })
    .max(100_000, { error: MSG.adminPageInvalid }),
);

// ---- tables ------------------------------------------------------------------------------------

/** An area's limits: one player's stake on it in one round. */
export const adminHouseAreaLimit = z.object({
  area: z.string(),
  name: z.string(),
  /** The area's odds in the felt's words ('1:0.95', '最高1:3'). */
  odds: z.string(),
  min: z.string(),
  max: z.string(),
});

/** A table's round as the schedule runs it (epoch ms). */
export const adminHouseRoundTimes = z.object({
  round: z.number(),
  phase: z.enum(['waiting', 'betting', 'dealing']),
  opens_at: z.number(),
  closes_at: z.number(),
  ends_at: z.number(),
});

export const adminHouseTable = z.object({
  code: z.string(),
  game: z.string(),
  game_name: z.string(),
  name: z.string(),
  open: z.boolean(),
  round_seconds: z.number(),
  betting_seconds: z.number(),
  limits: z.array(adminHouseAreaLimit),
  /** The round the schedule is in now (whether or not the table is open). */
  current: adminHouseRoundTimes,
  /** A change of lengths not yet in force: from round `from_round`, opening at `opens_at`. */
  pending: z
    .object({
      from_round: z.number(),
      opens_at: z.number(),
      round_seconds: z.number(),
      betting_seconds: z.number(),
    })
    .nullable(),
});
export type AdminHouseTable = z.infer<typeof adminHouseTable>;
export const adminHouseTables = z.array(adminHouseTable);

// POST /api/admin/house/tables/update {code, name?, open?, limits?, round_seconds?, betting_seconds?}
export const adminHouseTableUpdatePayload = z.object({
  code: tableCode,
  name: z
    .string({ error: MSG.adminHouseNameInvalid })
    .trim()
    .min(1, { error: MSG.adminHouseNameInvalid })
    .max(32, { error: MSG.adminHouseNameInvalid })
    .optional(),
  open: z.boolean({ error: MSG.adminHouseStatusInvalid }).optional(),
  /** Areas to change (the others keep theirs): yuan as a number or a 2-place string. */
  limits: z
    .record(
      z.string().max(16),
      z.object({ min: moneyField, max: moneyField }, { error: MSG.adminHouseLimitsInvalid }),
      { error: MSG.adminHouseLimitsInvalid },
    )
    .optional(),
  /** New lengths (either alone keeps the other): in force two rounds after the change. */
  round_seconds: seconds(HOUSE_ROUND_SECONDS.min, HOUSE_ROUND_SECONDS.max).optional(),
  betting_seconds: seconds(HOUSE_BETTING_SECONDS.min, HOUSE_BETTING_SECONDS.max).optional(),
});
export type AdminHouseTableUpdatePayload = z.input<typeof adminHouseTableUpdatePayload>;

// ---- exposure ----------------------------------------------------------------------------------

// POST /api/admin/house/exposure {code}
export const adminHouseExposurePayload = z.object({ code: tableCode });

/** An area of a round: what is staked on it and what the house pays if it wins at its best odds. */
export const adminHouseExposureArea = z.object({
  area: z.string(),
  name: z.string(),
  stake: z.string(),
  players: z.number(),
  /** What the house pays back on this area (stakes included) if it wins at its highest odds. */
  worst_payout: z.string(),
});

/** The house's result (stakes − payouts) if the round ends so; negative: the house loses. */
export const adminHouseScenario = z.object({
  key: z.string(),
  name: z.string(),
  payout: z.string(),
  net: z.string(),
});

export const adminHouseExposureRound = z.object({
  round: z.number(),
  state: z.enum(['betting', 'dealing', 'settled']),
  opens_at: z.number(),
  closes_at: z.number(),
  stake: z.string(),
  players: z.number(),
  areas: z.array(adminHouseExposureArea),
  scenarios: z.array(adminHouseScenario),
  /** The scenario the house fares worst in (of every outcome, pairs and multipliers included). */
  worst: adminHouseScenario,
  /** A settled round: what it was ('庄 6:3'), and the house's actual result. */
  result: z.string().nullable(),
  actual_net: z.string().nullable(),
});
export type AdminHouseExposureRound = z.infer<typeof adminHouseExposureRound>;

export const adminHouseExposure = z.object({
  code: z.string(),
  game: z.string(),
  name: z.string(),
  open: z.boolean(),
  now: z.number(),
  rounds: z.array(adminHouseExposureRound),
});
export type AdminHouseExposure = z.infer<typeof adminHouseExposure>;

// ---- RTP ---------------------------------------------------------------------------------------

// POST /api/admin/house/rtp {days?}
export const adminHouseRtpPayload = z.object({
  days: z.preprocess(
    (v: NumberInput) =>
      v === undefined || v === null || v === ''
        ? HOUSE_RTP_DAYS
        : typeof v === 'string' && /^\d{1,3}$/.test(v)
          ? Number(v)
          : v,
    z
      .number({ error: MSG.adminHouseDaysInvalid })
      .int({ error: MSG.adminHouseDaysInvalid })
      .min(1, { error: MSG.adminHouseDaysInvalid })
      .max(31, { error: MSG.adminHouseDaysInvalid }),
  ),
});

/** A game's figures over a day (or the whole span): paid includes the stakes returned. */
export const adminHouseRtpFigures = z.object({
  rounds: z.number(),
  staked: z.string(),
  paid: z.string(),
  /** paid / staked as a percentage with 2 places ('96.51%'); null when nothing was staked. */
  rtp: z.string().nullable(),
});

export const adminHouseRtpGame = z.object({
  game: z.string(),
  name: z.string(),
  kind: z.enum(['slot', 'fishing', 'cards', 'table', 'other']),
  /** The stated RTP ('96.50%'); null when there is none to state. */
  stated: z.string().nullable(),
  /** What the stated figure is (its area, how it is known). */
  stated_note: z.string(),
  /** One per day of `days`, in the same order. */
  days: z.array(adminHouseRtpFigures),
  total: adminHouseRtpFigures,
});
export type AdminHouseRtpGame = z.infer<typeof adminHouseRtpGame>;

export const adminHouseRtp = z.object({
  /** Beijing days, oldest first ('2026-11-23'). */
  days: z.array(z.string()),
  games: z.array(adminHouseRtpGame),
});
export type AdminHouseRtp = z.infer<typeof adminHouseRtp>;

// ---- a player's records ------------------------------------------------------------------------

export const HOUSE_RECORD_KINDS = ['personal', 'table'] as const;

// POST /api/admin/house/records {player, kind, page}: `player` is a username or a user id
export const adminHouseRecordsPayload = z.object({
  player: z.preprocess(
    (v: TextInput) => (v === undefined || v === null ? '' : String(v)),
    z
      .string()
      .trim()
      .min(1, { error: MSG.adminHousePlayerRequired })
      .max(64, { error: MSG.adminHousePlayerRequired }),
  ),
  kind: z.enum(HOUSE_RECORD_KINDS, { error: MSG.adminHouseRecordKindInvalid }),
  page,
});

/** A personal round (slot spin, shot) or a settled table round of the player. */
export const adminHouseRecord = z.object({
  bet_no: z.string(),
  game: z.string(),
  game_name: z.string(),
  /** The table's code and round (table records), else null. */
  table: z.string().nullable(),
  round: z.number().nullable(),
  stake: z.string(),
  /** What came back, stakes included (百人牛牛: of the stake, not of the amount held). */
  paid: z.string(),
  net: z.string(),
  created_at: z.number(),
  /** The player app's verification of it: a path to put after the player app's address. */
  verify_path: z.string(),
});
export type AdminHouseRecord = z.infer<typeof adminHouseRecord>;

export const adminHouseRecords = z.object({
  player: z.object({ id: z.number(), username: z.string() }),
  /** The player app's address (PUBLIC_URL); '' when unset: the console's own origin serves it. */
  player_app: z.string(),
  records: pageSchema(adminHouseRecord),
});
export type AdminHouseRecords = z.infer<typeof adminHouseRecords>;
