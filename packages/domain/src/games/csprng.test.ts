import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacRandomStream, newServerSeed, SERVER_SEED_BYTES } from './csprng.ts';

const SEED = Buffer.from('0123456789abcdef0123456789abcdef');

describe('HMAC-SHA256 random stream', () => {
  it('reads HMAC(seed, "nonce:block") as big-endian 32-bit words', () => {
    const digest = createHmac('sha256', SEED).update('42:0').digest();
    const random = hmacRandomStream(SEED, 42);
    // n = 2^32 never rejects: the words come out as they are.
    for (let word = 0; word < 8; word++)
      expect(random(2 ** 32)).toBe(digest.readUInt32BE(word * 4));
    const next = createHmac('sha256', SEED).update('42:1').digest();
    expect(random(2 ** 32)).toBe(next.readUInt32BE(0));
  });

  it('is the same for the same seed and nonce, and differs otherwise', () => {
    const draw = (seed: Buffer, nonce: number) => {
      const random = hmacRandomStream(seed, nonce);
      return Array.from({ length: 20 }, () => random(1_000_000));
    };
    expect(draw(SEED, 1)).toEqual(draw(SEED, 1));
    expect(draw(SEED, 1)).not.toEqual(draw(SEED, 2));
    expect(draw(SEED, 1)).not.toEqual(draw(newServerSeed(), 1));
    expect(newServerSeed()).toHaveLength(SERVER_SEED_BYTES);
    expect(() => hmacRandomStream(Buffer.alloc(8), 1)).toThrow();
  });

  it('answers integers in [0, n) and refuses a bad n', () => {
    const random = hmacRandomStream(SEED, 'range');
    for (const n of [1, 2, 6, 7, 30, 32, 1000, 2 ** 31 + 1]) {
      for (let i = 0; i < 200; i++) {
        const value = random(n);
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
      }
    }
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => random(n)).toThrow();
  });

  it('rejects the words that would make low values likelier (no modulo bias)', () => {
    // n = 3 · 2^30: plain "word mod n" would give [0, 2^30) twice the weight, so the top third
    // [2^31, 3 · 2^30) would come up 1/4 of the time; rejection sampling keeps it at 1/3.
    const n = 3 * 2 ** 30;
    const random = hmacRandomStream(SEED, 'bias');
    const draws = 30_000;
    let top = 0;
    for (let i = 0; i < draws; i++) if (random(n) >= 2 ** 31) top++;
    // 1/3 ± 5 standard deviations (√(30000 · 2/9) ≈ 82).
    expect(Math.abs(top - draws / 3)).toBeLessThan(410);
  });

  it('spreads small ranges evenly (chi-square over 60,000 draws of 1..6)', () => {
    const random = hmacRandomStream(SEED, 'faces');
    const counts = new Array<number>(6).fill(0);
    const draws = 60_000;
    for (let i = 0; i < draws; i++) counts[random(6)]! += 1;
    const expected = draws / 6;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: P(χ² > 20.5) ≈ 0.001.
    expect(chiSquare).toBeLessThan(20.5);
  });
});
