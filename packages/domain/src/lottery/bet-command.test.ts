import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_COMMAND_HELP,
  COMMAND_NAMES,
  parseBetCommand,
  type CommandBet,
} from './bet-command.ts';
import { findPlay } from './plays.ts';

const bets = (text: string) => {
  const result = parseBetCommand(text);
  if (result.kind !== 'bets') return result.kind;
  return result.bets.map((b) => `${b.play}/${b.label}/${b.amountMinor}`);
};

describe('chat bet commands', () => {
  it('reads the forms of lottery.md', () => {
    expect(bets('大100')).toEqual(['big/大/10000']);
    expect(bets('100大')).toEqual(['big/大/10000']);
    expect(bets('大 100')).toEqual(['big/大/10000']);
    expect(bets('大：100 单：50')).toEqual(['big/大/10000', 'odd/单/5000']);
    expect(bets('大单10 大双20')).toEqual(['big_odd/大单/1000', 'big_even/大双/2000']);
    expect(bets('极大10 豹子10 顺子10 对子10')).toEqual([
      'max/极大/1000',
      'triple/豹子/1000',
      'straight/顺子/1000',
      'pair/对子/1000',
    ]);
    expect(bets('13点50')).toEqual(['sum_13/13点/5000']);
    expect(bets('13押50')).toEqual(['sum_13/13点/5000']);
    expect(bets('13/50')).toEqual(['sum_13/13点/5000']);
    expect(bets('0点1 27/2.5')).toEqual(['sum_0/0点/100', 'sum_27/27点/250']);
  });

  it('reads pinyin in any case, full-width forms and several separators', () => {
    expect(bets('DA100 xiao50 Dan1 shuang2')).toEqual([
      'big/大/10000',
      'small/小/5000',
      'odd/单/100',
      'even/双/200',
    ]);
    expect(bets('dd10 ds10 xd10 xs10 jd1 jx1 bz1 sz1 dz1 hong1 lv1 lan1')).toEqual([
      'big_odd/大单/1000',
      'big_even/大双/1000',
      'small_odd/小单/1000',
      'small_even/小双/1000',
      'max/极大/100',
      'min/极小/100',
      'triple/豹子/100',
      'straight/顺子/100',
      'pair/对子/100',
      'red/红波/100',
      'green/绿波/100',
      'blue/蓝波/100',
    ]);
    expect(bets('大１００　小５０，单10,双20')).toEqual([
      'big/大/10000',
      'small/小/5000',
      'odd/单/1000',
      'even/双/2000',
    ]);
    expect(bets('  红波 1.5 , 100 : 蓝  ')).toEqual(['red/红波/150', 'blue/蓝波/10000']);
  });

  it('matches the longest name', () => {
    expect(bets('大单100')).toEqual(['big_odd/大单/10000']);
    expect(bets('100大单')).toEqual(['big_odd/大单/10000']);
    expect(bets('dan100')).toEqual(['odd/单/10000']);
  });

  it('keeps ordinary chat as chat, even when it begins with a play name', () => {
    for (const text of [
      '',
      '   ',
      '你好',
      '哈哈',
      '大家好',
      '大家好啊，今天手气不错',
      '大 加油',
      '小心点',
      '单身狗',
      '双喜临门',
      '红包呢',
      '今天开大还是小？',
      '大？',
      '大!',
      'hello da xiao',
      'dang',
      '/',
      ' : , ',
      '点赞',
      // a number inside chat that does not begin like a bet
      '我要1000',
      '第3期开大了',
      '我今天赢了1000哈哈',
      '还有30秒',
      'xiaoming3',
      'hello 100',
    ])
      expect(parseBetCommand(text), text).toEqual({ kind: 'chat' });
  });

  it('answers a bet without its amount (only play names and markers) with the help', () => {
    for (const text of [
      '大',
      ' 大 ',
      '大单',
      '大 小',
      '大，单',
      '大：',
      '极大 豹子',
      '押大',
      '大押',
      '红',
      '红波',
      'DA',
      'dd',
      'xiao dan',
      '点',
      '大/',
    ])
      expect(parseBetCommand(text), text).toEqual({ kind: 'invalid', help: BET_COMMAND_HELP });
  });

  it('refuses the whole message when any part does not parse', () => {
    for (const text of [
      '大100 单',
      '大100 100',
      '大0',
      '大0.00',
      '大1.234',
      '大10000000.01',
      '大100000000',
      '28点50',
      '13点',
      '大100单50',
      '100大单50',
      '大100 abc',
      '买大100',
      '大-100',
      '大1e3',
      '50 13点',
      '大01',
      '13 50',
      '100',
      ' 13点',
      ':大100',
      '压大100',
      'da0',
    ])
      expect(parseBetCommand(text), text).toEqual({ kind: 'invalid', help: BET_COMMAND_HELP });
    expect(bets('大10000000')).toEqual(['big/大/1000000000']);
    expect(bets('大0.01')).toEqual(['big/大/1']);
  });

  it('answers long hostile messages quickly (no catastrophic backtracking)', () => {
    const started = performance.now();
    for (const text of [
      `大${' '.repeat(50_000)}x1`,
      `100${' '.repeat(50_000)}:`,
      `${'大100 '.repeat(10_000)}单`,
      `13点${' '.repeat(50_000)}`,
      '1'.repeat(50_000),
      `${'大单'.repeat(25_000)}`,
      `${'大 '.repeat(25_000)}大`,
    ])
      expect(parseBetCommand(text).kind).toBe('invalid');
    for (const text of [`${'大单'.repeat(25_000)}x`, `${'dan'.repeat(20_000)}g`])
      expect(parseBetCommand(text).kind).toBe('chat');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('names plays of the type-2 catalogue with their catalogue names', () => {
    for (const { play, label } of COMMAND_NAMES.values())
      expect(findPlay(2, play)?.name).toBe(label);
  });
});

describe('properties', () => {
  const spellings = [...COMMAND_NAMES.entries()];
  const amount = fc.bigInt({ min: 1n, max: 1_000_000_000n });
  /** An amount in fen written with 0, 1 or 2 decimals when exact. */
  const written = (minor: bigint, style: number) => {
    const whole = (minor / 100n).toString();
    const cents = (minor % 100n).toString().padStart(2, '0');
    if (cents === '00') return [whole, `${whole}.00`, `${whole}.0`][style % 3]!;
    if (cents.endsWith('0')) return [`${whole}.${cents}`, `${whole}.${cents[0]}`][style % 2]!;
    return `${whole}.${cents}`;
  };
  const named = fc
    .tuple(fc.constantFrom(...spellings), amount, fc.nat(99), fc.nat(7), fc.boolean())
    .map(([[spelling, { play, label }], minor, style, form, upper]) => {
      const name = upper ? spelling.toUpperCase() : spelling;
      const a = written(minor, style);
      const forms = [
        `${name}${a}`,
        `${a}${name}`,
        `${name} ${a}`,
        `${a} ${name}`,
        `${name}:${a}`,
        `${name}：${a}`,
        `${name}： ${a}`,
        `${a}：${name}`,
      ];
      return { text: forms[form]!, bet: { play, label, amountMinor: minor } };
    });
  const totals = fc
    .tuple(fc.integer({ min: 0, max: 27 }), amount, fc.nat(99), fc.nat(4))
    .map(([total, minor, style, form]) => {
      const a = written(minor, style);
      const forms = [
        `${total}点${a}`,
        `${total}押${a}`,
        `${total}/${a}`,
        `${total}点 ${a}`,
        `${total}／${a}`,
      ];
      return {
        text: forms[form]!,
        bet: { play: `sum_${total}`, label: `${total}点`, amountMinor: minor },
      };
    });
  const one = fc.oneof(named, totals);
  const separator = fc.constantFrom(' ', '　', ',', '，', ' , ', '  ', ' ，');
  const message = fc
    .array(fc.tuple(one, separator), { minLength: 1, maxLength: 8 })
    .map((parts) => ({
      text: parts.map(([p, sep], i) => (i === 0 ? '' : sep) + p.text).join(''),
      bets: parts.map(([p]) => p.bet) as CommandBet[],
    }));

  it('reads back any message written in the allowed forms', () => {
    fc.assert(
      fc.property(message, ({ text, bets: expected }) => {
        expect(parseBetCommand(text)).toEqual({ kind: 'bets', bets: expected });
      }),
      { numRuns: 500 },
    );
  });

  /** A character that is in no play name, marker or joining mark, and is not a digit. */
  const vocabulary = new Set(
    [...[...COMMAND_NAMES.keys()].join(''), '点', '押', '/', ':', ',', ' '].flatMap((c) => [
      c,
      c.toUpperCase(),
    ]),
  );
  const outsider = fc
    .string({ minLength: 1, maxLength: 1, unit: 'grapheme' })
    .filter(
      (c) =>
        !/\d/.test(c.normalize('NFKC')) &&
        ![...c.normalize('NFKC').toLowerCase()].every((x) => vocabulary.has(x) || /\s/.test(x)),
    );
  const betWord = fc.constantFrom(...COMMAND_NAMES.keys(), '点', '押');
  const joiner = fc.constantFrom('', ' ', '，', ',', ':', '：', '/', ' ： ');

  it('a message of bet words without an amount is answered with the help', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(betWord, joiner), { minLength: 1, maxLength: 6 }), (parts) => {
        const text = parts.map(([w, j]) => w + j).join('');
        expect(parseBetCommand(text), text).toEqual({ kind: 'invalid', help: BET_COMMAND_HELP });
      }),
      { numRuns: 500 },
    );
  });

  it('a message without a digit and with any other word is chat, wherever that word is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(betWord, joiner), { maxLength: 4 }),
        outsider,
        fc.nat(),
        (parts, other, where) => {
          const words = parts.map(([w, j]) => w + j);
          const at = where % (words.length + 1);
          const text = [...words.slice(0, at), other, ...words.slice(at)].join('');
          expect(parseBetCommand(text), text).toEqual({ kind: 'chat' });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('chat that begins with neither a digit, a play name nor a word for betting stays chat', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('我', '第', '哈', '你', '今', '还', '好', '家', 'w', '?', '！', '😀'),
        fc.oneof(fc.string(), fc.stringMatching(/^[大小单双点押/:：0-9. ,dax]{0,30}$/)),
        (first, rest) => {
          expect(parseBetCommand(first + rest), first + rest).toEqual({ kind: 'chat' });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.stringMatching(/^[大小单双点押/:：0-9. ,dax]{0,30}$/),
        ),
        (text) => {
          const result = parseBetCommand(text);
          expect(['bets', 'invalid', 'chat']).toContain(result.kind);
          if (result.kind === 'bets')
            for (const b of result.bets)
              expect(b.amountMinor > 0n && b.amountMinor <= 1_000_000_000n).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never yields bets when one part is bad', () => {
    const bad = fc.constantFrom(
      '大',
      '100',
      '大0',
      '0大',
      '大1.234',
      '28点5',
      '大10000000.01',
      'abc1',
      '13点',
      '押50',
      'x',
      '大100单',
      '::',
      '100.',
      '.5大',
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(one, separator), { minLength: 1, maxLength: 6 }),
        bad,
        fc.nat(),
        separator,
        (parts, part, where, sep) => {
          // The bad part goes after a bet (between two, or at the end), with separators around
          // it: the message begins like a bet.
          const texts = parts.map(([p]) => p.text);
          const at = 1 + (where % texts.length);
          const text = [...texts.slice(0, at), part, ...texts.slice(at)].join(sep);
          expect(parseBetCommand(text).kind, text).toBe('invalid');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
