import { describe, expect, it } from 'vitest';
import { ballColour } from './attributes.ts';
import {
  defaultPlaybox,
  displayOdds,
  findPlay,
  formatThousandths,
  oddsProblem,
  parseOdds,
  tierCount,
  tierOdds,
  totalCount,
  type LotteryType,
} from './plays.ts';

const ids = (type: LotteryType) => defaultPlaybox(type).flatMap((g) => g.plays.map((p) => p.id));
const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
const IN_2026 = Date.UTC(2026, 5, 1);

describe('catalogue', () => {
  it('holds exactly the type-2 plays', () => {
    expect(ids(2)).toEqual([
      ...['big', 'small', 'odd', 'even'],
      ...['big_odd', 'big_even', 'small_odd', 'small_even'],
      ...['max', 'min', 'triple', 'pair', 'straight'],
      ...['red', 'green', 'blue'],
      ...range('sum_', 0, 27),
    ]);
    const names = defaultPlaybox(2).flatMap((g) => g.plays.map((p) => p.name));
    expect(names.slice(0, 16)).toEqual(
      '大 小 单 双 大单 大双 小单 小双 极大 极小 豹子 对子 顺子 红波 绿波 蓝波'.split(' '),
    );
    expect(names.slice(16)).toEqual(range('', 0, 27));
    expect(defaultPlaybox(2).every((g) => g.special === 0)).toBe(true);
    expect(
      defaultPlaybox(2)
        .flatMap((g) => g.plays)
        .every((p) => p.picks === 0),
    ).toBe(true);
  });

  it('holds exactly the type-1 plays', () => {
    const colours = ['red', 'blue', 'green'];
    expect(ids(1)).toEqual([
      'tm',
      'zm',
      ...range('z', 1, 6).map((z) => `${z}t`),
      ...['lm_2qz', 'lm_3qz', 'lm_3z2', 'lm_2zt', 'lm_tc'],
      ...range('bz_', 5, 10),
      ...['t_big', 't_small', 't_odd', 't_even', 't_sum_odd', 't_sum_even'],
      ...['t_tail_big', 't_tail_small', 't_domestic', 't_wild'],
      ...['t_red', 't_blue', 't_green'],
      ...colours.flatMap((c) => ['odd', 'even', 'big', 'small'].map((a) => `hb_${c}_${a}`)),
      ...range('tx_', 0, 11),
      ...range('yx_', 0, 11),
      ...range('ws_', 0, 9),
    ]);
    const picks = Object.fromEntries(
      defaultPlaybox(1).flatMap((g) => g.plays.map((p) => [p.id, [p.picks, g.special]])),
    );
    expect(picks['tm']).toEqual([1, 1]);
    expect(picks['z6t']).toEqual([1, 1]);
    expect(picks['lm_3z2']).toEqual([3, 1]);
    expect(picks['lm_tc']).toEqual([2, 1]);
    expect(picks['bz_10']).toEqual([10, 1]);
    expect(picks['t_big']).toEqual([0, 0]);
    expect(picks['tx_6']).toEqual([0, 0]);
  });

  it('has unique ASCII ids, and every default odds figure is valid and below fair', () => {
    for (const type of [1, 2] as const) {
      const all = ids(type);
      expect(new Set(all).size).toBe(all.length);
      for (const p of defaultPlaybox(type).flatMap((g) => g.plays)) {
        expect(p.id).toMatch(/^[a-z0-9_]+$/);
        expect(oddsProblem(p, p.odds)).toBeNull();
        const odds = parseOdds(p.odds);
        const fair = parseOdds(p.fair);
        expect(odds.length).toBe(fair.length);
        odds.forEach((o, i) => expect(o, `${p.id} tier ${i}`).toBeLessThan(fair[i]!));
      }
    }
  });

  it('keeps lottery.md example odds and fair figures', () => {
    const get = (type: LotteryType, id: string) => {
      const p = findPlay(type, id)!;
      return [p.odds, p.fair];
    };
    expect(get(1, 'tm')).toEqual(['48.8', '49']);
    expect(get(1, 't_big')).toEqual(['1.965', '2']);
    expect(get(1, 't_red')).toEqual(['2.7', '2.882']);
    expect(get(1, 't_green')).toEqual(['2.9', '3.063']);
    expect(get(1, 'zm')).toEqual(['7.2', '8.167']);
    expect(get(1, 'tx_3')).toEqual(['12/9.5', '12.25/9.8']);
    expect(get(1, 'yx_3')).toEqual(['2.08/1.78', '2.12/1.805']);
    expect(get(1, 'ws_0')).toEqual(['2.09', '2.12']);
    expect(get(1, 'ws_7')).toEqual(['1.798', '1.805']);
    expect(get(1, 'lm_2qz')).toEqual(['60', '78.4']);
    expect(get(1, 'lm_3qz')).toEqual(['700', '921.2']);
    expect(get(1, 'lm_3z2')).toEqual(['20/110', '28.564/921.2']);
    expect(get(1, 'lm_2zt')).toEqual(['50/25', '78.4/196']);
    expect(get(1, 'lm_tc')).toEqual(['150', '196']);
    expect(get(1, 'bz_5')).toEqual(['2.15', '2.242']);
    expect(get(1, 'bz_10')).toEqual(['5.4', '5.585']);
    expect(get(2, 'big')).toEqual(['1.98', '2']);
    expect(get(2, 'big_odd')).toEqual(['4.3', '4.329']);
    expect(get(2, 'big_even')).toEqual(['3.98', '4.768']);
    expect(get(2, 'max')).toEqual(['15', '17.857']);
    expect(get(2, 'triple')).toEqual(['90', '100']);
    expect(get(2, 'pair')).toEqual(['3.5', '3.704']);
    expect(get(2, 'straight')).toEqual(['17', '20.833']);
    expect(get(2, 'red')).toEqual(['2.99', '3.012']);
    expect(get(2, 'sum_0')).toEqual(['950', '1000']);
    expect(get(2, 'sum_13')).toEqual(['12.66', '13.333']);
  });

  it('counts the fair figures of 半波 and 不中', () => {
    for (const p of defaultPlaybox(1).find((g) => g.name === '半波')!.plays) {
      const [, colour, part] = p.id.split('_') as [string, string, string];
      let wins = 0;
      for (let n = 1; n <= 48; n++) {
        const attribute = { odd: n % 2 === 1, even: n % 2 === 0, big: n >= 25, small: n < 25 };
        if (ballColour(n) === colour && attribute[part as keyof typeof attribute]) wins += 1;
      }
      // Break-even with 49 returning the stake: wins/49 × fair + 1/49 = 1.
      expect(Number(p.fair)).toBeCloseTo(48 / wins, 3);
    }
    expect(findPlay(1, 'hb_red_small')!.odds).toBe('4.55'); // 10 winners: lottery.md's 4.55
    expect(findPlay(1, 'hb_red_big')!.odds).toBe('6.5'); // 7 winners: lottery.md's 6.5
    for (let k = 5; k <= 10; k++) {
      // P(none of k picks among 7 of 49) as a product, another way than the catalogue's.
      let p = 1;
      for (let i = 0; i < 7; i++) p *= (49 - k - i) / (49 - i);
      expect(Number(findPlay(1, `bz_${k}`)!.fair)).toBeCloseTo(1 / p, 3);
    }
  });

  it('counts totals as lottery.md', () => {
    expect(range('', 0, 13).map((t) => totalCount(Number(t)))).toEqual([
      1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75,
    ]);
    expect(totalCount(27)).toBe(1);
    expect(totalCount(28)).toBe(0);
  });

  it('copies: editing a playbox changes no later answer', () => {
    const box = defaultPlaybox(1);
    box[0]!.plays[0]!.odds = '1';
    expect(findPlay(1, 'tm')!.odds).toBe('48.8');
    expect(findPlay(1, 'big')).toBeUndefined();
    expect(findPlay(2, 'tm')).toBeUndefined();
  });
});

