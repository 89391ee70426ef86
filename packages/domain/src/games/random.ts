/**
 * The one source of chance the game engines take: a function answering a uniform integer in
 * [0, n). The engines stay pure; the server passes a cryptographic stream (csprng.ts), tests a
 * seeded one.
 */
export type RandomInt = (n: number) => number;

/** The largest n a RandomInt is asked for (rejection sampling on 32-bit words). */
export const RANDOM_INT_MAX_N = 2 ** 32;

/** Draws from `random` and asserts the answer is what the contract promises. */
export function drawInt(random: RandomInt, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > RANDOM_INT_MAX_N) throw new RangeError(`bad n ${n}`);
  const value = random(n);
  if (!Number.isInteger(value) || value < 0 || value >= n) {
    throw new RangeError(`random source answered ${value} for [0, ${n})`);
  }
  return value;
}
