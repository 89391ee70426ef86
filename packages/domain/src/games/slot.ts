import { drawInt, type RandomInt } from './random.ts';

/**
 * The demo venue's slot: 5 reels, 3 rows, 10 fixed paylines, pays left to right from the first
 * reel, one wild (W) that stands for every symbol and pays on its own. Each reel is a fixed strip;
 * a spin stops every reel at a uniformly drawn position and shows that position and the two
 * after it (top to bottom). Themes change only how the symbols look.
 *
 * Return to player: SLOT_RTP_PERCENT, proved by slot.test.ts, which enumerates every stop
 * combination. Per line the reels are independent and every visible row of a reel shows each
 * symbol with the strip's share of it, so every line returns the same; the strips' symbol counts
 * and the paytable were chosen for 96.00 % with a modest volatility (a spin's standard deviation
 * is about one stake; the largest win is 100 times the line bet, i.e. 10 stakes, per line).
 */

/** Symbols by id: W (wild), then A (highest) … H (lowest). */
export const SLOT_SYMBOLS = ['W', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD: SlotSymbol = 'W';

export const SLOT_REEL_COUNT = 5;
export const SLOT_ROWS = 3;

/** The reel strips (fixed). Symbol counts per reel are what the RTP follows from. */
export const SLOT_STRIPS: readonly string[] = [
  'GFHGBHEGHDGHWCHAGHEFHWGHDHGWHFWH',
  'HGFHGDHFAHBFGWHGWHGEHGWHGCHEWHGF',
  'WHCWHGFHGBWHEAHGEHFCGHDFGHWGHD',
  'FGHWDHCGHFEHGWHBWHECGHAGHWGHDGH',
  'WGHCGHEGHWFHDGHBGHWGAHGFWHEGHD',
];

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) read on each reel. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const SLOT_LINE_COUNT = SLOT_PAYLINES.length;

/** Pays for 3, 4 and 5 in a row from the left, in multiples of the line bet (stake / 10). */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  W: [15, 40, 100],
  A: [10, 30, 80],
  B: [8, 25, 50],
  C: [6, 20, 40],
  D: [5, 15, 30],
  E: [5, 12, 25],
  F: [4, 10, 20],
  G: [3, 8, 15],
  H: [3, 6, 12],
};

/** The stated return to player, in basis points (9600 = 96.00 %), and as shown. */
export const SLOT_RTP_BASIS_POINTS = 9600;
export const SLOT_RTP_PERCENT = '96.00';

/** Stakes per spin, in fen: 1, 2, 5, 10, 20, 50, 100 yuan. Each is a multiple of the 10 lines. */
export const SLOT_BETS_MINOR: readonly bigint[] = [100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n];

/** Themes (game code `slot-<theme>`) and their Chinese names; only the look differs. */
export const SLOT_THEMES = {
  fruit: '水果派对',
  gems: '宝石奇缘',
  dragon: '龙腾四海',
  ocean: '海洋奇遇',
  gold: '黄金宝藏',
  panda: '熊猫乐园',
  space: '星际漫游',
  jungle: '丛林探险',
} as const;
export type SlotTheme = keyof typeof SLOT_THEMES;
export const SLOT_THEME_CODES = Object.keys(SLOT_THEMES) as SlotTheme[];

export function isSlotTheme(value: string): value is SlotTheme {
  return Object.hasOwn(SLOT_THEMES, value);
}

export function isSlotBet(betMinor: bigint): boolean {
  return SLOT_BETS_MINOR.includes(betMinor);
}

/** What one line pays: the symbol that paid, how many in a row, the multiple of the line bet. */
export interface LinePay {
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}

/**
 * The pay of one line's five symbols (left to right): the longer-paying of the run of the first
 * non-wild symbol (wilds standing in) and the run of wilds alone; null when it pays nothing.
 */
export function linePay(symbols: readonly SlotSymbol[]): LinePay | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === WILD) wildRun++;
  const target = symbols.find((symbol) => symbol !== WILD);
  let run = 0;
  if (target !== undefined) {
    while (run < symbols.length && (symbols[run] === target || symbols[run] === WILD)) run++;
  }
  const pays = (symbol: SlotSymbol, count: number) =>
    count >= 3 ? SLOT_PAYTABLE[symbol][count - 3]! : 0;
  const wildPay = pays(WILD, wildRun);
  const targetPay = target === undefined ? 0 : pays(target, run);
  if (wildPay === 0 && targetPay === 0) return null;
  return wildPay >= targetPay
    ? { symbol: WILD, count: wildRun, multiplier: wildPay }
    : { symbol: target!, count: run, multiplier: targetPay };
}

/** The visible window for these stops: grid[reel][row]. */
export function slotWindow(stops: readonly number[]): SlotSymbol[][] {
  if (stops.length !== SLOT_REEL_COUNT) throw new RangeError('one stop per reel');
  return SLOT_STRIPS.map((strip, reel) => {
    const stop = stops[reel]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new RangeError(`bad stop ${stop} on reel ${reel}`);
    }
    const rows: SlotSymbol[] = [];
    for (let row = 0; row < SLOT_ROWS; row++) {
      rows.push(strip[(stop + row) % strip.length] as SlotSymbol);
    }
    return rows;
  });
}

export interface LineWin extends LinePay {
  /** Payline number, 1-based as shown. */
  line: number;
  winMinor: bigint;
}

export interface SlotOutcome {
  betMinor: bigint;
  stops: number[];
  grid: SlotSymbol[][];
  lines: LineWin[];
  /** Total paid back (0 when nothing pays); win/loss is winMinor - betMinor. */
  winMinor: bigint;
}

/** Evaluates a window at a stake (which must be one of SLOT_BETS_MINOR). */
export function evaluateSlot(stops: readonly number[], betMinor: bigint): SlotOutcome {
  if (!isSlotBet(betMinor)) throw new RangeError(`stake ${betMinor} is not offered`);
  const lineBet = betMinor / BigInt(SLOT_LINE_COUNT);
  const grid = slotWindow(stops);
  const lines: LineWin[] = [];
  SLOT_PAYLINES.forEach((rows, index) => {
    const pay = linePay(rows.map((row, reel) => grid[reel]![row]!));
    if (pay) lines.push({ ...pay, line: index + 1, winMinor: lineBet * BigInt(pay.multiplier) });
  });
  const winMinor = lines.reduce((sum, line) => sum + line.winMinor, 0n);
  return { betMinor, stops: [...stops], grid, lines, winMinor };
}

/** One spin: every reel stops at a uniformly drawn position. */
export function spinSlot(random: RandomInt, betMinor: bigint): SlotOutcome {
  if (!isSlotBet(betMinor)) throw new RangeError(`stake ${betMinor} is not offered`);
  const stops = SLOT_STRIPS.map((strip) => drawInt(random, strip.length));
  return evaluateSlot(stops, betMinor);
}
