import { Link } from 'react-router';
import type { LotteryOpen } from '@app/contract/lottery';
import { LOTTERY_TEXT } from '../strings.ts';
import { DrawResult } from './DrawResult.tsx';

/** The draw-history drop-down (spec part 1 §2): the open list with a verification link per draw. */
export function HistoryDropdown({ roomId, openlist }: { roomId: number; openlist: LotteryOpen[] }) {
  return (
    <div className="lottery-history" role="region" aria-label={LOTTERY_TEXT.history}>
      {openlist.length === 0 ? (
        <div className="lottery-history__empty">{LOTTERY_TEXT.historyEmpty}</div>
      ) : (
        openlist.map((draw) => (
          <div className="lottery-history__row" key={draw.expect}>
            <div className="lottery-history__meta">
              <span className="lottery-history__expect">{LOTTERY_TEXT.issue(draw.expect)}</span>
              <span className="lottery-history__time">{draw.opentime2.slice(5)}</span>
            </div>
            <DrawResult extend={draw.extend} small />
            <Link
              className="lottery-history__verify"
              to={`/lotteryVerify?${new URLSearchParams({ room_id: String(roomId), expect: draw.expect }).toString()}`}
            >
              {LOTTERY_TEXT.verify}
            </Link>
          </div>
        ))
      )}
    </div>
  );
}
