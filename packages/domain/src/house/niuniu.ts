/**
 * 百人牛牛: the banker against four seats, 天 (tian) 地 (di) 玄 (xuan) 黄 (huang), on one 52-card deck
 * (house-games.md, "百人牛牛"). 25 cards are dealt; hand h takes positions 5h … 5h + 4 (h = 0 the
 * banker, 1–4 the seats in that order).
 *
 * - Card points: A = 1, 2–9 face value, 10 J Q K = 10.
 * - A hand has 牛 when three of its cards sum to a multiple of 10; then 牛N = (sum of the other two)
 *   mod 10, 0 read as 牛牛; otherwise 无牛. N is the whole hand's sum mod 10 whichever three cards
 *   make the 10s, so the rank is well defined.
 * - Ranks: 牛牛 > 牛9 > … > 牛1 > 无牛. Equal ranks: the hand holding the highest card wins (rank,
 *   then suit ♠ > ♥ > ♣ > ♦). Cards of one deck are distinct, so two hands never tie.
 * - The winning hand's multiplier (牛牛 ×3, 牛7–牛9 ×2, otherwise ×1 by default) scales the bet.
 *   No special hands (五花牛, 炸弹, 五小牛) and no commission: the doc has none.
 */
import { cardOf } from './cards.ts';
import { checkStake } from './odds.ts';

export const NIUNIU_DECKS = 1;
export const NIUNIU_DEAL = 25;
export const NIUNIU_HAND_SIZE = 5;
/** The seats by number (1–4): 天 地 玄 黄. */
export const NIUNIU_SEATS = ['tian', 'di', 'xuan', 'huang'] as const;
export type NiuniuSeatName = (typeof NIUNIU_SEATS)[number];

/** A hand's rank: 0 = 无牛, 1–9 = 牛1–牛9, 10 = 牛牛. */
export type Niu = number;
export const NIU_NONE = 0;
export const NIU_NIU = 10;

export function niuPoints(c: number): number {
  return Math.min(cardOf(c).rank, 10);
}

export function niuOf(hand: readonly number[]): Niu {
  if (hand.length !== NIUNIU_HAND_SIZE) throw new RangeError('a niuniu hand has five cards');
  const points = hand.map(niuPoints);
  const total = points.reduce((a, b) => a + b, 0);
  for (let i = 0; i < 5; i++) {
    for (let j = i + 1; j < 5; j++) {
      for (let k = j + 1; k < 5; k++) {
        if (((points[i] as number) + (points[j] as number) + (points[k] as number)) % 10 === 0) {
          return total % 10 === 0 ? NIU_NIU : total % 10;
        }
      }
    }
  }
  return NIU_NONE;
}

/** A card's strength for the highest-card rule: rank first, then ♠ > ♥ > ♣ > ♦. */
export function cardStrength(c: number): number {
  const { rank, suit } = cardOf(c);
  return rank * 4 + (3 - suit);
}

export interface NiuniuHand {
  cards: number[];
  niu: Niu;
  /** The hand's highest card (index). */
  high: number;
}

export function niuniuHand(cards: readonly number[]): NiuniuHand {
  const niu = niuOf(cards);
  const high = cards.reduce((a, b) => (cardStrength(b) > cardStrength(a) ? b : a));
  return { cards: [...cards], niu, high };
}

/** > 0 when `a` beats `b`, < 0 when `b` beats `a`; 0 only for hands sharing their highest card. */
export function compareNiuniu(a: NiuniuHand, b: NiuniuHand): number {
  if (a.niu !== b.niu) return a.niu - b.niu;
  return cardStrength(a.high) - cardStrength(b.high);
}

/** The multiplier of each rank, indexed by niu (0 = 无牛 … 10 = 牛牛). The operator edits these. */
export type NiuniuMultipliers = readonly number[];
export const DEFAULT_NIUNIU_MULTIPLIERS: NiuniuMultipliers = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3];

function checkMultipliers(multipliers: NiuniuMultipliers): void {
  if (multipliers.length !== 11 || !multipliers.every((m) => Number.isSafeInteger(m) && m >= 1)) {
    throw new RangeError('niuniu multipliers: eleven positive integers, by niu 0–10');
  }
}

export interface NiuniuSeat {
  seat: 1 | 2 | 3 | 4;
  hand: NiuniuHand;
  winner: 'seat' | 'banker';
  /** The winning hand's multiplier: the seat's when the seat wins, the banker's otherwise. */
  multiplier: number;
}

export interface NiuniuRound {
  banker: NiuniuHand;
  seats: NiuniuSeat[];
}

/** Plays a round on the 25 dealt cards. */
export function playNiuniu(
  cards: readonly number[],
  multipliers: NiuniuMultipliers = DEFAULT_NIUNIU_MULTIPLIERS,
): NiuniuRound {
  checkMultipliers(multipliers);
  if (cards.length < NIUNIU_DEAL) throw new RangeError('niuniu deals 25 cards');
  if (new Set(cards.slice(0, NIUNIU_DEAL)).size !== NIUNIU_DEAL) {
    throw new RangeError('niuniu deals distinct cards from one deck');
  }
  const handAt = (h: number) => niuniuHand(cards.slice(5 * h, 5 * h + 5));
  const banker = handAt(0);
  const seats = ([1, 2, 3, 4] as const).map((seat): NiuniuSeat => {
    const hand = handAt(seat);
    const seatWins = compareNiuniu(hand, banker) > 0;
    const winning = seatWins ? hand : banker;
    return {
      seat,
      hand,
      winner: seatWins ? 'seat' : 'banker',
      multiplier: multipliers[winning.niu] as number,
    };
  });
  return { banker, seats };
}

/**
 * A bet on a seat, settled. The bet is `stake`, but a lost bet costs stake × the banker's
 * multiplier, up to stake × the largest multiplier — so, as the field does, the player's balance
 * is held for stake × max multiplier when the bet is placed and the part not lost comes back:
 *
 * - held: debited when the bet is placed (stake × max multiplier);
 * - seat wins: returned = held, won = stake × the seat's multiplier (credited: returned + won);
 * - banker wins: returned = held − stake × the banker's multiplier, won = 0.
 *
 * The player's net is returned + won − held.
 */
export interface NiuniuSettlement {
  held: bigint;
  returned: bigint;
  won: bigint;
}

export function niuniuHold(
  stake: bigint,
  multipliers: NiuniuMultipliers = DEFAULT_NIUNIU_MULTIPLIERS,
): bigint {
  checkStake(stake);
  checkMultipliers(multipliers);
  return stake * BigInt(Math.max(...multipliers));
}

export function settleNiuniu(
  stake: bigint,
  seat: Pick<NiuniuSeat, 'winner' | 'multiplier'>,
  multipliers: NiuniuMultipliers = DEFAULT_NIUNIU_MULTIPLIERS,
): NiuniuSettlement {
  const held = niuniuHold(stake, multipliers);
  const amount = stake * BigInt(seat.multiplier);
  if (amount > held) throw new RangeError('a multiplier above the held maximum');
  return seat.winner === 'seat'
    ? { held, returned: held, won: amount }
    : { held, returned: held - amount, won: 0n };
}
