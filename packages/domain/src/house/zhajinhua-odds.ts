/**
 * The exact odds of 炸金花 against the banker (zhajinhua.ts), by enumeration of every deal: each
 * of the C(52,3) = 22 100 player hands against each of the C(49,3) = 18 424 banker hands from the
 * other 49 cards, 407 170 400 deals, all equally likely under the shuffle.
 *
 * Done smartly: every hand's strength is computed once; for a player hand P of strength s, the
 * banker hands from the 49 other cards weaker than s are (all hands weaker than s) − (those holding
 * a card of P), by inclusion–exclusion over P's cards (a hand holding two of P's cards is counted
 * twice in the singles, so added back once; a hand holding all three is P itself, never weaker).
 * Counts per card and per pair of cards come from sorted strength lists by binary search. The same
 * for the hands of equal strength. A second or so.
 */
import { zhajinhuaHand } from './zhajinhua.ts';

export interface ZhajinhuaOdds {
  /** Every (player hand, banker hand) deal. */
  deals: bigint;
  /** Deals the player's hand beats the banker's. */
  playerWins: bigint;
  /** Deals of fully equal ranks (the banker wins them). */
  ties: bigint;
}

/** Index of the first element ≥ value in an ascending array. */
function lowerBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many entries of an ascending array are below `value`, and how many equal it. */
function below(sorted: Int32Array, value: number): { less: number; equal: number } {
  const less = lowerBound(sorted, value);
  return { less, equal: lowerBound(sorted, value + 1) - less };
}

const ascending = (values: number[]) => Int32Array.from(values).sort();

/**
 * Every hand's strength and, for a player hand, how many banker hands from the other 49 cards
 * it beats (`less`) and ties (`equal`).
 */
export interface ZhajinhuaTable {
  /** [card, card, card, strength] of every hand, cards ascending. */
  hands: readonly (readonly [number, number, number, number])[];
  against(a: number, b: number, c: number, strength: number): { less: number; equal: number };
}

export function zhajinhuaTable(): ZhajinhuaTable {
  const hands: [number, number, number, number][] = [];
  const byCard: number[][] = Array.from({ length: 52 }, () => []);
  const byPair = new Map<number, number[]>();
  const pairKey = (x: number, y: number) => Math.min(x, y) * 52 + Math.max(x, y);
  for (let a = 0; a < 52; a++) {
    for (let b = a + 1; b < 52; b++) {
      for (let c = b + 1; c < 52; c++) {
        const s = zhajinhuaHand([a, b, c]).strength;
        hands.push([a, b, c, s]);
        byCard[a]!.push(s);
        byCard[b]!.push(s);
        byCard[c]!.push(s);
        for (const key of [pairKey(a, b), pairKey(a, c), pairKey(b, c)]) {
          const list = byPair.get(key);
          if (list) list.push(s);
          else byPair.set(key, [s]);
        }
      }
    }
  }
  const all = ascending(hands.map((hand) => hand[3]));
  const cards = byCard.map(ascending);
  const pairs = new Map([...byPair].map(([key, list]) => [key, ascending(list)]));

  const against = (a: number, b: number, c: number, s: number) => {
    const total = below(all, s);
    let less = total.less;
    let equal = total.equal;
    for (const card of [a, b, c]) {
      const counted = below(cards[card]!, s);
      less -= counted.less;
      equal -= counted.equal;
    }
    for (const key of [pairKey(a, b), pairKey(a, c), pairKey(b, c)]) {
      const counted = below(pairs.get(key)!, s);
      less += counted.less;
      equal += counted.equal;
    }
    // the hand itself holds all three of its cards: +1 in the total, −3 in the singles, +3 in
    // the pairs — counted once in `equal`, which must not count it; it is never in `less`
    return { less, equal: equal - 1 };
  };
  return { hands, against };
}

/** Banker hands from the 49 cards a player hand leaves: C(49,3). */
const BANKER_HANDS = 18_424n;

export function zhajinhuaOdds(table: ZhajinhuaTable = zhajinhuaTable()): ZhajinhuaOdds {
  let playerWins = 0n;
  let ties = 0n;
  for (const [a, b, c, s] of table.hands) {
    const { less, equal } = table.against(a, b, c, s);
    playerWins += BigInt(less);
    ties += BigInt(equal);
  }
  return { deals: BigInt(table.hands.length) * BANKER_HANDS, playerWins, ties };
}

/** The exact RTP at odds in basis points, as a fraction: wins × (1 + odds) / deals. */
export function zhajinhuaRtp(
  odds: ZhajinhuaOdds,
  oddsBp: number,
): { numerator: bigint; denominator: bigint } {
  return {
    numerator: odds.playerWins * (10_000n + BigInt(oddsBp)),
    denominator: odds.deals * 10_000n,
  };
}
