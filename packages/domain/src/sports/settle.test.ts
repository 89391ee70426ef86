import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLine, selectionsOf } from './markets.ts';
import {
  betReturn,
  combinedOddsC,
  legFactor200,
  potentialReturn,
  settleSelection,
  type LegOutcome,
} from './settle.ts';

const SHORT: Record<string, LegOutcome> = {
  W: 'win',
  HW: 'half_win',
  P: 'push',
  HL: 'half_lose',
  L: 'lose',
};

/**
 * The home side's handicap against the goal difference (home − away) from −4 to +4, written out
 * by hand: W win, HW half won, P push (stake back), HL half lost, L lost. A quarter line is half
 * the stake on each neighbouring line: −0.25 on a draw loses the half on −0.5 and returns the
 * half on 0.
 */
const HANDICAP: [string, string][] = [
  //        −4 −3 −2 −1  0 +1 +2 +3 +4
  ['-2', 'L L L L L L P W W'],
  ['-1.75', 'L L L L L L HW W W'],
  ['-1.5', 'L L L L L L W W W'],
  ['-1.25', 'L L L L L HL W W W'],
  ['-1', 'L L L L L P W W W'],
  ['-0.75', 'L L L L L HW W W W'],
  ['-0.5', 'L L L L L W W W W'],
  ['-0.25', 'L L L L HL W W W W'],
  ['0', 'L L L L P W W W W'],
  ['+0.25', 'L L L L HW W W W W'],
  ['+0.5', 'L L L L W W W W W'],
  ['+0.75', 'L L L HL W W W W W'],
  ['+1', 'L L L P W W W W W'],
  ['+1.25', 'L L L HW W W W W W'],
  ['+1.5', 'L L L W W W W W W'],
  ['+1.75', 'L L HL W W W W W W'],
  ['+2', 'L L P W W W W W W'],
];

/** Over against the total goals 0 to 8, by hand (under is its mirror). */
const OVER: [string, string][] = [
  //        0  1  2  3  4  5  6  7  8
  ['0.25', 'HL W W W W W W W W'],
  ['0.5', 'L W W W W W W W W'],
  ['0.75', 'L HW W W W W W W W'],
  ['1', 'L P W W W W W W W'],
  ['1.25', 'L HL W W W W W W W'],
  ['1.5', 'L L W W W W W W W'],
  ['1.75', 'L L HW W W W W W W'],
  ['2', 'L L P W W W W W W'],
  ['2.25', 'L L HL W W W W W W'],
  ['2.5', 'L L L W W W W W W'],
  ['2.75', 'L L L HW W W W W W'],
  ['3', 'L L L P W W W W W'],
  ['3.25', 'L L L HL W W W W W'],
  ['3.5', 'L L L L W W W W W'],
  ['3.75', 'L L L L HW W W W W'],
  ['4', 'L L L L P W W W W'],
  ['4.25', 'L L L L HL W W W W'],
  ['4.5', 'L L L L L W W W W'],
];

const MIRROR: Record<LegOutcome, LegOutcome> = {
  win: 'lose',
  half_win: 'half_lose',
  push: 'push',
  half_lose: 'half_win',
  lose: 'win',
  void: 'void',
};

function lineQ(text: string): number {
  const q = parseLine(text);
  if (q === null) throw new Error(`bad line ${text}`);
  return q;
}

/** Scores with this goal difference, from several totals (the handicap reads only the difference). */
function scoresWithDifference(d: number): { home: number; away: number }[] {
  return [0, 1, 3].map((base) =>
    d >= 0 ? { home: base + d, away: base } : { home: base, away: base - d },
  );
}

describe('handicap (Asian handicap, basketball spread, esports map handicap)', () => {
  it.each(HANDICAP)('home %s against every goal difference from −4 to +4', (line, row) => {
    const expected = row.split(' ').map((c) => SHORT[c]);
    for (let d = -4; d <= 4; d += 1) {
      for (const score of scoresWithDifference(d)) {
        const home = settleSelection('handicap', 'home', lineQ(line), score);
        expect([line, d, home]).toEqual([line, d, expected[d + 4]]);
        // The away side takes the negated line: it is the home side's mirror.
        const away = settleSelection('handicap', 'away', lineQ(line), score);
        expect([line, d, away]).toEqual([line, d, MIRROR[expected[d + 4]!]]);
      }
    }
  });
});

describe('totals (over/under goals, total points, total maps)', () => {
  it.each(OVER)('over and under %s against totals 0 to 8', (line, row) => {
    const expected = row.split(' ').map((c) => SHORT[c]);
    for (let n = 0; n <= 8; n += 1) {
      for (const home of [0, Math.floor(n / 2), n]) {
        const score = { home, away: n - home };
        expect([line, n, settleSelection('total', 'over', lineQ(line), score)]).toEqual([
          line,
          n,
          expected[n],
        ]);
        expect([line, n, settleSelection('total', 'under', lineQ(line), score)]).toEqual([
          line,
          n,
          MIRROR[expected[n]!],
        ]);
      }
    }
  });
});

