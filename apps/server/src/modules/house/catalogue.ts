import type { HouseGameKind } from '@app/contract/house';
import {
  HOUSE_CARDS_CODE,
  HOUSE_CARDS_NAME,
  HOUSE_FISH_NAMES as FISH_NAMES,
  HOUSE_FISHING_NAME,
  HOUSE_PLATNAME,
  HOUSE_SLOT_NAMES as SLOT_NAMES,
} from '@app/contract/house-constants';
import {
  DEFAULT_FISHING_RTP_PPM,
  exactRtp,
  FISH_KINDS,
  SLOT_GAMES,
  ZHAJINHUA_COMMISSION_BP,
  ZHAJINHUA_ODDS_BP,
  ZHAJINHUA_STATED_RTP,
  zhajinhuaOdds,
  zhajinhuaRtp,
  type FishKind,
  type SlotGame,
} from '@app/domain/house/index';

/**
 * The house venue's personal games as the platform offers them (DESIGN §6): the engines and their
 * odds are the domain's (`@app/domain/house`), the Chinese names the contract's
 * (`house-constants.ts`, which the screens read too); the stakes allowed and the
 * fishing RTP in force are ours, here. (house-games.md: "ours live in the database and the
 * operator edits them" — the console that edits them is a later part; until then they are these
 * constants, and every shot stores the RTP it was played at.)
 */

/** The house venue's platname (the contract's, which the player app reads too). */
export { HOUSE_PLATNAME };

/** The fishing game's code (the slots' codes are the domain's: fruit, ocean, dynasty). */
export const FISHING_CODE = 'fishing';

/** A slot's stakes are these line bets (fen) times its lines: every win is whole fen. */
const SLOT_LINE_BETS_MINOR = [10n, 20n, 50n, 100n, 200n, 500n, 1_000n] as const;

export const FISHING_NAME = HOUSE_FISHING_NAME;
/** The stake of a shot (fen), smallest first. */
export const FISHING_STAKES_MINOR: readonly bigint[] = [10n, 20n, 50n, 100n, 200n, 500n, 1_000n];
/** The RTP of every shot, parts per million (the catch rule's `rtpPpm`). */
export const FISHING_RTP_PPM = DEFAULT_FISHING_RTP_PPM;

/** The card game (炸金花 against the banker): its odds are the domain's, its stakes ours. */
export interface HouseCards {
  code: string;
  name: string;
  /** What a player's win pays, basis points of the stake (0.95:1). */
  oddsBp: number;
  commissionBp: number;
  rtp: string;
  /** Each a multiple of 20 fen, so 0.95 of it is whole fen and nothing is rounded away. */
  stakesMinor: readonly bigint[];
}

export const HOUSE_CARDS: HouseCards = {
  code: HOUSE_CARDS_CODE,
  name: HOUSE_CARDS_NAME,
  oddsBp: ZHAJINHUA_ODDS_BP,
  commissionBp: ZHAJINHUA_COMMISSION_BP,
  rtp: ZHAJINHUA_STATED_RTP,
  stakesMinor: [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n],
};

let cardsRtp: { numerator: bigint; denominator: bigint } | undefined;

/**
 * The card game's exact RTP over every deal, in lowest terms: computed on first ask (about a
 * tenth of a second) and kept.
 */
