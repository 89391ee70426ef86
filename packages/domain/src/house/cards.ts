/**
 * Cards and the shuffle (house-games.md, "Cards"). A card index c from a shoe of D decks
 * (0 ≤ c < 52·D): r = c mod 52, suit = floor(r / 13) (0 ♠, 1 ♥, 2 ♣, 3 ♦), rank = r mod 13 + 1
 * (1 = A, 11 = J, 12 = Q, 13 = K).
 */
import type { FairStream } from './stream.ts';

export type Suit = 0 | 1 | 2 | 3;

export interface Card {
  suit: Suit;
  /** 1 = A … 10, 11 = J, 12 = Q, 13 = K. */
  rank: number;
}

export const CARDS_PER_DECK = 52;
export const SUIT_SYMBOLS = ['♠', '♥', '♣', '♦'] as const;
export const RANK_LABELS = [
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
] as const;

function checkIndex(c: number): void {
  if (!Number.isSafeInteger(c) || c < 0) throw new RangeError(`bad card index ${c}`);
}

export function cardOf(c: number): Card {
  checkIndex(c);
  const r = c % CARDS_PER_DECK;
  return { suit: Math.floor(r / 13) as Suit, rank: (r % 13) + 1 };
}

export function rankOf(c: number): number {
  return cardOf(c).rank;
}

/** The label shown for a card: suit symbol then rank, e.g. '♠A', '♥10', '♦K'. */
export function cardLabel(c: number): string {
  const { suit, rank } = cardOf(c);
  return `${SUIT_SYMBOLS[suit]}${RANK_LABELS[rank - 1]}`;
}

/**
 * Deals `count` cards from a freshly shuffled shoe of `decks` decks: partial Fisher–Yates over
 * the array 0 … 52·D − 1 — for i = 0 … count − 1, j = i + pick(52·D − i), swap positions i and j —
 * and the deal is positions 0 … count − 1 in order. Only the first `count` positions are settled,
 * so dealing fewer cards gives a prefix of dealing more.
 */
export async function dealShoe(
  stream: FairStream,
  decks: number,
  count: number,
): Promise<number[]> {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError(`bad deck count ${decks}`);
  const size = CARDS_PER_DECK * decks;
  if (!Number.isInteger(count) || count < 0 || count > size) {
    throw new RangeError(`cannot deal ${count} cards from ${size}`);
  }
  const shoe = Array.from({ length: size }, (_, c) => c);
  for (let i = 0; i < count; i++) {
    const j = i + (await stream.pick(size - i));
    [shoe[i], shoe[j]] = [shoe[j] as number, shoe[i] as number];
  }
  return shoe.slice(0, count);
}
