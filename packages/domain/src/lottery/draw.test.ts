import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitOf, drawInputProblem, drawNumbers, isSeedHex, type DrawInput } from './draw.ts';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/** lottery.md's draw, written again on node:crypto: the two must agree on every input. */
function reference(input: DrawInput): number[] {
  const key = Buffer.from(input.seedHex, 'hex');
  const words: number[] = [];
  let k = 0;
  const next = (): number => {
    if (words.length === 0) {
      const block = createHmac('sha256', key)
        .update(`${input.lottery}:${input.expect}:${input.beacon}:${k++}`)
        .digest();
      for (let w = 0; w < 8; w++) words.push(block.readUInt32BE(4 * w));
    }
    return words.shift()!;
  };
  const below = (n: number): number => {
    for (;;) {
      const u = next();
      if (u < 2 ** 32 - (2 ** 32 % n)) return u % n;
    }
  };
  if (input.type === 2) return [below(10), below(10), below(10)];
  const balls = Array.from({ length: 49 }, (_, i) => i + 1);
  for (let i = 0; i < 7; i++) {
    const j = i + below(49 - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, 7);
}

describe('commit', () => {
  it('is SHA-256 over the 32 seed bytes, not over the hex text', async () => {
    expect(await commitOf(SEED)).toBe(
      createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'),
    );
    expect(await commitOf(SEED)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
  });

  it('refuses a malformed seed', async () => {
    expect(isSeedHex(SEED)).toBe(true);
    for (const bad of [
      SEED.toUpperCase(),
      SEED.slice(2),
      `${SEED}00`,
      'xyz',
      SEED.replace('0', 'g'),
    ])
      expect(isSeedHex(bad)).toBe(false);
    await expect(commitOf(SEED.slice(1))).rejects.toThrow(RangeError);
  });
});

describe('draw', () => {
  it('keeps fixed test vectors (a change to the draw breaks these)', async () => {
    const base = { seedHex: SEED, lottery: 'hk6', expect: '202611230142', beacon: '' };
    expect(await drawNumbers({ ...base, type: 1 })).toEqual([42, 29, 28, 45, 5, 1, 21]);
    expect(await drawNumbers({ ...base, type: 2, lottery: 'pc28' })).toEqual([5, 2, 6]);
    expect(
      await drawNumbers({
        ...base,
        type: 1,
        beacon: 'a4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3',
      }),
    ).toEqual([46, 34, 10, 11, 3, 4, 28]);
  });

  it('agrees with a node:crypto reimplementation of lottery.md', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom<1 | 2>(1, 2),
        fc.stringMatching(/^[a-z0-9]{1,8}$/),
        fc.stringMatching(/^\d{12}$/),
        fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9a-f]{64}$/)),
        async (seed, type, lottery, expect_, beacon) => {
          const input = {
            type,
            seedHex: Buffer.from(seed).toString('hex'),
            lottery,
            expect: expect_,
            beacon,
          };
          expect(await drawNumbers(input)).toEqual(reference(input));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('type 1 draws seven distinct numbers in 1..49; type 2 three digits', async () => {
    for (let i = 0; i < 200; i++) {
      const input = { seedHex: SEED, lottery: 'x', expect: String(i), beacon: '' };
      const seven = await drawNumbers({ ...input, type: 1 });
      expect(seven).toHaveLength(7);
      expect(new Set(seven).size).toBe(7);
      expect(seven.every((n) => Number.isInteger(n) && n >= 1 && n <= 49)).toBe(true);
      const three = await drawNumbers({ ...input, type: 2 });
      expect(three).toHaveLength(3);
      expect(three.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
    }
  });

  it('depends on every input', async () => {
    const base: DrawInput = { type: 1, seedHex: SEED, lottery: 'a', expect: '1', beacon: '' };
    const first = await drawNumbers(base);
    for (const change of [
      { seedHex: SEED.replace(/^00/, '01') },
      { lottery: 'b' },
      { expect: '2' },
      { beacon: '00' },
    ])
      expect(await drawNumbers({ ...base, ...change })).not.toEqual(first);
  });

  it('refuses bad inputs', async () => {
    const base: DrawInput = { type: 1, seedHex: SEED, lottery: 'a', expect: '1', beacon: '' };
    expect(drawInputProblem(base)).toBeNull();
    for (const bad of [
      { seedHex: 'zz' },
      { lottery: '' },
      { lottery: 'a:b' },
      { expect: '1:2' },
      { beacon: 'XYZ' },
      { type: 3 as 1 },
    ]) {
      expect(drawInputProblem({ ...base, ...bad })).not.toBeNull();
      await expect(drawNumbers({ ...base, ...bad })).rejects.toThrow(RangeError);
    }
  });

  it('spreads numbers evenly (chi-square sanity over 3,000 draws of each type)', async () => {
    const seven = new Array<number>(50).fill(0);
    const digits = new Array<number>(10).fill(0);
    const specials = new Array<number>(50).fill(0);
    const draws = 3000;
    for (let i = 0; i < draws; i++) {
      const input = { seedHex: SEED, lottery: 'chi', expect: String(i), beacon: '' };
      const balls = await drawNumbers({ ...input, type: 1 });
      for (const n of balls) seven[n]! += 1;
      specials[balls[6]!]! += 1;
      for (const d of await drawNumbers({ ...input, type: 2 })) digits[d]! += 1;
    }
    const chi = (counts: number[], expected: number) =>
      counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 99.9 % critical values: 48 degrees of freedom 84.0, 9 degrees 27.9.
    expect(chi(seven.slice(1), (draws * 7) / 49)).toBeLessThan(84);
    expect(chi(specials.slice(1), draws / 49)).toBeLessThan(84);
    expect(chi(digits, (draws * 3) / 10)).toBeLessThan(27.9);
  });
});
