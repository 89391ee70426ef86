import { z } from 'zod';
import { MSG } from './messages.ts';
import { parseMinor } from './money.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, OptionalTextInput, TextInput } from './wire.ts';
import { HOUSE_TABLE_CODE_PATTERN } from './house-constants.ts';
import { houseTableVerifyData } from './house-tables.ts';

/**
 * The house venue's calls (ours; DESIGN §6, shared/domain/house-games.md), under /api/house: the
 * platform's own slots and fishing, played from the player app's own screens with the player's
 * token, against the player's wallet at the house venue (money comes in and goes out through the
 * venue transfers, like any venue). Every personal round is provably fair with the player's seed
 * pair: key = the server seed, HMAC message prefix = `${clientSeed}:${nonce}`.
 *
 * Money is a 2-place string in answers; a stake is a number or such a string. The seed pair's
 * fields are named as house-games.md fixes them (`clientSeed`), the rest in snake case.
 */

/** A game's, a slot's or a fish's code: lowercase letters, digits and '_'. */
const codeField = (message: string) =>
  z.preprocess(
    (v: TextInput) => (v === undefined || v === null ? '' : String(v)),
    z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,31}$/, { error: message }),
  );

/** A stake: a number or a string with at most 2 places, above zero; read as bigint fen. */
const stakeField = z
  .union([z.number(), z.string().max(32)], { error: MSG.houseStakeInvalid })
  .transform((value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null || minor <= 0n) {
      ctx.addIssue({ code: 'custom', message: MSG.houseStakeInvalid });
      return z.NEVER;
    }
    return minor;
  });

/**
 * A client seed: 1–64 printable ASCII characters, no space and no ':' (the ':' separates the
 * parts of the HMAC message `${clientSeed}:${nonce}:${k}`).
 */
export const HOUSE_CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

/** A bet number as the house venue writes it: 'H' and 10–40 digits or capitals. */
export const HOUSE_BET_NO_PATTERN = /^H[0-9A-Z]{10,40}$/;

const page = z.preprocess(
  (v: NumberInput) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
  z.number({ error: MSG.badRequest }).int().min(1).max(100_000),
);

/** The player's seed pair as shown before a bet: the commitment, never the seed. */
const seedPair = z.object({
  /** SHA-256 of the server seed's 32 bytes, 64 lowercase hex. */
  commit: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next bet under this pair (0, then +1 for every bet). */
  nonce: z.number(),
});

// ---- GET /api/house/seeds (player) -> the active seed pair (made on first use) -----------------

export const houseSeedsData = seedPair;
export type HouseSeedsData = z.infer<typeof houseSeedsData>;

// ---- POST /api/house/seeds/rotate {clientSeed?} (player) ---------------------------------------

export const houseRotatePayload = z.object({
  /** The new pair's client seed; absent or '': a new random one (16 hex characters). */
  clientSeed: z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null || v === '' ? undefined : v),
    z
      .string({ error: MSG.houseClientSeedInvalid })
      .regex(HOUSE_CLIENT_SEED_PATTERN, { error: MSG.houseClientSeedInvalid })
      .optional(),
  ),
});
export type HouseRotatePayload = z.input<typeof houseRotatePayload>;

export const houseRotateData = seedPair.extend({
  /** The pair just retired, its server seed revealed: every bet made under it can be recomputed. */
  previous: seedPair.extend({
    /** The server seed, 64 lowercase hex. */
    seed: z.string(),
  }),
});
export type HouseRotateData = z.infer<typeof houseRotateData>;

// ---- GET /api/house/games (player) -> the lobby ------------------------------------------------

export const HOUSE_GAME_KINDS = ['slot', 'fishing', 'cards'] as const;
export type HouseGameKind = (typeof HOUSE_GAME_KINDS)[number];

export const houseGame = z.object({
  /** The game's code: what the launch address (`/#/house/<code>`) and the calls name. */
  code: z.string(),
  name: z.string(),
  kind: z.enum(HOUSE_GAME_KINDS),
  /** The stated return to player, '95.98%'. */
  rtp: z.string(),
  /** The stakes allowed, 2-place strings, smallest first. */
  bets: z.array(z.string()),
});
export type HouseGame = z.infer<typeof houseGame>;

export const houseLobbyData = seedPair.extend({
  /** The player's wallet at the house venue. */
  balance: z.string(),
  games: z.array(houseGame),
});
export type HouseLobbyData = z.infer<typeof houseLobbyData>;

// ---- GET /api/house/slot?game= (public) -> a slot's definition ---------------------------------

export const houseSlotPayload = z.object({ game: codeField(MSG.houseGameUnknown) });
export type HouseSlotPayload = z.input<typeof houseSlotPayload>;

