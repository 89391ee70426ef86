import { describe, expect, test } from 'vitest';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { compactChat } from './chat-lines.ts';
import { chat } from './test/lottery-data.ts';

const sys = (
  id: string,
  kind: LotteryChatMessage['kind'],
  expect: string,
  extra: Partial<LotteryChatMessage> = {},
) => chat({ id, sysmsg: 1, user_id: 0, author: '系统消息', kind, content: id, expect, ...extra });

/** Three issues of a busy room, each with every round line, and the players' messages. */
const ISSUES = ['41', '42', '43'].flatMap((issue) => [
  sys(`open${issue}`, 'open', issue),
  chat({ id: `chat${issue}` }),
  sys(`seal${issue}`, 'seal', issue),
  sys(`drawing${issue}`, 'drawing', issue),
  sys(`result${issue}`, 'result', issue),
  sys(`win${issue}a`, 'win', issue, { user_id: 7 }),
  sys(`win${issue}b`, 'win', issue, { user_id: 8 }),
  chat({ id: `bet${issue}`, kind: 'bet', user_id: 7 }),
]);

describe('compactChat', () => {
  test('at most one system line per issue: its result with its wins folded in', () => {
    const entries = compactChat(ISSUES, { hideSystem: false, myId: 7 });
    expect(entries.map((entry) => entry.message.id)).toEqual([
      'chat41', 'result41', 'bet41',
      'chat42', 'result42', 'bet42',
      'chat43', 'result43', 'bet43',
    ]); // prettier-ignore
    const result = entries[1]!;
    expect(result.wins?.map((win) => win.id)).toEqual(['win41a', 'win41b']);
    expect(result.mine?.id).toBe('win41a');
    expect(entries[2]!.own).toBe(true);
    expect(entries[0]!.own).toBe(false);
  });

  test('hidden: no round line at all; players, bets and the local help stay', () => {
    const help = chat({ id: 'help', sysmsg: 1, user_id: 0, kind: 'chat', content: '下注格式' });
    const entries = compactChat([...ISSUES, help], { hideSystem: true, myId: 7 });
    expect(entries.map((entry) => entry.message.id)).toEqual([
      'chat41', 'bet41', 'chat42', 'bet42', 'chat43', 'bet43', 'help',
    ]); // prettier-ignore
  });

  test('wins whose result scrolled away still make one line for their issue', () => {
    const entries = compactChat(
      [sys('w1', 'win', '44'), sys('w2', 'win', '44'), sys('w3', 'win', '44')],
      { hideSystem: false, myId: null },
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.wins).toHaveLength(3);
  });
});
