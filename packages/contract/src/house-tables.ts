import { z } from 'zod';
import { MSG } from './messages.ts';
import { parseMinor } from './money.ts';
import type { TextInput } from './wire.ts';
import { HOUSE_TABLE_CODE_PATTERN, HOUSE_TABLE_GAMES } from './house-constants.ts';

export {
  ALL_TABLE_AREAS,
  HOUSE_TABLE_AREA_NAMES,
  HOUSE_TABLE_AREAS,
  HOUSE_TABLE_CODE_PATTERN,
  HOUSE_TABLE_GAME_NAMES,
  HOUSE_TABLE_GAMES,
  type HouseTableArea,
  type HouseTableGame,
} from './house-constants.ts';

/**
 * The house venue's tables (ours; DESIGN §6, shared/domain/house-games.md "Table rounds"):
 * baccarat, dragon tiger and 百人牛牛 as shared rounds. A table runs rounds on a schedule: a betting
 * window, then the deal and the result; every player at the table sees the same round. A round's
 * commitment (SHA-256 of its server seed) is shown when it opens, before any bet; its seed after
 * the deal, so anyone recomputes the cards (`GET /api/house/verify?table=&round=`).
 *
 * The realtime room of a table is `house-<table code>` (platform/realtime): its snapshot is the
 * table's public state (`houseTableRoom`), its publications `houseTableEvent`s.
 *
 * Money is a 2-place string in answers; a stake is a number or such a string.
 */

const tableCode = z.preprocess(
  (v: TextInput) => (v === undefined || v === null ? '' : String(v)),
  z.string().trim().regex(HOUSE_TABLE_CODE_PATTERN, { error: MSG.houseTableUnknown }),
);

const roundNumber = z.preprocess(
  (v: TextInput) => (v === undefined || v === null || v === '' ? Number.NaN : Number(v)),
  z.number({ error: MSG.houseRoundInvalid }).int({ error: MSG.houseRoundInvalid }).min(1).max(1e12),
);

/** A chip amount: a number or a 2-place string above zero; read as bigint fen. */
const amountField = z
  .union([z.number(), z.string().max(32)], { error: MSG.houseStakeInvalid })
  .transform((value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null || minor <= 0n) {
      ctx.addIssue({ code: 'custom', message: MSG.houseStakeInvalid });
      return z.NEVER;
    }
    return minor;
  });

// ---- shapes shared by the calls and the room --------------------------------------------------

export const HOUSE_TABLE_PHASES = ['betting', 'dealing', 'closed'] as const;
export type HouseTablePhase = (typeof HOUSE_TABLE_PHASES)[number];

/** A round as it runs: its commitment from the start; times are epoch milliseconds. */
export const houseTableRound = z.object({
  round: z.number(),
  commit: z.string(),
  opens_at: z.number(),
  /** Bets are taken until here; the deal is due here. */
  closes_at: z.number(),
  /** The next round opens here. */
  ends_at: z.number(),
});
export type HouseTableRound = z.infer<typeof houseTableRound>;

/**
 * A dealt round's outcome (house-games.md): baccarat {winner, player, banker, playerPair,
 * bankerPair}; dragon tiger {winner}; 百人牛牛 {banker, seats: [{niu, winner}]} (niu 0 = 无牛,
 * 1–9, 10 = 牛牛; seats 天 地 玄 黄 in order).
 */
export const houseTableOutcome = z.union([
  z.object({
    winner: z.enum(['player', 'banker', 'tie']),
    player: z.number(),
    banker: z.number(),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
  }),
  z.object({ winner: z.enum(['dragon', 'tiger', 'tie']) }),
  z.object({
    banker: z.number(),
    seats: z.array(z.object({ niu: z.number(), winner: z.enum(['seat', 'banker']) })),
  }),
]);
export type HouseTableOutcome = z.infer<typeof houseTableOutcome>;

/** A dealt round: its cards in deal order, outcome and revealed seed. */
export const houseTableResult = z.object({
  round: z.number(),
  cards: z.array(z.number()),
  outcome: houseTableOutcome,
  commit: z.string(),
  seed: z.string(),
  /** Epoch milliseconds. */
  dealt_at: z.number(),
});
export type HouseTableResult = z.infer<typeof houseTableResult>;

/** Every player's stakes on one area of the open round. */
export const houseAreaTotal = z.object({
  area: z.string(),
  amount: z.string(),
  players: z.number(),
});
export type HouseAreaTotal = z.infer<typeof houseAreaTotal>;

/** An area as the felt shows it: its odds in words and the limits of one player's stake on it. */
export const houseTableAreaInfo = z.object({
  area: z.string(),
  name: z.string(),
  /** '1:0.95', '1:8', '最高1:3'. */
  odds: z.string(),
  min: z.string(),
  max: z.string(),
});
export type HouseTableAreaInfo = z.infer<typeof houseTableAreaInfo>;

