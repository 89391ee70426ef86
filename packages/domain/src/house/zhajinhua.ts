/**
 * 炸金花 against the banker (庄闲比牌), a personal round of the house venue (house-games.md,
 * "Personal rounds" and "Cards"). One stake; one 52-card deck shuffled with the bet's stream
 * (partial Fisher–Yates, `dealShoe`), six cards dealt: positions 0–2 are the player's hand, 3–5
 * the banker's.
 *
 * Ranking, best first: 豹子 (three of a rank) > 同花顺 (straight flush) > 同花 (flush) > 顺子
 * (straight) > 对子 (pair) > 散牌 (high card). A is high; A-2-3 is the lowest straight and A-K-Q the
 * highest (no wrap: K-A-2 is not a straight). Within a category the hands compare by rank, high
 * to low: a straight by its top card (A-2-3's top is the 3), a pair by the pair's rank and then the
 * odd card, every other hand by its three ranks from the highest down. Suits never break a tie, and
 * the variant's special 2-3-5 rule is not played. Hands of fully equal ranks: the banker wins.
 *
 * The player wins when their hand beats the banker's, and is paid at `ZHAJINHUA_ODDS_BP` (basis
 * points of the stake, odds.ts): 1:1 less a 5 % commission on the win, 0.95:1, rounded down to the
 * fen. Otherwise the stake is lost. The exact RTP (zhajinhua-odds.ts, recomputed by a test over
 * every deal) is `ZHAJINHUA_STATED_RTP`.
 */
import { dealShoe } from './cards.ts';
import { winAtOdds } from './odds.ts';
import type { FairStream } from './stream.ts';

export const ZHAJINHUA_DECKS = 1;
/** Cards dealt: the player's three, then the banker's three. */
export const ZHAJINHUA_DEAL = 6;
/** What a player's win pays, in basis points of the stake: 1:1 less 5 % commission. */
export const ZHAJINHUA_ODDS_BP = 9_500;
/** The commission taken from a player's win, in basis points of the win at 1:1. */
export const ZHAJINHUA_COMMISSION_BP = 500;
/** The exact RTP at ZHAJINHUA_ODDS_BP, rounded to 2 places (the test recomputes it). */
export const ZHAJINHUA_STATED_RTP = '97.39%';

/** The categories, weakest first (the index is the category's order). */
export const ZHAJINHUA_CATEGORIES = [
  'high_card',
  'pair',
  'straight',
  'flush',
  'straight_flush',
  'three_of_a_kind',
] as const;
export type ZhajinhuaCategory = (typeof ZHAJINHUA_CATEGORIES)[number];

/** Each category's Chinese name. */
export const ZHAJINHUA_CATEGORY_NAMES: Readonly<Record<ZhajinhuaCategory, string>> = {
  high_card: '散牌',
  pair: '对子',
  straight: '顺子',
  flush: '同花',
  straight_flush: '同花顺',
  three_of_a_kind: '豹子',
};

export interface ZhajinhuaHand {
  cards: number[];
  category: ZhajinhuaCategory;
  /**
   * The hand's strength: a larger number beats a smaller one, equal numbers are fully equal
   * ranks. category index × 15³ + the compared ranks (A = 14) as three base-15 digits.
   */
  strength: number;
}

export type ZhajinhuaWinner = 'player' | 'banker';

export interface ZhajinhuaRound {
  player: ZhajinhuaHand;
  banker: ZhajinhuaHand;
  /** The banker on equal hands. */
  winner: ZhajinhuaWinner;
}

/** A card's rank for comparing: 2 … 13 as they are, A = 14. */
function highRank(card: number): number {
  if (!Number.isSafeInteger(card) || card < 0 || card >= 52) {
    throw new RangeError(`bad card ${card} for one deck`);
  }
  const rank = (card % 13) + 1;
  return rank === 1 ? 14 : rank;
}

const BASE = 15;

/** The category and strength of three cards of one deck (RangeError on anything else). */
export function zhajinhuaHand(cards: readonly number[]): ZhajinhuaHand {
  if (cards.length !== 3 || new Set(cards).size !== 3) {
    throw new RangeError('a hand is three different cards');
  }
  const [a, b, c] = cards.map(highRank).sort((x, y) => y - x) as [number, number, number];
  const suits = cards.map((card) => Math.floor(card / 13));
  const flush = suits[0] === suits[1] && suits[1] === suits[2];
  const run = a - 1 === b && b - 1 === c;
  const wheel = a === 14 && b === 3 && c === 2; // A-2-3: the lowest straight, its top is the 3
  const straight = run || wheel;
  let category: ZhajinhuaCategory;
  let ranks: [number, number, number];
  if (a === c) {
    category = 'three_of_a_kind';
    ranks = [a, a, a];
  } else if (straight) {
    category = flush ? 'straight_flush' : 'straight';
    ranks = wheel ? [3, 2, 1] : [a, b, c];
  } else if (flush) {
    category = 'flush';
    ranks = [a, b, c];
  } else if (a === b || b === c) {
    category = 'pair';
    // the pair's rank first, then the odd card
    ranks = a === b ? [a, a, c] : [b, b, a];
  } else {
    category = 'high_card';
    ranks = [a, b, c];
  }
  const strength =
    ZHAJINHUA_CATEGORIES.indexOf(category) * BASE ** 3 +
    ranks[0] * BASE ** 2 +
    ranks[1] * BASE +
    ranks[2];
  return { cards: [...cards], category, strength };
}

/** > 0 when `a` beats `b`, < 0 when `b` beats `a`, 0 on fully equal ranks. */
export function compareZhajinhua(a: ZhajinhuaHand, b: ZhajinhuaHand): number {
  return a.strength - b.strength;
}

/** The round of six dealt cards: positions 0–2 the player's hand, 3–5 the banker's. */
export function playZhajinhua(dealt: readonly number[]): ZhajinhuaRound {
  if (dealt.length !== ZHAJINHUA_DEAL) throw new RangeError('a round deals six cards');
  const player = zhajinhuaHand(dealt.slice(0, 3));
  const banker = zhajinhuaHand(dealt.slice(3, 6));
  if (new Set(dealt).size !== ZHAJINHUA_DEAL) throw new RangeError('one deck: no card twice');
  return { player, banker, winner: compareZhajinhua(player, banker) > 0 ? 'player' : 'banker' };
}

/** What the round pays back (stake plus win, fen) at these odds; 0 when the banker wins. */
export function zhajinhuaPayout(
  stake: bigint,
  winner: ZhajinhuaWinner,
  oddsBp = ZHAJINHUA_ODDS_BP,
): bigint {
  const win = winAtOdds(stake, oddsBp);
  return winner === 'player' ? stake + win : 0n;
}

/** Deals a round from the bet's stream: one fresh deck, six cards. */
export async function dealZhajinhua(stream: FairStream): Promise<ZhajinhuaRound> {
  return playZhajinhua(await dealShoe(stream, ZHAJINHUA_DECKS, ZHAJINHUA_DEAL));
}