export const houseSlotData = z.object({
  code: z.string(),
  name: z.string(),
  /** Rows in view (3); the window shows stop, stop + 1, stop + 2 of each strip. */
  rows: z.number(),
  /** Symbol ids, best paying first, with their Chinese names. */
  symbols: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The wild's symbol id, or null. */
  wild: z.string().nullable(),
  /** One strip of symbol ids per reel. */
  reels: z.array(z.array(z.string())),
  /** Each payline: the row (0 top) read on each reel; a win's `line` is its index here. */
  paylines: z.array(z.array(z.number())),
  /** What 3, 4 and 5 in a row from the left pay, in multiples of the line bet. */
  paytable: z.array(
    z.object({ symbol: z.string(), pays: z.tuple([z.number(), z.number(), z.number()]) }),
  ),
  /** The stated RTP, '95.98%'. */
  rtp: z.string(),
  /** The exact RTP computed from the strips, numerator / denominator in lowest terms. */
  rtp_exact: z.object({ numerator: z.string(), denominator: z.string() }),
  /** The stakes allowed (each a multiple of the lines: line bet = stake / lines). */
  bets: z.array(z.string()),
});
export type HouseSlotData = z.infer<typeof houseSlotData>;

// ---- POST /api/house/slot/spin {game, bet} (player, idempotent) --------------------------------

export const houseSpinPayload = z.object({
  game: codeField(MSG.houseGameUnknown),
  bet: stakeField,
});
export type HouseSpinPayload = z.input<typeof houseSpinPayload>;

export const houseLineWin = z.object({
  /** The payline's index in the slot's `paylines` (from 0). */
  line: z.number(),
  symbol: z.string(),
  /** How many in a row from the left (3–5). */
  count: z.number(),
  /** The winning cells, [reel, row], from the left. */
  cells: z.array(z.tuple([z.number(), z.number()])),
  /** In multiples of the line bet. */
  multiplier: z.number(),
  win: z.string(),
});

export const houseSpinData = z.object({
  bet_no: z.string(),
  game: z.string(),
  bet: z.string(),
  /** Paid back ('0.00' when nothing pays). */
  win: z.string(),
  /** The player's house venue wallet after the spin. */
  balance: z.string(),
  /** The nonce of this bet under the player's seed pair. */
  nonce: z.number(),
  /** One stop per reel. */
  stops: z.array(z.number()),
  /** The symbols in view, row by row (window[row][reel]). */
  window: z.array(z.array(z.string())),
  lines: z.array(houseLineWin),
});
export type HouseSpinData = z.infer<typeof houseSpinData>;

// ---- GET /api/house/fishing (public) -> the fishing game ---------------------------------------

export const houseFishingData = z.object({
  code: z.string(),
  name: z.string(),
  /** The RTP of every shot, '96.00%', and the same in parts per million (the catch rule's). */
  rtp: z.string(),
  rtp_ppm: z.number(),
  bets: z.array(z.string()),
  /** Smallest multiplier first. A catch pays stake × multiplier. */
  fish: z.array(z.object({ code: z.string(), name: z.string(), multiplier: z.number() })),
});
export type HouseFishingData = z.infer<typeof houseFishingData>;

// ---- POST /api/house/fishing/shoot {fish, bet} (player, idempotent) ----------------------------

export const houseShootPayload = z.object({
  fish: codeField(MSG.houseFishUnknown),
  bet: stakeField,
});
export type HouseShootPayload = z.input<typeof houseShootPayload>;

export const houseShootData = z.object({
  bet_no: z.string(),
  fish: z.string(),
  multiplier: z.number(),
  caught: z.boolean(),
  bet: z.string(),
  win: z.string(),
  balance: z.string(),
  nonce: z.number(),
});
export type HouseShootData = z.infer<typeof houseShootData>;

// ---- GET /api/house/cards (public) -> the card game (炸金花 against the banker) ------------------

/** A hand's category, weakest first (the domain's `ZHAJINHUA_CATEGORIES`). */
export const HOUSE_CARD_CATEGORIES = [
  'high_card',
  'pair',
  'straight',
  'flush',
  'straight_flush',
  'three_of_a_kind',
] as const;

export const houseCardsData = z.object({
  code: z.string(),
  name: z.string(),
  /** The exact RTP rounded to 2 places, '97.39%', and exactly, numerator / denominator. */
  rtp: z.string(),
  rtp_exact: z.object({ numerator: z.string(), denominator: z.string() }),
  /** What a player's win pays, basis points of the stake (9500 = 0.95:1). */
  odds_bp: z.number(),
  /** The commission taken from a win at 1:1, basis points (500 = 5 %). */
  commission_bp: z.number(),
  bets: z.array(z.string()),
});
export type HouseCardsData = z.infer<typeof houseCardsData>;

// ---- POST /api/house/cards/play {bet} (player, idempotent) -------------------------------------

