import { createHmac, randomBytes } from 'node:crypto';
import { RANDOM_INT_MAX_N, type RandomInt } from './random.ts';

/**
 * A deterministic cryptographic random stream: HMAC-SHA256 keyed by a server seed over
 * `${nonce}:${block}` gives 32 bytes per block, read as big-endian 32-bit words; an integer in
 * [0, n) is a word below the largest multiple of n that fits 2^32 (rejection sampling, so every
 * value is exactly equally likely), taken modulo n.
 *
 * Production: one random 32-byte seed per game session (`newServerSeed`), a fresh nonce per round.
 * Tests: a fixed seed, so a simulation is reproducible. Node only (node:crypto): the web app must
 * not import this file.
 */
export const SERVER_SEED_BYTES = 32;

const WORD = 4;
const BLOCK = 32;
const WORDS_PER_BLOCK = BLOCK / WORD;
/** A draw rejected this many times in a row means a broken source, not bad luck (p < 2^-64). */
const MAX_REJECTIONS = 64;

export function newServerSeed(): Buffer {
  return randomBytes(SERVER_SEED_BYTES);
}

export function hmacRandomStream(seed: Uint8Array, nonce: number | bigint | string): RandomInt {
  if (seed.length < 16) throw new RangeError('server seed must hold at least 16 bytes');
  const key = Buffer.from(seed);
  const prefix = `${String(nonce)}:`;
  let block = -1;
  let bytes: Buffer = Buffer.alloc(0);
  let word = WORDS_PER_BLOCK;

  const nextWord = (): number => {
    if (word === WORDS_PER_BLOCK) {
      block += 1;
      bytes = createHmac('sha256', key).update(`${prefix}${block}`).digest();
      word = 0;
    }
    const value = bytes.readUInt32BE(word * WORD);
    word += 1;
    return value;
  };

  return (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > RANDOM_INT_MAX_N) throw new RangeError(`bad n ${n}`);
    const limit = RANDOM_INT_MAX_N - (RANDOM_INT_MAX_N % n);
    for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
      const value = nextWord();
      if (value < limit) return value % n;
    }
    throw new Error('random stream rejected too many words');
  };
}
