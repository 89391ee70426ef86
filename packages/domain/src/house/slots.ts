/**
 * The house venue's slot engine (house-games.md, "Slots"). A game publishes its reel strips,
 * paylines and paytable (slot-games.ts holds ours):
 *
 * - a spin takes one pick per reel, in reel order: stop = pick(length of that strip); the window
 *   shows the symbols at stop, stop + 1, stop + 2 (mod length), top to bottom;
 * - a payline names the row read on each reel; it pays left to right from the first reel for 3, 4
 *   or 5 of a kind, in multiples of the line bet;
 * - the wild (when the game has one) stands for any symbol; a line pays the better of the run of
 *   its first non-wild symbol (wilds counting as that symbol) and the run of leading wilds alone
 *   (which pays only if the paytable lists the wild);
 * - the stake is in fen and must be a positive multiple of the number of lines: line bet = stake /
 *   lines, so every win is a whole number of fen and nothing is rounded.
 */
import type { FairStream } from './stream.ts';

export const SLOT_ROWS = 3;

export interface SlotGame {
  /** The game's code (`fruit`, `ocean`, `dynasty`). */
  code: string;
  /** Symbol ids, best paying first. */
  symbols: readonly string[];
  /** The wild's id, or null when the game has none. */
  wild: string | null;
  /** One strip of symbol ids per reel. */
  reels: readonly (readonly string[])[];
  /** Each payline: the row (0 top, 1 middle, 2 bottom) read on each reel. */
  lines: readonly (readonly number[])[];
  /** Pays for 3, 4 and 5 in a row from the left, in multiples of the line bet. */
  paytable: Readonly<Record<string, readonly [number, number, number]>>;
  /** The RTP as shown on the paytable, e.g. '96.12%'; slots.test.ts recomputes it exactly. */
  statedRtp: string;
}

export interface LinePay {
  symbol: string;
  /** How many in a row from the left (3–5). */
  count: number;
  /** The pay in multiples of the line bet. */
  multiplier: number;
}

function runFromLeft(symbols: readonly string[], matches: (s: string) => boolean): number {
  let run = 0;
  while (run < symbols.length && matches(symbols[run] as string)) run++;
  return run;
}

/**
 * What a line's symbols (left to right) pay, or null. On a tie between the wilds' own run and
 * the substituted run, the substituted symbol is named (its run is at least as long).
 */
export function linePay(game: SlotGame, symbols: readonly string[]): LinePay | null {
  const { wild } = game;
  const pays = (symbol: string, count: number) =>
    count >= 3 ? (game.paytable[symbol]?.[count - 3] ?? 0) : 0;
  const wildRun = wild === null ? 0 : runFromLeft(symbols, (s) => s === wild);
  const target = symbols.find((s) => s !== wild);
  const run = target === undefined ? 0 : runFromLeft(symbols, (s) => s === target || s === wild);
  const wildPay = wild === null ? 0 : pays(wild, wildRun);
  const targetPay = target === undefined ? 0 : pays(target, run);
  if (wildPay === 0 && targetPay === 0) return null;
  return targetPay >= wildPay
    ? { symbol: target as string, count: run, multiplier: targetPay }
    : { symbol: wild as string, count: wildRun, multiplier: wildPay };
}

/** The window for these stops: window[reel][row]. Throws on a stop outside its strip. */
export function slotWindow(game: SlotGame, stops: readonly number[]): string[][] {
  if (stops.length !== game.reels.length) throw new RangeError('one stop per reel');
  return game.reels.map((strip, reel) => {
    const stop = stops[reel] as number;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new RangeError(`bad stop ${stop} on reel ${reel}`);
    }
    return Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/** The stops of a spin: one pick per reel, in reel order. */
export async function slotStops(game: SlotGame, stream: FairStream): Promise<number[]> {
  const stops: number[] = [];
  for (const strip of game.reels) stops.push(await stream.pick(strip.length));
  return stops;
}

/** Refuses a stake that is not a positive multiple of the game's lines. */
export function lineBetOf(game: SlotGame, stake: bigint): bigint {
  const lines = BigInt(game.lines.length);
  if (typeof stake !== 'bigint' || stake <= 0n || stake % lines !== 0n) {
    throw new RangeError(`stake must be a positive multiple of ${lines} fen`);
  }
  return stake / lines;
}

export interface LineWin extends LinePay {
  /** The payline's index in `game.lines` (0-based). */
  line: number;
  /** The winning cells, [reel, row], from the left. */
  cells: [number, number][];
  /** In fen: line bet × multiplier. */
  win: bigint;
}

export interface SlotSpin {
  stops: number[];
  window: string[][];
  wins: LineWin[];
  /** Everything the spin pays back, in fen (0 when nothing pays). */
  total: bigint;
}

/** Evaluates the window at these stops for a stake (fen, a multiple of the lines). */
export function spinSlot(game: SlotGame, stops: readonly number[], stake: bigint): SlotSpin {
  const lineBet = lineBetOf(game, stake);
  const window = slotWindow(game, stops);
  const wins: LineWin[] = [];
  game.lines.forEach((rows, line) => {
    const pay = linePay(
      game,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (pay === null) return;
    const cells = rows.slice(0, pay.count).map((row, reel): [number, number] => [reel, row]);
    wins.push({ ...pay, line, cells, win: lineBet * BigInt(pay.multiplier) });
  });
  const total = wins.reduce((sum, w) => sum + w.win, 0n);
  return { stops: [...stops], window, wins, total };
}
