import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_AREAS,
  baccaratPayout,
  baccaratValue,
  playBaccarat,
  type BaccaratRound,
} from './baccarat.ts';
import { dealShoe } from './cards.ts';
import { seededStream } from './test-streams.ts';

/** A card of baccarat value v (0 → ♠10, 1 → ♠A, …, 9 → ♠9), of suit `suit`. */
const valued = (v: number, suit = 0) => suit * 13 + (v === 0 ? 9 : v - 1);
/** Two cards making `points` (the first card is a 10, so no accidental naturals). */
const twoCards = (points: number) => [valued(0, 1), valued(points, 2)];

/** Deal order: P1 B1 P2 B2, then the third cards. */
function deal(player: number[], banker: number[], rest: number[] = []): number[] {
  return [player[0]!, banker[0]!, player[1]!, banker[1]!, ...rest];
}

/**
 * The banker's drawing table as the doc writes it, when the player drew a third card of value p:
 * rows are the banker's two-card total 0–7, columns p = 0–9; D draws, S stands.
 */
const BANKER_TABLE: Record<number, string> = {
  0: 'DDDDDDDDDD',
  1: 'DDDDDDDDDD',
  2: 'DDDDDDDDDD',
  3: 'DDDDDDDDSD',
  4: 'SSDDDDDDSS',
  5: 'SSSSDDDDSS',
  6: 'SSSSSSDDSS',
  7: 'SSSSSSSSSS',
};

describe('drawing rules', () => {
  it('values: A = 1, 2–9 face, 10 J Q K = 0', () => {
    expect([0, 1, 8, 9, 10, 11, 12, 13].map(baccaratValue)).toEqual([1, 2, 9, 0, 0, 0, 0, 1]);
  });

  it('naturals: 8 or 9 on two cards, either hand, and both stand', () => {
    for (const natural of [8, 9]) {
      for (let other = 0; other <= 9; other++) {
        for (const [p, b] of [
          [natural, other],
          [other, natural],
        ] as const) {
          const round = playBaccarat(deal(twoCards(p), twoCards(b), [valued(1), valued(1)]));
          expect(round.used).toBe(4);
          expect([round.player.length, round.banker.length]).toEqual([2, 2]);
          expect([round.playerPoints, round.bankerPoints]).toEqual([p, b]);
        }
      }
    }
  });

  it('player stands on 6–7; the banker then draws on 0–5 and stands on 6–7', () => {
    for (const p of [6, 7]) {
      for (let b = 0; b <= 7; b++) {
        const third = valued(4, 3);
        const round = playBaccarat(deal(twoCards(p), twoCards(b), [third, valued(5)]));
        expect(round.player).toHaveLength(2);
        if (b <= 5) {
          expect(round.banker).toEqual([valued(0, 1), valued(b, 2), third]);
          expect(round.used).toBe(5);
        } else {
          expect(round.banker).toHaveLength(2);
          expect(round.used).toBe(4);
        }
      }
    }
  });

  it('player draws on 0–5; the banker follows the table for every total 0–7 and third card 0–9', () => {
    for (let playerPoints = 0; playerPoints <= 5; playerPoints++) {
      for (let b = 0; b <= 7; b++) {
        for (let p = 0; p <= 9; p++) {
          const playerThird = valued(p, 3);
          const bankerThird = valued(6, 1);
          const round = playBaccarat(
            deal(twoCards(playerPoints), twoCards(b), [playerThird, bankerThird]),
          );
          expect(round.player[2]).toBe(playerThird);
          expect(round.playerPoints).toBe((playerPoints + p) % 10);
          const draws = BANKER_TABLE[b]![p] === 'D';
          expect(round.banker[2]).toBe(draws ? bankerThird : undefined);
          expect(round.bankerPoints).toBe(draws ? (b + 6) % 10 : b);
          expect(round.used).toBe(draws ? 6 : 5);
        }
      }
    }
  });

  it('winner, points and pairs', () => {
    // Player ♠K ♥5 = 5 draws ♣3 → 8; banker ♦4 ♠2 = 6 stands on p = 3: player 8–6.
    const round = playBaccarat([12, 42, 17, 1, 28, 0]);
    expect(round).toEqual({
      player: [12, 17, 28],
      banker: [42, 1],
      playerPoints: 8,
      bankerPoints: 6,
      winner: 'player',
      playerPair: false,
      bankerPair: false,
      used: 5,
    } satisfies BaccaratRound);
    // ♠7 ♥7 is a pair; ♠10 ♥J is not (same value, different rank).
    const pairs = playBaccarat(deal([6, 19], [9, 23], [0, 0]));
    expect([pairs.playerPair, pairs.bankerPair]).toEqual([true, false]);
    expect(playBaccarat(deal(twoCards(7), twoCards(7))).winner).toBe('tie');
    expect(playBaccarat(deal(twoCards(6), twoCards(7))).winner).toBe('banker');
    expect(() => playBaccarat([1, 2, 3])).toThrow(RangeError);
    expect(() => playBaccarat(deal(twoCards(0), twoCards(0)))).toThrow(RangeError);
  });

  it('every dealt round uses its cards in deal order, with points 0–9', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), async (seed) => {
        const cards = await dealShoe(seededStream(seed), 8, 6);
        const round = playBaccarat(cards);
        for (const points of [round.playerPoints, round.bankerPoints]) {
          expect(points >= 0 && points <= 9).toBe(true);
        }
        expect(round.used).toBe(round.player.length + round.banker.length);
        expect(round.used >= 4 && round.used <= 6).toBe(true);
        const order = [round.player[0], round.banker[0], round.player[1], round.banker[1]];
        const thirds = [round.player[2], round.banker[2]].filter((c) => c !== undefined);
        expect([...order, ...thirds]).toEqual(cards.slice(0, round.used));
      }),
      { numRuns: 300 },
    );
  });
});