describe('odds', () => {
  it('parses to thousandths', () => {
    expect(parseOdds('1.965')).toEqual([1965n]);
    expect(parseOdds('20/110')).toEqual([20_000n, 110_000n]);
    expect(parseOdds('1')).toEqual([1000n]);
    expect(parseOdds('9999999.999')).toEqual([9_999_999_999n]);
    expect(formatThousandths(1965n)).toBe('1.965');
    expect(formatThousandths(12_500n)).toBe('12.5');
  });

  it('refuses bad odds', () => {
    for (const bad of [
      '',
      '0.999',
      '0',
      '1.9655',
      '-2',
      '+2',
      '2.',
      '.5',
      '1e3',
      ' 2',
      '01.5',
      '2//3',
      '2/',
      '10000000',
      'NaN',
    ])
      expect(() => parseOdds(bad), bad).toThrow(RangeError);
  });

  it('fits a play by tiers', () => {
    const tx = findPlay(1, 'tx_0')!;
    expect(tierCount(tx)).toBe(2);
    expect(oddsProblem(tx, '11')).toBeNull();
    expect(oddsProblem(tx, '11/9/8')).not.toBeNull();
    expect(oddsProblem(tx, 'x')).not.toBeNull();
    expect(tierOdds('12/9.5', 1)).toBe(9500n);
    expect(tierOdds('12', 1)).toBe(12_000n);
  });

  it('shows the own-sign figure for the year', () => {
    // 2026 is the 马 year: ZODIAC index 6.
    expect(displayOdds(1, 'tx_6', '12/9.5', IN_2026)).toBe('9.5');
    expect(displayOdds(1, 'tx_5', '12/9.5', IN_2026)).toBe('12');
    expect(displayOdds(1, 'yx_6', '2.08/1.78', IN_2026)).toBe('1.78');
    expect(displayOdds(1, 'yx_0', '2.08/1.78', IN_2026)).toBe('2.08');
    expect(displayOdds(1, 'tx_5', '12/9.5', Date.UTC(2025, 5, 1))).toBe('9.5'); // 蛇 year
    expect(displayOdds(1, 'lm_3z2', '20/110', IN_2026)).toBe('20/110');
    expect(displayOdds(2, 'big', '1.98', IN_2026)).toBe('1.98');
    expect(displayOdds(1, 'tx_6', '12', IN_2026)).toBe('12');
  });
});
