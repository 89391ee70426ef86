import { ballColour, yearSignIndexOf, ZODIAC, type BallColour } from './attributes.ts';

/**
 * The play catalogue of both lottery types with the default odds (shared/domain/lottery.md).
 *
 * Play ids are ASCII and stable forever: they are stored in bet lines. Odds are decimal (a win
 * pays stake × odds, the stake included), at most 3 decimals and at least 1; a tiered play has
 * one figure per tier, 'a/b' (特肖 and 一肖: another sign / the year's own sign; 三中二: 中二 /
 * 中三; 二中特: 中二 / 中特).
 *
 * `fair` is the exact break-even payout, rounded to 3 decimals, under the default rules
 * (rules.ts): type-1 两面 and 半波 bets get the stake back when the special number is 49, so their
 * fair odds are 48 / (winning numbers among 1–48); type-2 组合 bets get the stake back on 13 and 14
 * (大双 and 小单: (1000 − 75) / (269 − 75)); 大小单双 are shown at the stake below the first refund
 * tier (2.0). Each figure of a tiered play is the break-even of that tier alone. Every default
 * odds figure is below its fair figure, so the house edge shows.
 */

/** 1: six plus one from 1–49 (六合彩); 2: sum of three digits (PC28). */
export type LotteryType = 1 | 2;

/** One play. */
export interface PlayDef {
  /** ASCII, stable forever. */
  id: string;
  /** Chinese name shown to players. */
  name: string;
  /** Numbers the player chooses per line: 0 for fixed plays, 1 for 特码/正码/正N特, k for 连码/不中. */
  picks: number;
  /** Default odds: decimal up to 3 places; tiered plays 'a/b'. */
  odds: string;
  /** Break-even odds, same shape as `odds`. */
  fair: string;
}

/** A group of plays as the playbox shows it. */
export interface GroupDef {
  name: string;
  desc: string;
  /** 1: the player picks the play, then numbers from 1–49; 0: fixed plays. */
  special: 0 | 1;
  plays: PlayDef[];
}

/** `num / den` as a decimal with at most 3 places, rounded half up: ratio(1000n, 270n) = '3.704'. */
function ratio(num: bigint, den: bigint): string {
  return formatThousandths((num * 2000n + den) / (2n * den));
}

/** Thousandths as a decimal without trailing zeros: 1965n → '1.965', 2000n → '2'. */
export function formatThousandths(value: bigint): string {
  const whole = value / 1000n;
  const fraction = (value % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/** n choose k, exactly. */
function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

const play = (id: string, name: string, picks: number, odds: string, fair: string): PlayDef => ({
  id,
  name,
  picks,
  odds,
  fair,
});

// ---- Type 2 -------------------------------------------------------------------------------

/** How many of the 1,000 digit outcomes give each total 0–27. */
const TOTAL_COUNTS: readonly number[] = (() => {
  const counts = new Array<number>(28).fill(0);
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) counts[a + b + c]! += 1;
  return counts;
})();

/** Outcomes of a total (0–27) among the 1,000. */
export function totalCount(total: number): number {
  return TOTAL_COUNTS[total] ?? 0;
}

const over1000 = (wins: number) => ratio(1000n, BigInt(wins));

function sumOdds(count: number): string {
  // 95 % of fair, cut to 2 decimals: 950 for 0 and 27, 12.66 for 13 and 14.
  return formatThousandths((950_000n / BigInt(count) / 10n) * 10n);
}

function type2Playbox(): GroupDef[] {
  return [
    {
      name: '两面',
      desc: '大 14–27，小 0–13；单双按和值',
      special: 0,
      plays: [
        play('big', '大', 0, '1.98', '2'),
        play('small', '小', 0, '1.98', '2'),
        play('odd', '单', 0, '1.98', '2'),
        play('even', '双', 0, '1.98', '2'),
      ],
    },
    {
      name: '组合',
      desc: '大小与单双组合；和值 13、14 时中奖只退本金',
      special: 0,
      plays: [
        play('big_odd', '大单', 0, '4.3', over1000(231)),
        play('big_even', '大双', 0, '3.98', ratio(925n, 194n)),
        play('small_odd', '小单', 0, '3.98', ratio(925n, 194n)),
        play('small_even', '小双', 0, '4.3', over1000(231)),
      ],
    },
    {
      name: '特殊',
      desc: '极大 22–27，极小 0–5；豹子三同，对子两同，顺子三连',
      special: 0,
      plays: [
        play('max', '极大', 0, '15', over1000(56)),
        play('min', '极小', 0, '15', over1000(56)),
        play('triple', '豹子', 0, '90', over1000(10)),
        play('pair', '对子', 0, '3.5', over1000(270)),
        play('straight', '顺子', 0, '17', over1000(48)),
      ],
    },
    {
      name: '波色',
      desc: '和值的颜色；0、13、14、27 为灰，波色全输',
      special: 0,
      plays: [
        play('red', '红波', 0, '2.99', over1000(332)),
        play('green', '绿波', 0, '3.7', over1000(258)),
        play('blue', '蓝波', 0, '3.7', over1000(258)),
      ],
    },
    {
      name: '和值',
      desc: '猜中三个数字之和 0–27',
      special: 0,
      plays: TOTAL_COUNTS.map((count, total) =>
        play(`sum_${total}`, String(total), 0, sumOdds(count), over1000(count)),
      ),
    },
  ];
}

// ---- Type 1 -------------------------------------------------------------------------------

const ALL_SEVEN = choose(49, 7);
/** Break-even of "one of `numbers` numbers is among the seven balls". */
const anyOfSeven = (numbers: number) => ratio(ALL_SEVEN, ALL_SEVEN - choose(49 - numbers, 7));

const COLOURS = { red: '红', blue: '蓝', green: '绿' } as const;
const colourNumbers = (colour: BallColour) =>
  Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => ballColour(n) === colour);
