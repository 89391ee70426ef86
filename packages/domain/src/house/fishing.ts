/**
 * Fishing (捕鱼), house-games.md "Fishing": every shot names its target, and a fish of multiplier m
 * is caught when pick(1 000 000) < floor(1 000 000 × RTP / m); a catch pays stake × m. The shot's
 * expected return is m × floor(1 000 000 × RTP / m) / 1 000 000 — the configured RTP, or a hair
 * under it when m does not divide it. The RTP is an integer in parts per million (960 000 = 96 %),
 * so 1 000 000 × RTP is the integer itself and no float touches a catch or a payout.
 */
import { checkStake } from './odds.ts';
import type { FairStream } from './stream.ts';

/** The draw a shot compares: pick(FISHING_DRAW). */
export const FISHING_DRAW = 1_000_000;
export const DEFAULT_FISHING_RTP_PPM = 960_000;

export interface FishKind {
  kind: string;
  multiplier: number;
}

/** The sea's fish, smallest first. The picture of each is the browser's. */
export const FISH_KINDS: readonly FishKind[] = [
  { kind: 'clownfish', multiplier: 2 },
  { kind: 'pufferfish', multiplier: 3 },
  { kind: 'seahorse', multiplier: 5 },
  { kind: 'lionfish', multiplier: 8 },
  { kind: 'turtle', multiplier: 10 },
  { kind: 'manta', multiplier: 20 },
  { kind: 'shark', multiplier: 30 },
  { kind: 'whale', multiplier: 50 },
  { kind: 'golden_dragon', multiplier: 100 },
];

/** A shot catches when its draw is below this: floor(1 000 000 × RTP / m) = floor(rtpPpm / m). */
export function catchThreshold(multiplier: number, rtpPpm: number): number {
  if (!Number.isSafeInteger(multiplier) || multiplier < 1) {
    throw new RangeError(`bad multiplier ${multiplier}`);
  }
  if (!Number.isSafeInteger(rtpPpm) || rtpPpm < 0 || rtpPpm > FISHING_DRAW) {
    throw new RangeError(`RTP must be 0–1 000 000 parts per million, not ${rtpPpm}`);
  }
  return (rtpPpm - (rtpPpm % multiplier)) / multiplier;
}

/** The exact RTP of shots at a multiplier, in parts per million (m × the threshold). */
export function shotRtpPpm(multiplier: number, rtpPpm: number): number {
  return multiplier * catchThreshold(multiplier, rtpPpm);
}

/** One shot on a synchronous source of uniform integers (tests, simulations). */
export function shoot(pick: (n: number) => number, multiplier: number, rtpPpm: number): boolean {
  const threshold = catchThreshold(multiplier, rtpPpm);
  return pick(FISHING_DRAW) < threshold;
}

/** One shot on the provably fair stream: one pick, the first of the bet's stream. */
export async function shootFair(
  stream: FairStream,
  multiplier: number,
  rtpPpm: number,
): Promise<boolean> {
  const threshold = catchThreshold(multiplier, rtpPpm);
  return (await stream.pick(FISHING_DRAW)) < threshold;
}

/** What a shot pays back: stake × m when caught, otherwise nothing (the stake is spent). */
export function fishPayout(stake: bigint, multiplier: number, caught: boolean): bigint {
  checkStake(stake);
  catchThreshold(multiplier, 0);
  return caught ? stake * BigInt(multiplier) : 0n;
}
