import { useBalance, useRefreshBalance } from '../../../api/balance.ts';
import { useUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import type { LotteryRoom } from '../api/lottery-room.ts';
import { clock, type RoundState } from '../round.ts';
import { LOTTERY_TEXT } from '../strings.ts';
import { DrawResult } from './DrawResult.tsx';

/** The round's words: the countdown to the seal, the sealed or closed time left, or drawing. */
function roundText(state: RoundState, left: number, ftime: number): string {
  if (state === 'open') return `${LOTTERY_TEXT.countdownLabel} ${clock(left - ftime)}`;
  if (state === 'sealed') return `${LOTTERY_TEXT.sealed} ${clock(left)}`;
  if (state === 'closed') return `${LOTTERY_TEXT.closed} ${clock(left)}`;
  return LOTTERY_TEXT.drawing;
}

/**
 * The room's head: the next issue and its countdown, the balance (tap to refresh), the last draw,
 * and the switch that shows or hides the round's system lines in the chat.
 */
export function RoomDraw({
  data,
  state,
  left,
  balance,
  refreshBalance,
  user,
  hideSystem,
  onHideSystem,
}: {
  data: LotteryRoom;
  state: RoundState;
  left: number;
  balance: ReturnType<typeof useBalance>;
  refreshBalance: ReturnType<typeof useRefreshBalance>;
  user: ReturnType<typeof useUser>;
  hideSystem: boolean;
  onHideSystem: (hide: boolean) => void;
}) {
  return (
    <section className="lottery-draw" aria-label={LOTTERY_TEXT.nextIssue}>
      <div className="lottery-draw__row">
        <div className="lottery-draw__issue">
          <span className="lottery-draw__expect">{LOTTERY_TEXT.issue(data.nextexpect)}</span>
          <span className={`lottery-draw__state lottery-draw__state--${state}`} role="timer">
            {roundText(state, left, data.ftime)}
          </span>
        </div>
        <button
          type="button"
          className="lottery-draw__balance"
          onClick={() =>
            refreshBalance.mutate(undefined, {
              onSuccess: () => toast(LOTTERY_TEXT.balanceRefreshed),
            })
          }
        >
          {LOTTERY_TEXT.balance} ¥{balance.data?.balance ?? user.data?.balance ?? '--'} ↻
        </button>
      </div>
      <div className="lottery-draw__last">
        <div className="lottery-draw__last-row">
          <span className="lottery-draw__last-title">
            {data.last ? LOTTERY_TEXT.lastResult(data.last.expect) : LOTTERY_TEXT.noResult}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={!hideSystem}
            className="lottery-draw__system"
            onClick={() => onHideSystem(!hideSystem)}
          >
            {LOTTERY_TEXT.systemLines}
            <span className="lottery-draw__system-state" aria-hidden="true">
              {hideSystem ? LOTTERY_TEXT.off : LOTTERY_TEXT.on}
            </span>
          </button>
        </div>
        {data.last ? <DrawResult extend={data.last.extend} /> : null}
      </div>
    </section>
  );
}