const HALF_WAVE_PARTS = {
  odd: ['单', (n: number) => n % 2 === 1],
  even: ['双', (n: number) => n % 2 === 0],
  big: ['大', (n: number) => n >= 25],
  small: ['小', (n: number) => n <= 24],
} as const;

function halfWaves(): PlayDef[] {
  const plays: PlayDef[] = [];
  for (const colour of ['red', 'blue', 'green'] as const) {
    for (const [part, [name, test]] of Object.entries(HALF_WAVE_PARTS)) {
      // 49 returns the stake: count the winners among 1–48.
      const wins = colourNumbers(colour).filter((n) => n <= 48 && test(n)).length;
      const odds = formatThousandths((45_500n / BigInt(wins) / 10n) * 10n);
      plays.push(
        play(`hb_${colour}_${part}`, COLOURS[colour] + name, 0, odds, ratio(48n, BigInt(wins))),
      );
    }
  }
  return plays;
}

const NO_HIT_ODDS = ['2.15', '2.55', '3.05', '3.66', '4.42', '5.4'];
const NO_HIT_NAMES = ['五', '六', '七', '八', '九', '十'];

function type1Playbox(): GroupDef[] {
  const pairs = choose(49, 2);
  const triples = choose(49, 3);
  return [
    {
      name: '特码',
      desc: '选一个号码，与特码相同即中',
      special: 1,
      plays: [play('tm', '特码', 1, '48.8', '49')],
    },
    {
      name: '正码',
      desc: '选一个号码，在六个正码之中即中',
      special: 1,
      plays: [play('zm', '正码', 1, '7.2', ratio(49n, 6n))],
    },
    {
      name: '正特',
      desc: '选一个号码，与指定位置的正码相同即中',
      special: 1,
      plays: [1, 2, 3, 4, 5, 6].map((i) => play(`z${i}t`, `正${i}特`, 1, '48.8', '49')),
    },
    {
      name: '连码',
      desc: '选多个号码，按所选号码与开奖号码的关系中奖',
      special: 1,
      plays: [
        play('lm_2qz', '二全中', 2, '60', ratio(pairs, 15n)),
        play('lm_3qz', '三全中', 3, '700', ratio(triples, 20n)),
        play(
          'lm_3z2',
          '三中二',
          3,
          '20/110',
          `${ratio(triples, 15n * 43n)}/${ratio(triples, 20n)}`,
        ),
        play('lm_2zt', '二中特', 2, '50/25', `${ratio(pairs, 15n)}/${ratio(pairs, 6n)}`),
        play('lm_tc', '特串', 2, '150', ratio(pairs, 6n)),
      ],
    },
    {
      name: '不中',
      desc: '所选号码全部不在七个开奖号码之中即中',
      special: 1,
      plays: NO_HIT_ODDS.map((odds, i) =>
        play(
          `bz_${i + 5}`,
          `${NO_HIT_NAMES[i]}不中`,
          i + 5,
          odds,
          ratio(choose(49, i + 5), choose(42, i + 5)),
        ),
      ),
    },
    {
      name: '两面',
      desc: '按特码的属性；特码 49 为和，退回本金',
      special: 0,
      plays: [
        ['t_big', '特大'],
        ['t_small', '特小'],
        ['t_odd', '特单'],
        ['t_even', '特双'],
        ['t_sum_odd', '特合单'],
        ['t_sum_even', '特合双'],
        ['t_tail_big', '特尾大'],
        ['t_tail_small', '特尾小'],
        ['t_domestic', '家禽'],
        ['t_wild', '野兽'],
        // Each side holds 24 of the numbers 1–48.
      ].map(([id, name]) => play(id as string, name as string, 0, '1.965', '2')),
    },
    {
      name: '波色',
      desc: '特码的颜色',
      special: 0,
      plays: [
        play('t_red', '红波', 0, '2.7', ratio(49n, 17n)),
        play('t_blue', '蓝波', 0, '2.9', ratio(49n, 16n)),
        play('t_green', '绿波', 0, '2.9', ratio(49n, 16n)),
      ],
    },
    {
      name: '半波',
      desc: '特码的颜色加单双或大小；特码 49 为和，退回本金',
      special: 0,
      plays: halfWaves(),
    },
    {
      name: '特肖',
      desc: '特码的生肖；本命肖（五个号码）赔率较低',
      special: 0,
      plays: ZODIAC.map((sign, i) =>
        play(`tx_${i}`, sign, 0, '12/9.5', `${ratio(49n, 4n)}/${ratio(49n, 5n)}`),
      ),
    },
    {
      name: '一肖',
      desc: '七个开奖号码中有该生肖即中；本命肖赔率较低',
      special: 0,
      plays: ZODIAC.map((sign, i) =>
        play(`yx_${i}`, sign, 0, '2.08/1.78', `${anyOfSeven(4)}/${anyOfSeven(5)}`),
      ),
    },
    {
      name: '尾数',
      desc: '七个开奖号码中有该尾数即中',
      special: 0,
      plays: Array.from({ length: 10 }, (_, d) =>
        play(`ws_${d}`, `${d}尾`, 0, d === 0 ? '2.09' : '1.798', anyOfSeven(d === 0 ? 4 : 5)),
      ),
    },
  ];
}