/** What everyone at a table sees (the room's snapshot; the public part of `houseTable`). */
export const houseTableRoom = z.object({
  code: z.string(),
  name: z.string(),
  game: z.enum(HOUSE_TABLE_GAMES),
  phase: z.enum(HOUSE_TABLE_PHASES),
  /** The server's clock when answered (epoch ms): the countdown corrects for the device's. */
  now: z.number(),
  /** The round under way (betting or dealing); null while the table is closed. */
  current: houseTableRound.nullable(),
  areas: z.array(houseTableAreaInfo),
  totals: z.array(houseAreaTotal),
  /** The last dealt rounds, newest first (at most 60). */
  results: z.array(houseTableResult),
});
export type HouseTableRoom = z.infer<typeof houseTableRoom>;

/** What the room publishes. */
export const houseTableEvent = z.discriminatedUnion('type', [
  /** A round opened: its commitment, before any bet. */
  z.object({ type: z.literal('round'), round: houseTableRound }),
  /** The open round's totals per area changed. */
  z.object({ type: z.literal('totals'), round: z.number(), totals: z.array(houseAreaTotal) }),
  /** A round was dealt and settled. */
  z.object({ type: z.literal('result'), result: houseTableResult }),
  /** The operator opened or closed the table, or changed its limits or lengths: refetch. */
  z.object({ type: z.literal('table') }),
]);
export type HouseTableEvent = z.infer<typeof houseTableEvent>;

// ---- GET /api/house/tables (public) -> the tables -----------------------------------------------

/** house-games.md: `[{code, game, round, last}]`; the rest is what the lobby shows. */
export const houseTablesData = z.array(
  z.object({
    code: z.string(),
    game: z.enum(HOUSE_TABLE_GAMES),
    /** The open round; null while the table is closed. */
    round: z.number().nullable(),
    /** The last dealt round; null before the first deal. */
    last: z.number().nullable(),
    name: z.string(),
    phase: z.enum(HOUSE_TABLE_PHASES),
    closes_at: z.number().nullable(),
    now: z.number(),
    /** The smallest and largest stake of one area. */
    min: z.string(),
    max: z.string(),
    /** The last dealt rounds' winners, newest first (at most 60), for the lobby's road. */
    winners: z.array(z.string()),
  }),
);
export type HouseTablesData = z.infer<typeof houseTablesData>;

// ---- GET /api/house/table?code= (player) -> a table and the player's part --------------------

export const houseTablePayload = z.object({ code: tableCode });
export type HouseTablePayload = z.input<typeof houseTablePayload>;

/** The player's stake on each area of a round, and what the round paid them once settled. */
export const houseMyRound = z.object({
  round: z.number(),
  bets: z.array(z.object({ area: z.string(), amount: z.string() })),
  /** The stake taken (for 百人牛牛 the held amount: stake × the largest multiplier). */
  staked: z.string(),
  /** Null until the round is settled; then what came back (stake included). */
  paid: z.string().nullable(),
});
export type HouseMyRound = z.infer<typeof houseMyRound>;

export const houseTableData = houseTableRoom.extend({
  /** The player's wallet at the house venue. */
  balance: z.string(),
  /** The player's bets on the current round (null when none). */
  mine: houseMyRound.nullable(),
  /** The player's last settled round at this table (null when none). */
  last_mine: houseMyRound.nullable(),
  /** Chip values the felt offers, 2-place strings, smallest first. */
  chips: z.array(z.string()),
});
export type HouseTableData = z.infer<typeof houseTableData>;

// ---- POST /api/house/table/bet {table, round, bets} (player, idempotent) -----------------------

export const HOUSE_TABLE_BETS_MAX = 10;

export const houseTableBetPayload = z.object({
  table: tableCode,
  round: roundNumber,
  bets: z
    .array(
      z.object({
        area: z.preprocess(
          (v: TextInput) => (v === undefined || v === null ? '' : String(v)),
          z.string().regex(/^[a-z_]{1,16}$/, { error: MSG.houseAreaUnknown }),
        ),
        amount: amountField,
      }),
      { error: MSG.houseAreaUnknown },
    )
    .min(1, { error: MSG.houseAreaUnknown })
    .max(HOUSE_TABLE_BETS_MAX, { error: MSG.houseAreaUnknown }),
});
export type HouseTableBetPayload = z.input<typeof houseTableBetPayload>;

export const houseTableBetData = z.object({
  mine: houseMyRound,
  balance: z.string(),
});
export type HouseTableBetData = z.infer<typeof houseTableBetData>;

// ---- GET /api/house/verify?table=&round= (public) -> a dealt round ------------------------------

/** house-games.md: `{game, table, round, commit, seed, beacon, cards, outcome}`. */
export const houseTableVerifyData = z.object({
  kind: z.literal('table'),
  game: z.enum(HOUSE_TABLE_GAMES),
  table: z.string(),
  round: z.number(),
  commit: z.string(),
  seed: z.string(),
  /** The beacon's randomness mixed into the prefix; '' when none. */
  beacon: z.string(),
  cards: z.array(z.number()),
  outcome: houseTableOutcome,
});
export type HouseTableVerifyData = z.infer<typeof houseTableVerifyData>;

export const houseTableVerifyQuery = z.object({ table: tableCode, round: roundNumber });
