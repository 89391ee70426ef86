/**
 * The provably fair draw of a lottery issue (docs: shared/domain/lottery.md, "Provably fair
 * draws"), on Web Crypto only, so the server draws and the browser verifies with the same code.
 *
 * - commit = SHA-256 over the 32 seed bytes, published when the issue opens;
 * - random words: HMAC-SHA256(key = seed bytes, message = `${lottery}:${expect}:${beacon}:${k}`)
 *   for k = 0, 1, 2, …, each output read as eight big-endian uint32, in order;
 * - an index below n: the next word u, discarded while u ≥ 2^32 − (2^32 mod n), then u mod n;
 * - type 1: partial Fisher–Yates over 1..49 for positions 0..6 (six regular numbers in draw
 *   order, then the special number); type 2: three digits, each an index below 10.
 */

/** A server seed: 32 bytes as 64 lowercase hex characters. */
export function isSeedHex(s: unknown): s is string {
  return typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);
}

/** What a draw depends on: all public after the draw (the seed is revealed then). */
export interface DrawInput {
  /** 1: six plus one from 1–49; 2: three digits 0–9. */
  type: 1 | 2;
  seedHex: string;
  /** The lottery's code (no ':'). */
  lottery: string;
  /** The issue number (no ':'). */
  expect: string;
  /** The beacon round's randomness in lowercase hex, or '' when the draw uses the seed alone. */
  beacon: string;
}

const WORD_LIMIT = 2 ** 32;
const WORDS_PER_BLOCK = 8;
/** More blocks than this for one draw means a broken HMAC, not bad luck (p far below 2^-200). */
const MAX_BLOCKS = 64;

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function hexOf(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Subtle = typeof globalThis.crypto.subtle;

function subtle(): Subtle {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('Web Crypto (crypto.subtle) is not available');
  return api;
}

/** The commitment to a seed: SHA-256 over its 32 bytes, lowercase hex. Throws on a bad seed. */
export async function commitOf(seedHex: string): Promise<string> {
  if (!isSeedHex(seedHex)) throw new RangeError('seed must be 64 lowercase hex characters');
  return hexOf(await subtle().digest('SHA-256', bytesOfHex(seedHex)));
}

/**
 * The random word stream of a draw: `next()` answers the next big-endian uint32, computing one
 * HMAC block of eight words at a time.
 */
async function wordStream(input: DrawInput): Promise<() => Promise<number>> {
  const key = await subtle().importKey(
    'raw',
    bytesOfHex(input.seedHex),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const encoder = new TextEncoder();
  let k = 0;
  let words: DataView | null = null;
  let used = WORDS_PER_BLOCK;
  return async () => {
    if (used === WORDS_PER_BLOCK) {
      if (k >= MAX_BLOCKS) throw new Error('draw rejected too many words');
      const message = encoder.encode(`${input.lottery}:${input.expect}:${input.beacon}:${k}`);
      words = new DataView(await subtle().sign('HMAC', key, message));
      k += 1;
      used = 0;
    }
    const word = (words as DataView).getUint32(used * 4, false);
    used += 1;
    return word;
  };
}

/** Why a draw input is unusable, or null. */
export function drawInputProblem(input: DrawInput): string | null {
  if (input.type !== 1 && input.type !== 2) return 'type must be 1 or 2';
  if (!isSeedHex(input.seedHex)) return 'seed must be 64 lowercase hex characters';
  if (input.lottery === '' || input.lottery.includes(':')) return 'bad lottery code';
  if (input.expect === '' || input.expect.includes(':')) return 'bad issue number';
  if (!/^[0-9a-f]*$/.test(input.beacon)) return 'beacon must be lowercase hex or empty';
  return null;
}

/**
 * The numbers of a draw: type 1, seven numbers from 1–49 in draw order (the seventh is the special
 * number); type 2, three digits. Throws a RangeError on a bad input (see `drawInputProblem`).
 */
export async function drawNumbers(input: DrawInput): Promise<number[]> {
  const problem = drawInputProblem(input);
  if (problem !== null) throw new RangeError(problem);
  const next = await wordStream(input);
  const below = async (n: number): Promise<number> => {
    const limit = WORD_LIMIT - (WORD_LIMIT % n);
    for (;;) {
      const u = await next();
      if (u < limit) return u % n;
    }
  };
  if (input.type === 2) {
    const digits: number[] = [];
    for (let i = 0; i < 3; i++) digits.push(await below(10));
    return digits;
  }
  const balls = Array.from({ length: 49 }, (_, i) => i + 1);
  for (let i = 0; i < 7; i++) {
    const j = i + (await below(49 - i));
    [balls[i], balls[j]] = [balls[j] as number, balls[i] as number];
  }
  return balls.slice(0, 7);
}
