/**
 * How a reel moves on the screen. The window shows a strip's symbols at stop, stop + 1, stop + 2
 * (top to bottom, house-games.md "Slots"); a reel turns downwards, so the symbols above the window
 * (stop − 1, stop − 2, …) come into view. Everything shown is the strip's real order: the reel lands
 * on the server's stop with the symbols that lie around it on the strip.
 */

export const ROWS = 3;

/** Symbols a spinning reel scrolls through in one turn of its loop (before the answer). */
export const LOOP_STEPS = 12;

const at = (strip: readonly string[], index: number) =>
  strip[((index % strip.length) + strip.length) % strip.length] as string;

/** The window of a strip at a stop: its rows, top to bottom. */
export function windowAt(strip: readonly string[], stop: number): string[] {
  return Array.from({ length: ROWS }, (_, row) => at(strip, stop + row));
}

/**
 * How many symbols a reel passes from `from` to land on `to`, at least `minSteps`: the reel turns
 * downwards, so it passes from − 1, from − 2, … and lands where from − steps is `to`.
 */
export function travelSteps(length: number, from: number, to: number, minSteps: number): number {
  const base = (((from - to) % length) + length) % length;
  return base + Math.max(0, Math.ceil((minSteps - base) / length)) * length;
}

/**
 * The column of a reel landing on `to`, top to bottom: it starts moved up by `steps` symbols
 * (showing from, from + 1, from + 2) and slides down to rest on to, to + 1, to + 2.
 */
export function landingColumn(
  strip: readonly string[],
  from: number,
  to: number,
  minSteps: number,
): { symbols: string[]; steps: number } {
  const steps = travelSteps(strip.length, from, to, minSteps);
  const symbols = Array.from({ length: steps + ROWS }, (_, k) => at(strip, to + k));
  return { symbols, steps };
}

/**
 * The column a reel loops through while the answer is awaited: the LOOP_STEPS symbols above the
 * window and the window, sliding down by LOOP_STEPS symbols and starting again.
 */
export function loopColumn(strip: readonly string[], from: number): string[] {
  return Array.from({ length: LOOP_STEPS + ROWS }, (_, k) => at(strip, from - LOOP_STEPS + k));
}

/** When each reel lands (ms after the answer may show), left to right, and how far it travels. */
export interface ReelSchedule {
  /** Delay before reel i starts landing. */
  delays: number[];
  /** How long its landing slide lasts. */
  duration: number;
  /** The fewest symbols reel i passes while landing. */
  minSteps: number[];
}

export function reelSchedule(reels: number, reducedMotion: boolean): ReelSchedule {
  if (reducedMotion) {
    return { delays: Array(reels).fill(0), duration: 0, minSteps: Array(reels).fill(0) };
  }
  return {
    delays: Array.from({ length: reels }, (_, i) => i * 180),
    duration: 620,
    minSteps: Array.from({ length: reels }, (_, i) => 10 + i * 3),
  };
}
