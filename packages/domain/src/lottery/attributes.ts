/**
 * What a ball or a total is besides its number (shared/domain/lottery.md): the colour (波色) of a
 * type-1 number, its zodiac sign (生肖) and five-element (五行) for the lunar year of the draw, and
 * the label and colour of a type-2 total.
 */

/** A type-1 ball colour. */
export type BallColour = 'red' | 'blue' | 'green';
/** A type-2 total colour: gray for 0, 13, 14 and 27 (every colour bet loses). */
export type SumColour = BallColour | 'gray';
/** The five elements. */
export type Element = '金' | '木' | '水' | '火' | '土';

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];

function checkBall(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > 49) throw new RangeError(`not a ball: ${n}`);
}

/** The colour (波色) of a number 1–49: red 17 numbers, blue 16, green 16. */
export function ballColour(n: number): BallColour {
  checkBall(n);
  if (RED.includes(n)) return 'red';
  if (BLUE.includes(n)) return 'blue';
  return 'green';
}

/**
 * Chinese New Year (the first day of lunar year Y) in Beijing, 2020–2041: lunar year Y runs from
 * its entry to the next one, so the table covers draws from 2020-01-25 to 2041-01-31.
 */
const NEW_YEARS: readonly (readonly [number, number, number])[] = [
  [2020, 1, 25],
  [2021, 2, 12],
  [2022, 2, 1],
  [2023, 1, 22],
  [2024, 2, 10],
  [2025, 1, 29],
  [2026, 2, 17],
  [2027, 2, 6],
  [2028, 1, 26],
  [2029, 2, 13],
  [2030, 2, 3],
  [2031, 1, 23],
  [2032, 2, 11],
  [2033, 1, 31],
  [2034, 2, 19],
  [2035, 2, 8],
  [2036, 1, 28],
  [2037, 2, 15],
  [2038, 2, 4],
  [2039, 1, 24],
  [2040, 2, 12],
  [2041, 2, 1],
];
const NEW_YEAR_MS = NEW_YEARS.map(([y, m, d]) => Date.UTC(y, m - 1, d) - 8 * 3_600_000);

/** The first and the last instant `lunarYearOf` answers for. */
export const LUNAR_TABLE_FROM_MS = NEW_YEAR_MS[0] as number;
export const LUNAR_TABLE_TO_MS = (NEW_YEAR_MS.at(-1) as number) - 1;

/**
 * The lunar year (named by the Gregorian year it starts in) at an instant: it changes at Chinese
 * New Year, Beijing midnight. Throws a RangeError outside the table (before 2020-01-25 or from
 * 2041-02-01 Beijing time): a wrong zodiac would settle bets wrongly, so there is no guessing.
 */
export function lunarYearOf(atMs: number): number {
  if (!(atMs >= LUNAR_TABLE_FROM_MS && atMs <= LUNAR_TABLE_TO_MS))
    throw new RangeError('date outside the lunar calendar table (2020-01-25 to 2041-01-31)');
  let k = 0;
  while ((NEW_YEAR_MS[k + 1] as number) <= atMs) k += 1;
  return (NEW_YEARS[k] as readonly [number, number, number])[0];
}

/** The zodiac signs in order; 2020 (庚子) is 鼠, index 0. */
export const ZODIAC = [
  '鼠',
  '牛',
  '虎',
  '兔',
  '龙',
  '蛇',
  '马',
  '羊',
  '猴',
  '鸡',
  '狗',
  '猪',
] as const;
/** A zodiac sign. */
export type ZodiacSign = (typeof ZODIAC)[number];

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** The year a number stands for: lunar year Y − (n − 1). */
function yearOfBall(n: number, atMs: number): number {
  checkBall(n);
  return lunarYearOf(atMs) - (n - 1);
}

/** The zodiac index (into ZODIAC) of a number at a draw time; 01 has the year's own sign. */
export function zodiacIndexOf(n: number, atMs: number): number {
  return mod(yearOfBall(n, atMs) - 2020, 12);
}

/** The zodiac sign of a number at a draw time. */
export function zodiacOf(n: number, atMs: number): ZodiacSign {
  return ZODIAC[zodiacIndexOf(n, atMs)] as ZodiacSign;
}