describe('payouts', () => {
  const outcome = (winner: BaccaratRound['winner'], playerPair = false, bankerPair = false) => ({
    winner,
    playerPair,
    bankerPair,
  });

  it('player 1:1, banker 0.95:1 rounded down to the fen, tie 8:1, pairs 11:1', () => {
    expect(baccaratPayout('player', 100n, outcome('player'))).toBe(200n);
    expect(baccaratPayout('banker', 100n, outcome('banker'))).toBe(195n);
    expect(baccaratPayout('banker', 105n, outcome('banker'))).toBe(204n); // 99.75 → 99
    expect(baccaratPayout('banker', 1n, outcome('banker'))).toBe(1n); // 0.95 → 0
    expect(baccaratPayout('tie', 100n, outcome('tie'))).toBe(900n);
    expect(baccaratPayout('player_pair', 100n, outcome('banker', true))).toBe(1200n);
    expect(baccaratPayout('banker_pair', 100n, outcome('tie', false, true))).toBe(1200n);
  });

  it('player and banker are returned on a tie; everything else loses', () => {
    expect(baccaratPayout('player', 100n, outcome('tie'))).toBe(100n);
    expect(baccaratPayout('banker', 100n, outcome('tie'))).toBe(100n);
    expect(baccaratPayout('player', 100n, outcome('banker'))).toBe(0n);
    expect(baccaratPayout('banker', 100n, outcome('player'))).toBe(0n);
    expect(baccaratPayout('tie', 100n, outcome('player', true, true))).toBe(0n);
    expect(baccaratPayout('player_pair', 100n, outcome('player', false, true))).toBe(0n);
  });

  it('takes the configured odds and refuses a stake that is not positive', () => {
    const noCommission = {
      player: 10_000,
      banker: 10_000,
      tie: 90_000,
      player_pair: 110_000,
      banker_pair: 110_000,
    };
    expect(baccaratPayout('banker', 100n, outcome('banker'), noCommission)).toBe(200n);
    expect(baccaratPayout('tie', 100n, outcome('tie'), noCommission)).toBe(1000n);
    expect(() => baccaratPayout('player', 0n, outcome('player'))).toThrow(RangeError);
    expect(() =>
      baccaratPayout('player', 100n, outcome('player'), { ...noCommission, player: 0.5 }),
    ).toThrow(RangeError);
  });

  it('never pays a negative amount, and pays 0, the stake, or more', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BACCARAT_AREAS),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom('player' as const, 'banker' as const, 'tie' as const),
        fc.boolean(),
        fc.boolean(),
        (area, stake, winner, playerPair, bankerPair) => {
          const paid = baccaratPayout(area, stake, { winner, playerPair, bankerPair });
          expect(paid === 0n || paid >= stake).toBe(true);
        },
      ),
    );
  });
});

/**
 * The exact expected result of each bet at the start of an 8-deck shoe: every sequence of card
 * values the round can use, weighted by drawing without replacement (value 0 has 128 cards, each
 * of 1–9 has 32, of 416). A sequence grows only while the round needs another card.
 */
function houseEdges(): Record<'player' | 'banker' | 'tie', number> {
  const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const STAKE = 100_000n;
  const ev = { player: 0, banker: 0, tie: 0 };
  const visit = (values: number[], weight: number): void => {
    if (values.length >= 4) {
      const padded = [...values, 0, 0].slice(0, 6).map((v) => valued(v));
      const round = playBaccarat(padded);
      if (round.used <= values.length) {
        for (const area of ['player', 'banker', 'tie'] as const) {
          const net = baccaratPayout(area, STAKE, round) - STAKE;
          ev[area] += (weight * Number(net)) / Number(STAKE);
        }
        return;
      }
    }
    const remaining = 416 - values.length;
    for (let v = 0; v <= 9; v++) {
      if (left[v] === 0) continue;
      const p = left[v]! / remaining;
      left[v]! -= 1;
      visit([...values, v], weight * p);
      left[v]! += 1;
    }
  };
  visit([], 1);
  return { player: -ev.player * 100, banker: -ev.banker * 100, tie: -ev.tie * 100 };
}

describe('house edge over an 8-deck shoe', () => {
  it('is 1.06 % on banker, 1.24 % on player, 14.4 % on tie (the doc)', () => {
    const edge = houseEdges();
    expect(edge.banker.toFixed(2)).toBe('1.06');
    expect(edge.player.toFixed(2)).toBe('1.24');
    expect(edge.tie.toFixed(1)).toBe('14.4');
  });
});