export function exactCardsRtp(): { numerator: bigint; denominator: bigint } {
  if (!cardsRtp) {
    const { numerator, denominator } = zhajinhuaRtp(zhajinhuaOdds(), HOUSE_CARDS.oddsBp);
    const divisor = gcd(numerator, denominator);
    cardsRtp = { numerator: numerator / divisor, denominator: denominator / divisor };
  }
  return cardsRtp;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/**
 * The house tables' lobby (baccarat, dragon tiger, 百人牛牛: the tables' own screens), listed in
 * 真人 and opened at `/#/house/tables`; not a personal game, so not in HOUSE_GAMES.
 */
export const HOUSE_TABLES_LOBBY = { code: 'tables', name: '真人桌台' } as const;

/**
 * The sportsbook's entries (modules/sports, issue "sportsbook"): 体育 (football and basketball)
 * and 电竞, games of this venue whose screens are the player app's `/sports`, opened on the sport.
 * The catalogue's gate closes each by its code (`assertHouseOpen(ctx, code)` at bet time).
 */
export const HOUSE_BOOK_GAMES = [
  { code: 'sports', name: '体育', path: '/#/sports?sport=football' },
  { code: 'esports', name: '电竞', path: '/#/sports?sport=esports' },
] as const;

export function houseBookGameOf(code: string) {
  return HOUSE_BOOK_GAMES.find((game) => game.code === code);
}

export interface HouseSlot {
  code: string;
  name: string;
  engine: SlotGame;
  symbolNames: Record<string, string>;
  stakesMinor: readonly bigint[];
}

function houseSlot(engine: SlotGame): HouseSlot {
  const names = SLOT_NAMES[engine.code];
  if (!names) throw new Error(`no name for the house slot ${engine.code}`);
  for (const symbol of engine.symbols) {
    if (!names.symbols[symbol]) throw new Error(`no name for ${engine.code}'s symbol ${symbol}`);
  }
  const lines = BigInt(engine.lines.length);
  return {
    code: engine.code,
    name: names.name,
    engine,
    symbolNames: names.symbols,
    stakesMinor: SLOT_LINE_BETS_MINOR.map((lineBet) => lineBet * lines),
  };
}

const exactRtps = new Map<string, { numerator: bigint; denominator: bigint }>();

/**
 * A slot's exact RTP from its strips, in lowest terms: computed on first ask (tens of
 * milliseconds for the three slots) and kept, since the strips never change while the app runs.
 */
export function exactRtpOf(slot: HouseSlot): { numerator: bigint; denominator: bigint } {
  let exact = exactRtps.get(slot.code);
  if (!exact) {
    const { numerator, denominator } = exactRtp(slot.engine);
    exact = { numerator, denominator };
    exactRtps.set(slot.code, exact);
  }
  return exact;
}

/** The slots, in the domain's order. */
export const HOUSE_SLOTS: readonly HouseSlot[] = SLOT_GAMES.map(houseSlot);

export function houseSlotOf(code: string): HouseSlot | undefined {
  return HOUSE_SLOTS.find((slot) => slot.code === code);
}

export interface HouseFish extends FishKind {
  name: string;
}

/** The fish, smallest multiplier first. */
export const HOUSE_FISH: readonly HouseFish[] = FISH_KINDS.map((fish) => {
  const name = FISH_NAMES[fish.kind];
  if (!name) throw new Error(`no name for the fish ${fish.kind}`);
  return { ...fish, name };
});

export function houseFishOf(code: string): HouseFish | undefined {
  return HOUSE_FISH.find((fish) => fish.kind === code);
}

/** An RTP in parts per million as the paytables show it: 960000 -> '96.00%'. */
export function formatPpm(ppm: number): string {
  return `${(ppm / 10_000).toFixed(2)}%`;
}

/** Every personal game of the house venue, as the lobby and the catalogue list them. */
export interface HouseGameListing {
  code: string;
  name: string;
  kind: HouseGameKind;
  rtp: string;
  stakesMinor: readonly bigint[];
}

export const HOUSE_GAMES: readonly HouseGameListing[] = [
  ...HOUSE_SLOTS.map((slot) => ({
    code: slot.code,
    name: slot.name,
    kind: 'slot' as const,
    rtp: slot.engine.statedRtp,
    stakesMinor: slot.stakesMinor,
  })),
  {
    code: FISHING_CODE,
    name: FISHING_NAME,
    kind: 'fishing' as const,
    rtp: formatPpm(FISHING_RTP_PPM),
    stakesMinor: FISHING_STAKES_MINOR,
  },
  {
    code: HOUSE_CARDS.code,
    name: HOUSE_CARDS.name,
    kind: 'cards' as const,
    rtp: HOUSE_CARDS.rtp,
    stakesMinor: HOUSE_CARDS.stakesMinor,
  },
];

export function houseGameOf(code: string): HouseGameListing | undefined {
  return HOUSE_GAMES.find((game) => game.code === code);
}
