import { useCallback, useState } from 'react';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { localStore } from '../../lib/storage.ts';

/** A message of the chat area with whether it is the reader's own. */
export interface ChatEntry {
  message: LotteryChatMessage;
  own: boolean;
  /** An issue's one system line: its win announcements, folded into it (highest payout first). */
  wins?: LotteryChatMessage[];
  /** Of those, the reader's own win. */
  mine?: LotteryChatMessage;
}

/**
 * The round's system lines that the room's head already shows (issue, countdown, 封盘中,
 * 开奖中): never a line of the chat.
 */
const IN_THE_HEAD: ReadonlySet<LotteryChatMessage['kind']> = new Set(['open', 'seal', 'drawing']);

/** The round's system lines that become the issue's one line: its result and its winners. */
const ISSUE_LINE: ReadonlySet<LotteryChatMessage['kind']> = new Set(['result', 'win']);

/**
 * The chat as shown: the messages (oldest first) with the round's system lines made compact:
 * open/seal/drawing dropped (the head shows the issue and its state), and an issue's result and
 * win announcements folded into ONE line at the place of the first of them. With `hideSystem`,
 * no round line at all (the head still shows the last result). Other system lines — the help a
 * wrong bet command gets — stay: they answer the reader.
 */
export function compactChat(
  messages: readonly LotteryChatMessage[],
  { hideSystem, myId }: { hideSystem: boolean; myId: number | null },
): ChatEntry[] {
  const entries: ChatEntry[] = [];
  const byIssue = new Map<string, ChatEntry>();
  for (const message of messages) {
    const round = message.sysmsg === 1;
    if (round && IN_THE_HEAD.has(message.kind)) continue;
    if (round && ISSUE_LINE.has(message.kind)) {
      if (hideSystem) continue;
      const key = message.expect ?? `id:${message.id}`;
      let entry = byIssue.get(key);
      if (entry === undefined) {
        entry = { message, own: false, wins: [] };
        byIssue.set(key, entry);
        entries.push(entry);
      }
      if (message.kind === 'result') entry.message = message;
      else {
        entry.wins?.push(message);
        if (myId !== null && message.user_id === myId) entry.mine = message;
      }
      continue;
    }
    entries.push({
      message,
      own: !round && myId !== null && message.user_id === myId,
    });
  }
  return entries;
}

/** Where the reader's choice to hide the round's system lines is kept on the device. */
export const HIDE_SYSTEM_KEY = 'lottery.hideSystemLines';

/** Whether the round's system lines are hidden, remembered on the device, and its switch. */
export function useHideSystemLines(): [boolean, (hide: boolean) => void] {
  const [hidden, setHidden] = useState(() => localStore.get(HIDE_SYSTEM_KEY) === '1');
  const set = useCallback((hide: boolean) => {
    if (hide) localStore.set(HIDE_SYSTEM_KEY, '1');
    else localStore.remove(HIDE_SYSTEM_KEY);
    setHidden(hide);
  }, []);
  return [hidden, set];
}
