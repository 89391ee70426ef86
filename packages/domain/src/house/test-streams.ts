/**
 * Streams for tests only (no production code imports this file): a scripted one answering given
 * picks, and a fast seeded one (sfc32) for properties and simulations.
 */
import type { FairStream } from './stream.ts';

/** Answers the scripted values in order (each must be below its n), then throws. */
export function scriptedStream(answers: readonly number[]): FairStream & { asked: number[] } {
  const asked: number[] = [];
  let next = 0;
  return {
    asked,
    pick(n: number) {
      asked.push(n);
      const value = answers[next++];
      if (value === undefined) return Promise.reject(new Error('script ran out'));
      if (value < 0 || value >= n) return Promise.reject(new Error(`${value} is not below ${n}`));
      return Promise.resolve(value);
    },
  };
}

/** sfc32 (Chris Doty-Humphrey's small fast counter), seeded: uint32 words. */
export function seededWords(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** A seeded uniform integer below n, by the same rejection rule as the fair stream. */
export function seededPick(seed: number): (n: number) => number {
  const word = seededWords(seed);
  return (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const u = word();
      if (u < limit) return u % n;
    }
  };
}

export function seededStream(seed: number): FairStream {
  const pick = seededPick(seed);
  return { pick: (n: number) => Promise.resolve(pick(n)) };
}
