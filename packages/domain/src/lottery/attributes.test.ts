import { describe, expect, it } from 'vitest';
import {
  ballColour,
  ballView,
  elementOf,
  ganzhiOf,
  isDomestic,
  LUNAR_TABLE_FROM_MS,
  LUNAR_TABLE_TO_MS,
  lunarYearOf,
  nayinOf,
  sumColour,
  sumView,
  yearSignIndexOf,
  ZODIAC,
  zodiacIndexOf,
  zodiacOf,
} from './attributes.ts';

const bj = (y: number, mo: number, d: number, h = 0) => Date.UTC(y, mo - 1, d, h - 8);
const IN_2025 = bj(2025, 6, 1);
const IN_2026 = bj(2026, 6, 1);
const balls = Array.from({ length: 49 }, (_, i) => i + 1);
const list = (s: string) => s.split(' ').map(Number);

describe('colours', () => {
  it('match the table of lottery.md', () => {
    const by = (c: string) => balls.filter((n) => ballColour(n) === c);
    expect(by('red')).toEqual(list('1 2 7 8 12 13 18 19 23 24 29 30 34 35 40 45 46'));
    expect(by('blue')).toEqual(list('3 4 9 10 14 15 20 25 26 31 36 37 41 42 47 48'));
    expect(by('green')).toEqual(list('5 6 11 16 17 21 22 27 28 32 33 38 39 43 44 49'));
    for (const bad of [0, 50, 1.5, Number.NaN]) expect(() => ballColour(bad)).toThrow(RangeError);
  });
});

describe('lunar year', () => {
  it('changes at Chinese New Year, Beijing midnight', () => {
    expect(lunarYearOf(bj(2026, 2, 16, 23) + 3_599_999)).toBe(2025);
    expect(lunarYearOf(bj(2026, 2, 17))).toBe(2026);
    expect(lunarYearOf(bj(2026, 1, 1))).toBe(2025);
    expect(lunarYearOf(bj(2025, 1, 29))).toBe(2025);
    expect(lunarYearOf(bj(2025, 1, 28, 23))).toBe(2024);
    expect(lunarYearOf(bj(2040, 12, 31))).toBe(2040);
    expect(lunarYearOf(LUNAR_TABLE_FROM_MS)).toBe(2020);
    expect(lunarYearOf(LUNAR_TABLE_TO_MS)).toBe(2040);
  });

  it('refuses dates outside the table', () => {
    for (const at of [LUNAR_TABLE_FROM_MS - 1, LUNAR_TABLE_TO_MS + 1, Number.NaN])
      expect(() => lunarYearOf(at)).toThrow(RangeError);
  });
});

describe('zodiac', () => {
  it('gives the year its sign on 01 13 25 37 49 and goes backwards', () => {
    expect(zodiacOf(1, IN_2026)).toBe('马');
    const signs = (at: number) =>
      Object.fromEntries(
        ZODIAC.map((sign) => [sign, balls.filter((n) => zodiacOf(n, at) === sign)]),
      );
    const y2026 = signs(IN_2026);
    expect(y2026['马']).toEqual([1, 13, 25, 37, 49]);
    expect(y2026['蛇']).toEqual([2, 14, 26, 38]);
    expect(y2026['龙']![0]).toBe(3);
    expect(y2026['兔']![0]).toBe(4);
    expect(y2026['虎']![0]).toBe(5);
    expect(y2026['牛']![0]).toBe(6);
    expect(y2026['鼠']![0]).toBe(7);
    expect(y2026['猪']![0]).toBe(8);
    expect(y2026['狗']![0]).toBe(9);
    expect(y2026['鸡']![0]).toBe(10);
    expect(y2026['猴']![0]).toBe(11);
    expect(y2026['羊']).toEqual([12, 24, 36, 48]);
    const y2025 = signs(IN_2025);
    expect(y2025['蛇']).toEqual([1, 13, 25, 37, 49]);
    expect(y2025['龙']![0]).toBe(2);
    expect(y2025['马']).toEqual([12, 24, 36, 48]);
    expect(zodiacOf(1, bj(2020, 6, 1))).toBe('鼠');
    expect(yearSignIndexOf(IN_2026)).toBe(zodiacIndexOf(1, IN_2026));
  });

  it('sorts 家禽 from 野兽', () => {
    expect(balls.filter((n) => isDomestic(n, IN_2026)).length).toBe(5 + 5 * 4);
    // 2026: 01 马 (domestic), 02 蛇 (wild), 06 牛, 07 鼠.
    expect([1, 2, 6, 7].map((n) => isDomestic(n, IN_2026))).toEqual([true, false, true, false]);
  });
});

describe('five elements', () => {
  it('are the 纳音 of the year each number stands for', () => {
    expect([ganzhiOf(2026), nayinOf(2026)]).toEqual(['丙午', '天河水']);
    expect([ganzhiOf(2025), nayinOf(2025)]).toEqual(['乙巳', '覆灯火']);
    expect([ganzhiOf(2023), nayinOf(2023)]).toEqual(['癸卯', '金箔金']);
    expect([ganzhiOf(1984), nayinOf(1984)]).toEqual(['甲子', '海中金']);
    expect(elementOf(1, IN_2026)).toBe('水');
    expect(elementOf(2, IN_2026)).toBe('火');
    expect(elementOf(4, IN_2026)).toBe('金');
  });

  it('reproduce both tables of lottery.md exactly', () => {
    const tables = {
      [IN_2025]: {
        金: '3 4 11 12 25 26 33 34 41 42',
        木: '7 8 15 16 23 24 37 38 45 46',
        水: '13 14 21 22 29 30 43 44',
        火: '1 2 9 10 17 18 31 32 39 40 47 48',
        土: '5 6 19 20 27 28 35 36 49',
      },
      [IN_2026]: {
        金: '4 5 12 13 26 27 34 35 42 43',
        木: '8 9 16 17 24 25 38 39 46 47',
        水: '1 14 15 22 23 30 31 44 45',
        火: '2 3 10 11 18 19 32 33 40 41 48 49',
        土: '6 7 20 21 28 29 36 37',
      },
    };
    for (const [at, table] of Object.entries(tables))
      for (const [element, numbers] of Object.entries(table))
        expect(balls.filter((n) => elementOf(n, Number(at)) === element)).toEqual(list(numbers));
  });
});

describe('views', () => {
  it('shows a ball', () => {
    expect(ballView(7, IN_2026)).toEqual({
      number: '07',
      colour: 'red',
      zodiac: '鼠',
      element: '土',
    });
  });

  it('shows a total with its label and colour', () => {
    expect(sumView([3, 5, 9])).toEqual({
      digits: [3, 5, 9],
      total: 17,
      text: '3+5+9=17',
      label: '大单',
      colour: 'blue',
    });
    expect(sumView([0, 0, 0]).label).toBe('小双');
    expect(sumView([4, 4, 5]).label).toBe('小单');
    expect(sumView([4, 5, 5]).label).toBe('大双');
    for (const gray of [0, 13, 14, 27]) expect(sumColour(gray)).toBe('gray');
    const counts = { red: 0, green: 0, blue: 0, gray: 0 };
    for (let t = 0; t <= 27; t++) counts[sumColour(t)] += 1;
    expect(counts).toEqual({ red: 8, green: 8, blue: 8, gray: 4 });
    for (const bad of [
      [1, 2],
      [1, 2, 10],
      [1, 2, -1],
      [1, 2, 0.5],
    ])
      expect(() => sumView(bad)).toThrow(RangeError);
  });
});