/** The index of the lunar year's own sign (the one with five numbers) at a draw time. */
export function yearSignIndexOf(atMs: number): number {
  return mod(lunarYearOf(atMs) - 2020, 12);
}

/** 纳音 of the 60 干支 years from 甲子, one per pair: 海中金, 炉中火, 大林木, … 大海水. */
const NAYIN =
  '海中金 炉中火 大林木 路旁土 剑锋金 山头火 涧下水 城头土 白蜡金 杨柳木 泉中水 屋上土 霹雳火 松柏木 长流水 ' +
  '沙中金 山下火 平地木 壁上土 金箔金 覆灯火 天河水 大驿土 钗钏金 桑柘木 大溪水 沙中土 天上火 石榴木 大海水';
const NAYIN_NAMES = NAYIN.split(' ');
const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';

/** The 干支 of a year (1984 is 甲子), e.g. 2026 → '丙午'. */
export function ganzhiOf(year: number): string {
  const cycle = mod(year - 1984, 60);
  return (STEMS[cycle % 10] as string) + (BRANCHES[cycle % 12] as string);
}

/** The 纳音 name of a year's 干支, e.g. 2026 → '天河水'. */
export function nayinOf(year: number): string {
  return NAYIN_NAMES[Math.floor(mod(year - 1984, 60) / 2)] as string;
}

/**
 * The five-element (五行) of a number at a draw time: the 纳音 element of the 干支 of lunar year
 * Y − (n − 1). In 2026 (丙午 天河水) 01 is 水; 02 stands for 2025 (乙巳 覆灯火), 火.
 */
export function elementOf(n: number, atMs: number): Element {
  return nayinOf(yearOfBall(n, atMs)).slice(-1) as Element;
}

/** 家禽 (牛马羊鸡狗猪) rather than 野兽 (鼠虎兔龙蛇猴). */
const DOMESTIC = new Set([1, 6, 7, 9, 10, 11]);

/** Whether a number's sign is a domestic animal (家禽) at a draw time. */
export function isDomestic(n: number, atMs: number): boolean {
  return DOMESTIC.has(zodiacIndexOf(n, atMs));
}

/** What a type-1 ball shows: its two-digit number, colour, zodiac sign and element. */
export interface BallView {
  number: string;
  colour: BallColour;
  zodiac: ZodiacSign;
  element: Element;
}

/** The view of a type-1 ball at a draw time. */
export function ballView(n: number, atMs: number): BallView {
  return {
    number: String(n).padStart(2, '0'),
    colour: ballColour(n),
    zodiac: zodiacOf(n, atMs),
    element: elementOf(n, atMs),
  };
}

const SUM_RED = [3, 6, 9, 12, 15, 18, 21, 24];
const SUM_GREEN = [1, 4, 7, 10, 16, 19, 22, 25];
const SUM_BLUE = [2, 5, 8, 11, 17, 20, 23, 26];

/** The colour of a type-2 total 0–27. */
export function sumColour(total: number): SumColour {
  if (SUM_RED.includes(total)) return 'red';
  if (SUM_GREEN.includes(total)) return 'green';
  if (SUM_BLUE.includes(total)) return 'blue';
  return 'gray';
}

/** What a type-2 result shows. */
export interface SumView {
  digits: number[];
  total: number;
  /** 'a+b+c=total', e.g. '3+5+9=17'. */
  text: string;
  /** 大/小 (14–27 / 0–13) then 单/双, e.g. '大单', '小双'. */
  label: string;
  colour: SumColour;
}

/** The view of a type-2 result (three digits 0–9). Throws a RangeError on anything else. */
export function sumView(digits: number[]): SumView {
  if (digits.length !== 3 || !digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9))
    throw new RangeError('a type-2 result is three digits 0–9');
  const total = digits.reduce((a, b) => a + b, 0);
  return {
    digits: [...digits],
    total,
    text: `${digits.join('+')}=${total}`,
    label: (total >= 14 ? '大' : '小') + (total % 2 === 1 ? '单' : '双'),
    colour: sumColour(total),
  };
}