describe('1X2, money line, both teams to score, correct score', () => {
  const scores = [0, 1, 2, 3, 4, 5].flatMap((home) =>
    [0, 1, 2, 3, 4, 5].map((away) => ({ home, away })),
  );

  it('1X2: exactly the result wins', () => {
    for (const score of scores) {
      const result = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
      for (const s of selectionsOf('1x2')) {
        expect(settleSelection('1x2', s, null, score)).toBe(s === result ? 'win' : 'lose');
      }
    }
  });

  it('money line and match winner: the winner wins, a draw is a push', () => {
    expect(settleSelection('twoway', 'home', null, { home: 101, away: 99 })).toBe('win');
    expect(settleSelection('twoway', 'away', null, { home: 101, away: 99 })).toBe('lose');
    expect(settleSelection('twoway', 'away', null, { home: 1, away: 2 })).toBe('win');
    expect(settleSelection('twoway', 'home', null, { home: 1, away: 1 })).toBe('push');
    expect(settleSelection('twoway', 'away', null, { home: 1, away: 1 })).toBe('push');
  });

  it('both teams to score', () => {
    for (const score of scores) {
      const both = score.home > 0 && score.away > 0;
      expect(settleSelection('btts', 'yes', null, score)).toBe(both ? 'win' : 'lose');
      expect(settleSelection('btts', 'no', null, score)).toBe(both ? 'lose' : 'win');
    }
  });

  it('correct score: exactly one selection wins every score, "other" above 3 goals a side', () => {
    for (const score of scores) {
      const winners = selectionsOf('cs').filter(
        (s) => settleSelection('cs', s, null, score) === 'win',
      );
      const other = score.home > 3 || score.away > 3;
      expect(winners).toEqual([other ? 'other' : `${score.home}:${score.away}`]);
    }
  });
});

describe('what a bet returns', () => {
  it('single: win, half win, push, half lose, lose at 1.95 on 100.00', () => {
    const stake = 10_000n;
    const ret = (outcome: LegOutcome) => betReturn(stake, [{ outcome, oddsC: 195 }]);
    expect(ret('win')).toBe(19_500n);
    expect(ret('half_win')).toBe(14_750n); // 50 × 1.95 + 50
    expect(ret('push')).toBe(10_000n);
    expect(ret('void')).toBe(10_000n);
    expect(ret('half_lose')).toBe(5_000n);
    expect(ret('lose')).toBe(0n);
  });

  it('−0.25 on a draw: half the stake lost, half returned', () => {
    const outcome = settleSelection('handicap', 'home', -1, { home: 1, away: 1 });
    expect(outcome).toBe('half_lose');
    expect(betReturn(10_001n, [{ outcome, oddsC: 190 }])).toBe(5_000n); // 50.005 → down to the fen
  });

  it('rounds down to the fen: a 3-leg parlay at 1.95 on 10.00 returns 74.14 (74.14875)', () => {
    expect(potentialReturn(1_000n, [195, 195, 195])).toBe(7_414n);
    expect(combinedOddsC([195, 195, 195])).toBe(741);
  });

  it('a parlay with a void leg returns what the parlay without it returns', () => {
    const leg = fc.record({
      outcome: fc.constantFrom<LegOutcome>('win', 'half_win', 'push', 'half_lose', 'lose', 'void'),
      oddsC: fc.integer({ min: 101, max: 5_000 }),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.array(leg, { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 101, max: 5_000 }),
        fc.nat(9),
        (stake, legs, voidOdds, at) => {
          const withVoid = [...legs];
          withVoid.splice(at % (legs.length + 1), 0, { outcome: 'void', oddsC: voidOdds });
          expect(betReturn(stake, withVoid)).toBe(betReturn(stake, legs));
        },
      ),
    );
  });

  it('every return is the exact product rounded down: never more, less by under a fen', () => {
    const leg = fc.record({
      outcome: fc.constantFrom<LegOutcome>('win', 'half_win', 'push', 'half_lose', 'lose', 'void'),
      oddsC: fc.integer({ min: 101, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(leg, { minLength: 1, maxLength: 10 }),
        (stake, legs) => {
          const got = betReturn(stake, legs);
          let num = stake;
          let den = 1n;
          for (const l of legs) {
            num *= legFactor200(l.outcome, l.oddsC);
            den *= 200n;
          }
          expect(got * den <= num).toBe(true);
          expect((got + 1n) * den > num).toBe(true);
        },
      ),
    );
  });

  it('a parlay of wins never returns more than its potential; a lost leg returns nothing', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.array(fc.integer({ min: 101, max: 2_000 }), { minLength: 2, maxLength: 10 }),
        (stake, odds) => {
          const potential = potentialReturn(stake, odds);
          const someHalf = odds.map((oddsC, i) => ({
            oddsC,
            outcome: (i === 0 ? 'half_win' : 'win') as LegOutcome,
          }));
          expect(betReturn(stake, someHalf) <= potential).toBe(true);
          const lost = odds.map((oddsC, i) => ({
            oddsC,
            outcome: (i === 1 ? 'lose' : 'win') as LegOutcome,
          }));
          expect(betReturn(stake, lost)).toBe(0n);
        },
      ),
    );
  });
});