export const houseCardsPlayPayload = z.object({ bet: stakeField });
export type HouseCardsPlayPayload = z.input<typeof houseCardsPlayPayload>;

const houseCardHand = z.object({
  /** Card indices (house-games.md "Cards": suit = floor(c / 13), rank = c mod 13 + 1). */
  cards: z.array(z.number()),
  category: z.enum(HOUSE_CARD_CATEGORIES),
});

export const houseCardsPlayData = z.object({
  bet_no: z.string(),
  game: z.string(),
  bet: z.string(),
  /** Paid back, the stake included ('0.00' when the banker wins). */
  win: z.string(),
  balance: z.string(),
  nonce: z.number(),
  player: houseCardHand,
  banker: houseCardHand,
  /** The banker on fully equal ranks. */
  winner: z.enum(['player', 'banker']),
});
export type HouseCardsPlayData = z.infer<typeof houseCardsPlayData>;

// ---- GET /api/house/verify?bet= (public) -> what recomputes a bet ------------------------------

const optionalText = (v: TextInput) =>
  v === undefined || v === null || v === '' ? undefined : String(v);

/** A bet (`?bet=`) or a table round (`?table=&round=`): exactly one of the two. */
export const houseVerifyPayload = z
  .object({
    bet: z.preprocess(
      optionalText,
      z.string().trim().regex(HOUSE_BET_NO_PATTERN, { error: MSG.houseBetNoInvalid }).optional(),
    ),
    table: z.preprocess(
      optionalText,
      z
        .string()
        .trim()
        .regex(HOUSE_TABLE_CODE_PATTERN, { error: MSG.houseTableUnknown })
        .optional(),
    ),
    round: z.preprocess(
      (v: TextInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
      z
        .number({ error: MSG.houseRoundInvalid })
        .int({ error: MSG.houseRoundInvalid })
        .min(1, { error: MSG.houseRoundInvalid })
        .max(1e12, { error: MSG.houseRoundInvalid })
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    const table = value.table !== undefined && value.round !== undefined;
    if (value.bet === undefined && !table) {
      ctx.addIssue({ code: 'custom', message: MSG.houseBetNoInvalid, path: ['bet'] });
    }
  });
export type HouseVerifyPayload = z.input<typeof houseVerifyPayload>;

/** What every bet's verification answers (house-games.md: game, commit, seed, clientSeed, nonce). */
const verifiedBet = {
  bet_no: z.string(),
  /** The game's code. */
  game: z.string(),
  commit: z.string(),
  /** The server seed, once the pair has been rotated; null until then. */
  seed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number(),
  bet: z.string(),
  /** Beijing time. */
  created_at: z.string(),
};

export const houseVerifyData = z.discriminatedUnion('kind', [
  houseTableVerifyData,
  z.object({
    kind: z.literal('slot'),
    ...verifiedBet,
    /** What was played: the stops drawn and what they paid at the bet's stake. */
    outcome: z.object({ stops: z.array(z.number()), win: z.string() }),
  }),
  z.object({
    kind: z.literal('fishing'),
    ...verifiedBet,
    /** The target and the rule in force for the shot: caught when pick(10^6) < floor(rtp_ppm / m). */
    fish: z.string(),
    multiplier: z.number(),
    rtp_ppm: z.number(),
    outcome: z.object({ caught: z.boolean(), win: z.string() }),
  }),
  z.object({
    kind: z.literal('cards'),
    ...verifiedBet,
    /** What a player's win paid for this bet, basis points of the stake. */
    odds_bp: z.number(),
    /** The six cards dealt (0–2 the player's, 3–5 the banker's), the hands and who won. */
    outcome: z.object({
      cards: z.array(z.number()),
      player: z.enum(HOUSE_CARD_CATEGORIES),
      banker: z.enum(HOUSE_CARD_CATEGORIES),
      winner: z.enum(['player', 'banker']),
      win: z.string(),
    }),
  }),
]);
export type HouseVerifyData = z.infer<typeof houseVerifyData>;

// ---- GET /api/house/bets?page= (player) -> the player's house bets, newest first ---------------

export const HOUSE_BETS_PAGE_SIZE = 20;

export const houseBetsPayload = z.object({ page });
export type HouseBetsPayload = z.input<typeof houseBetsPayload>;

export const houseBet = z.object({
  bet_no: z.string(),
  game: z.string(),
  game_name: z.string(),
  kind: z.enum(HOUSE_GAME_KINDS),
  bet: z.string(),
  win: z.string(),
  commit: z.string(),
  /** Revealed once the pair has been rotated; null until then. */
  seed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number(),
  /** Beijing time. */
  created_at: z.string(),
});
export type HouseBet = z.infer<typeof houseBet>;

export const houseBetsData = pageSchema(houseBet);
export type HouseBetsData = z.infer<typeof houseBetsData>;
