/**
 * Chat bet commands of type-2 rooms (shared/domain/lottery.md, "Chat bet commands"): a message
 * holds one or more bets separated by spaces or commas (full-width too); a bet is a play name and
 * an amount in either order, optionally joined by a colon (':' or '：') and spaces — `大100`,
 * `100大`, `大 100`, `大：100` — or a total 0–27 with a marker then the amount: `13点50`,
 * `13押50`, `13/50` (the total always comes first). Longer names match first (大单 before 大);
 * pinyin shortcuts are case-insensitive. Full-width digits and punctuation count as their ASCII
 * forms (NFKC).
 *
 * A message either places all its bets or none: any part that does not parse makes it `invalid`
 * with `BET_COMMAND_HELP`. A message without a single digit is ordinary chat unless it is made of
 * nothing but play names and bet markers (`大`, `大单`, `大 小`, `dd`, `押大`, `大：`): an attempt at a
 * bet that forgot its amount, answered with the help too. Chat that only begins with a play
 * name (`大家好`, `大 加油`, `小心点`) stays chat.
 */
import { LOTTERY_MSG } from '@app/contract/messages-lottery';

/** The answer to a message that looks like a bet but does not parse. */
export const BET_COMMAND_HELP = LOTTERY_MSG.lotteryBetFormat;

/** The largest amount of one bet, in fen (10,000,000.00). */
export const MAX_COMMAND_AMOUNT_MINOR = 1_000_000_000n;

/** One bet of a command: the play id, its Chinese label and the amount in fen. */
export interface CommandBet {
  play: string;
  label: string;
  amountMinor: bigint;
}

/** What a chat message is. */
export type BetCommand =
  { kind: 'bets'; bets: CommandBet[] } | { kind: 'invalid'; help: string } | { kind: 'chat' };

/** The named plays of a command: id, label, and other spellings (lowercase). */
const NAMED: readonly (readonly [string, string, readonly string[]])[] = [
  ['big', '大', ['da']],
  ['small', '小', ['xiao']],
  ['odd', '单', ['dan']],
  ['even', '双', ['shuang']],
  ['big_odd', '大单', ['dd']],
  ['big_even', '大双', ['ds']],
  ['small_odd', '小单', ['xd']],
  ['small_even', '小双', ['xs']],
  ['max', '极大', ['jd']],
  ['min', '极小', ['jx']],
  ['triple', '豹子', ['bz']],
  ['pair', '对子', ['dz']],
  ['straight', '顺子', ['sz']],
  ['red', '红波', ['红', 'hong']],
  ['green', '绿波', ['绿', 'lv']],
  ['blue', '蓝波', ['蓝', 'lan']],
];

/** Every spelling a command accepts for each named play, lowercase. */
export const COMMAND_NAMES: ReadonlyMap<string, { play: string; label: string }> = new Map(
  NAMED.flatMap(([play, label, aliases]) =>
    [label, ...aliases].map((spelling) => [spelling, { play, label }] as const),
  ),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const NAME = `(${[...COMMAND_NAMES.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|')})`;
const AMOUNT = '((?:0|[1-9]\\d{0,7})(?:\\.\\d{1,2})?)';
const TOTAL = '(1\\d|2[0-7]|\\d)(?:点|押|/)';
const JOIN = '\\s*(?::\\s*)?';
const END = '(?=[\\s,]|$)';
/** One bet at the current position: total form, name first, amount first. */
const BET = new RegExp(
  `(?:${TOTAL}${JOIN}${AMOUNT}|${NAME}${JOIN}${AMOUNT}|${AMOUNT}${JOIN}${NAME})${END}`,
  'y',
);
const SEPARATORS = /[\s,]*/y;
/** A word of a bet without its amount: a play name or a marker, then any joining marks. */
const BET_WORD = new RegExp(`(?:${NAME}|点|押)[\\s,:/]*`, 'y');
const LEADING_MARKS = /[\s,:/]*/y;

/**
 * Whether a message without a digit is made of nothing but bet words (play names, 点, 押, and
 * the spaces, commas, colons and slashes between them): a bet without its amount. Greedy, one
 * pass, no backtracking: linear in the message.
 */
function onlyBetWords(message: string): boolean {
  LEADING_MARKS.lastIndex = 0;
  LEADING_MARKS.exec(message);
  let at = LEADING_MARKS.lastIndex;
  if (at === message.length) return false;
  while (at < message.length) {
    BET_WORD.lastIndex = at;
    if (!BET_WORD.test(message)) return false;
    at = BET_WORD.lastIndex;
  }
  return true;
}

/** Marks a message may begin with before its first bet word or digit. */
const LEADING = /[\s,:/.]*/y;
/** What a bet begins with: a digit, a play name (pinyin not inside a longer word) or 买/押/压. */
const BET_START = new RegExp(`(?:\\d|买|押|压|${NAME}(?![a-z]))`, 'y');

/**
 * Whether a message with a digit that does not parse is an attempt at a bet: it begins (after
 * any marks) with a digit, a play name or a word for betting (`大0`, `13点`, `100`, `买大100`).
 * Chat that merely holds a number (`第3期开大了`, `我今天赢了1000`) does not.
 */
function beginsLikeBet(message: string): boolean {
  LEADING.lastIndex = 0;
  LEADING.exec(message);
  BET_START.lastIndex = LEADING.lastIndex;
  return BET_START.test(message);
}

function amountOf(text: string): bigint | null {
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minor > 0n && minor <= MAX_COMMAND_AMOUNT_MINOR ? minor : null;
}

/**
 * Reads a chat message: its bets (all of them, in order); `invalid` with the help when it is an
 * attempt at a bet that does not parse — it begins like a bet and any part fails (or an amount
 * is 0 or above 10,000,000.00), or it is only bet words without an amount; else `chat`. Never
 * throws.
 */
export function parseBetCommand(text: string): BetCommand {
  if (typeof text !== 'string') return { kind: 'chat' };
  const message = text.normalize('NFKC').toLowerCase();
  if (!/\d/.test(message)) {
    return onlyBetWords(message) ? { kind: 'invalid', help: BET_COMMAND_HELP } : { kind: 'chat' };
  }
  const read = readBets(message);
  if (read.kind === 'invalid' && !beginsLikeBet(message)) return { kind: 'chat' };
  return read;
}

/** The bets of a message with a digit, all or none. */
function readBets(message: string): BetCommand {
  const invalid: BetCommand = { kind: 'invalid', help: BET_COMMAND_HELP };
  const bets: CommandBet[] = [];
  const skip = (at: number) => {
    SEPARATORS.lastIndex = at;
    SEPARATORS.exec(message);
    return SEPARATORS.lastIndex;
  };
  let at = skip(0);
  while (at < message.length) {
    BET.lastIndex = at;
    const m = BET.exec(message);
    if (!m) return invalid;
    const [, total, totalAmount, name, nameAmount, amountFirst, nameLast] = m;
    let bet: CommandBet;
    if (total !== undefined) {
      const amountMinor = amountOf(totalAmount as string);
      if (amountMinor === null) return invalid;
      bet = { play: `sum_${Number(total)}`, label: `${Number(total)}点`, amountMinor };
    } else {
      const spelled = COMMAND_NAMES.get((name ?? nameLast) as string);
      const amountMinor = amountOf((nameAmount ?? amountFirst) as string);
      if (!spelled || amountMinor === null) return invalid;
      bet = { ...spelled, amountMinor };
    }
    bets.push(bet);
    at = skip(BET.lastIndex);
  }
  return bets.length > 0 ? { kind: 'bets', bets } : invalid;
}
