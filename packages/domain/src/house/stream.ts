/**
 * The random stream every house game draws from (shared/domain/house-games.md, "The random
 * stream"), which is exactly the lottery's (lottery.md, "Provably fair draws"):
 *
 * - words: HMAC-SHA256(key = the 32 seed bytes, message = `${prefix}:${k}`) for k = 0, 1, 2, …,
 *   each 32-byte output read as eight big-endian uint32, in order;
 * - pick(n): the next word u, discarded while u ≥ 2^32 − (2^32 mod n); the answer is u mod n.
 *
 * Web Crypto only, so the server deals and the browser's verification page recomputes with the
 * same code. The commitment (SHA-256 over the seed bytes) and the seed's format are the lottery's.
 */
import { commitOf, isSeedHex } from '../lottery/draw.ts';

export { commitOf, isSeedHex };

/** A source of uniform integers: `pick(n)` answers an integer in [0, n). */
export interface FairStream {
  pick(n: number): Promise<number>;
}

const WORD_LIMIT = 2 ** 32;
const WORDS_PER_BLOCK = 8;
/**
 * Rejected words in a row before the stream gives up. Every n rejects fewer than half the words,
 * so 64 in a row means a broken HMAC, not bad luck (p < 2^-64); no honest round ever sees it.
 */
const MAX_REJECTIONS = 64;

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function subtle(): typeof globalThis.crypto.subtle {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('Web Crypto (crypto.subtle) is not available');
  return api;
}

/**
 * The stream of a seed under a prefix (`tablePrefix` or `personalPrefix`). Blocks are computed
 * lazily, one HMAC per eight words. Throws a RangeError on a malformed seed.
 */
export function fairStream(seedHex: string, prefix: string): FairStream {
  if (!isSeedHex(seedHex)) throw new RangeError('seed must be 64 lowercase hex characters');
  const key = subtle().importKey(
    'raw',
    bytesOfHex(seedHex),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  // A failed import surfaces on the first pick, not as an unhandled rejection before it.
  key.catch(() => undefined);
  const encoder = new TextEncoder();
  let k = 0;
  let block: DataView | null = null;
  let used = WORDS_PER_BLOCK;

  const nextWord = async (): Promise<number> => {
    if (used === WORDS_PER_BLOCK) {
      const message = encoder.encode(`${prefix}:${k}`);
      block = new DataView(await subtle().sign('HMAC', await key, message));
      k += 1;
      used = 0;
    }
    const word = (block as DataView).getUint32(4 * used, false);
    used += 1;
    return word;
  };

  // Calls are chained, so concurrent picks still take the words in call order.
  let queue: Promise<unknown> = Promise.resolve();
  const pickNow = async (n: number): Promise<number> => {
    const limit = WORD_LIMIT - (WORD_LIMIT % n);
    for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
      const u = await nextWord();
      if (u < limit) return u % n;
    }
    throw new Error('random stream rejected too many words');
  };
  return {
    pick(n: number): Promise<number> {
      if (!Number.isInteger(n) || n < 1 || n > WORD_LIMIT) {
        return Promise.reject(new RangeError(`pick needs an integer n in 1..2^32, not ${n}`));
      }
      const answer = queue.then(() => pickNow(n));
      queue = answer.catch(() => undefined);
      return answer;
    },
  };
}

/** A part of a prefix: not empty, no ':' (the separator). */
function checkPart(value: string, what: string): void {
  if (value === '' || value.includes(':')) throw new RangeError(`bad ${what}`);
}

function checkCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`bad ${what}`);
}

/**
 * A table round's prefix: `${table code}:${round number}:${beacon}` (beacon: a drand round's
 * randomness in lowercase hex, or '' when the round uses the server seed alone).
 */
export function tablePrefix(code: string, round: number, beacon: string): string {
  checkPart(code, 'table code');
  checkCount(round, 'round number');
  if (!/^[0-9a-f]*$/.test(beacon)) throw new RangeError('beacon must be lowercase hex or empty');
  return `${code}:${round}:${beacon}`;
}

/**
 * A personal round's prefix: `${clientSeed}:${nonce}`. The doc leaves the client seed's
 * characters to the player; since the nonce is a decimal integer and always last, a ':' inside a
 * client seed is still unambiguous, so only an empty client seed is refused.
 */
export function personalPrefix(clientSeed: string, nonce: number): string {
  if (clientSeed === '') throw new RangeError('bad client seed');
  checkCount(nonce, 'nonce');
  return `${clientSeed}:${nonce}`;
}