const PLAYBOXES: Record<LotteryType, readonly GroupDef[]> = {
  1: type1Playbox(),
  2: type2Playbox(),
};
const BY_ID: Record<LotteryType, ReadonlyMap<string, PlayDef>> = {
  1: new Map(PLAYBOXES[1].flatMap((g) => g.plays).map((p) => [p.id, p])),
  2: new Map(PLAYBOXES[2].flatMap((g) => g.plays).map((p) => [p.id, p])),
};

/** The default playbox of a lottery type: a fresh copy, free to edit (e.g. the operator's odds). */
export function defaultPlaybox(type: LotteryType): GroupDef[] {
  return PLAYBOXES[type].map((group) => ({
    ...group,
    plays: group.plays.map((p) => ({ ...p })),
  }));
}

/** The play with this id in a lottery type's catalogue (default odds), or undefined. */
export function findPlay(type: LotteryType, id: string): PlayDef | undefined {
  const found = BY_ID[type]?.get(id);
  return found ? { ...found } : undefined;
}

const ODDS_FIGURE = /^(0|[1-9]\d{0,6})(?:\.(\d{1,3}))?$/;

/**
 * Odds as thousandths, one per tier: '1.965' → [1965n]; '20/110' → [20000n, 110000n]. Throws a
 * RangeError on anything else: empty tiers, more than 3 decimals, signs, spaces, exponents, a
 * figure below 1 (a win must at least return the stake) or above 9,999,999.999.
 */
export function parseOdds(odds: string): bigint[] {
  if (typeof odds !== 'string') throw new RangeError('odds must be a string');
  return odds.split('/').map((figure) => {
    const match = ODDS_FIGURE.exec(figure);
    if (!match) throw new RangeError(`bad odds: '${odds}'`);
    const value = BigInt(match[1] as string) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
    if (value < 1000n) throw new RangeError(`odds below 1: '${odds}'`);
    return value;
  });
}

/** How many odds figures a play has (2 for 特肖, 一肖, 三中二, 二中特; else 1). */
export function tierCount(p: PlayDef): number {
  return p.fair.split('/').length;
}

/**
 * Why odds do not suit a play, or null: they must parse and have one figure per tier, or a single
 * figure (then every tier pays it).
 */
export function oddsProblem(p: PlayDef, odds: string): string | null {
  let figures: bigint[];
  try {
    figures = parseOdds(odds);
  } catch {
    return '赔率格式错误';
  }
  return figures.length === 1 || figures.length === tierCount(p) ? null : '赔率档数不符';
}

/** The thousandths a tier (0-based) of these odds pays; a single figure pays every tier. */
export function tierOdds(odds: string, tier: number): bigint {
  const figures = parseOdds(odds);
  const figure = figures.length === 1 ? figures[0] : figures[tier];
  if (figure === undefined) throw new RangeError(`odds '${odds}' have no tier ${tier}`);
  return figure;
}

/**
 * The odds to show for a play at a draw time: 特肖 and 一肖 show the figure for that sign (the
 * second for the lunar year's own sign, else the first); other odds are shown as they are, and so
 * are malformed ones.
 */
export function displayOdds(type: LotteryType, playId: string, odds: string, atMs: number): string {
  const match = /^(tx|yx)_(\d+)$/.exec(playId);
  if (type !== 1 || !match || !findPlay(1, playId)) return odds;
  const figures = odds.split('/');
  if (figures.length !== 2) return odds;
  const own = Number(match[2]) === yearSignIndexOf(atMs);
  return (own ? figures[1] : figures[0]) as string;
}
