import { useEffect, useRef } from 'react';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { Avatar } from '../../../components/Avatar.tsx';
import { formatMoneyShort } from '@app/contract/money-format';
import type { ChatEntry } from '../chat-lines.ts';
import { LOTTERY_TEXT } from '../strings.ts';
import { DrawResult } from './DrawResult.tsx';

function BetCard({ message }: { message: LotteryChatMessage }) {
  const order = message.order;
  if (!order) return <span className="lottery-bubble">{message.content}</span>;
  return (
    <span className="lottery-bubble lottery-bet-card">
      <span className="lottery-bet-card__head">
        {message.expect ? LOTTERY_TEXT.issue(message.expect) : LOTTERY_TEXT.bet}
      </span>
      {order.data.map(([label, , amount], index) => (
        <span className="lottery-bet-card__line" key={`${index}-${label}`}>
          <span>{label}</span>
          <span>¥{formatMoneyShort(amount)}</span>
        </span>
      ))}
      <span className="lottery-bet-card__total">
        {LOTTERY_TEXT.betLines(order.data.length)} · {LOTTERY_TEXT.betTotal(order.total)}
      </span>
    </span>
  );
}

/** How many won in an issue: the count line's figure (more than announced by name), else the names. */
function winnerCount(wins: readonly LotteryChatMessage[]): number {
  for (const win of wins) {
    const figure = /共(\d+)位/.exec(win.content)?.[1];
    if (win.user_id === 0 && figure !== undefined) return Number(figure);
  }
  return wins.filter((win) => win.user_id !== 0).length;
}

/**
 * A system line: the help a wrong command gets, or an issue's one line — its result with its
 * winners folded in (the reader's own win first, else the top winner, and how many won).
 */
function SystemMessage({ entry }: { entry: ChatEntry }) {
  const { message, wins = [], mine } = entry;
  const highlight = message.kind === 'result' || message.kind === 'win';
  const named = wins.filter((win) => win.user_id !== 0);
  const shown =
    message.kind === 'result' ? (mine ?? named[0]) : mine === message ? undefined : mine;
  const count = winnerCount(wins);
  const more = count > 1 ? LOTTERY_TEXT.winners(count) : '';
  return (
    <div
      className={`lottery-system lottery-system--${message.kind}${highlight ? ' lottery-system--highlight' : ''}`}
    >
      {message.kind === 'result' && message.extend && message.expect ? (
        // One row: the issue and its balls (the text would say the same again).
        <span className="lottery-system__row">
          <span className="lottery-system__text">{LOTTERY_TEXT.lastResult(message.expect)}</span>
          <span className="lottery-system__result">
            <DrawResult extend={message.extend} small />
          </span>
        </span>
      ) : (
        <span className="lottery-system__text">{message.content}</span>
      )}
      {shown !== undefined || more !== '' ? (
        <span className={`lottery-system__wins${mine ? ' lottery-system__wins--mine' : ''}`}>
          {[shown?.content, more].filter(Boolean).join(' · ')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The chat area (spec part 1 §2): others on the left with avatar and name, the reader's own on
 * the right, system messages centred; bets as a small card, results and wins highlighted. Scrolls
 * to the newest message as it comes. Text is rendered as text, never as HTML.
 */
export function ChatList({ entries }: { entries: ChatEntry[] }) {
  const end = useRef<HTMLDivElement>(null);
  const last = entries.at(-1)?.message.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  return (
    <div
      className="lottery-chat"
      role="log"
      aria-live="polite"
      aria-label={LOTTERY_TEXT.chatLog}
      tabIndex={0}
    >
      {entries.map((entry) => {
        const { message, own } = entry;
        return message.sysmsg === 1 ? (
          <SystemMessage key={message.id} entry={entry} />
        ) : (
          <div
            key={message.id}
            className={`lottery-msg ${own ? 'lottery-msg--own' : 'lottery-msg--other'}`}
            data-kind={message.kind}
          >
            {own ? null : (
              <Avatar src={message.avatar || message.headurl} name={message.author} size={34} />
            )}
            <div className="lottery-msg__body">
              {own ? null : <span className="lottery-msg__author">{message.author}</span>}
              {message.kind === 'bet' ? (
                <BetCard message={message} />
              ) : (
                <span className="lottery-bubble">{message.content}</span>
              )}
            </div>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
