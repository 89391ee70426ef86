import { secondsLeft } from '../tables/use-server-now.ts';
import type { TableStage } from '../tables/table-state.ts';
import { TABLE_TEXT } from '../strings.ts';

const RING = 2 * Math.PI * 18;

/**
 * The round's clock: a ring emptying over the betting window with the seconds left in it; after
 * the close, what the table is doing (waiting for the deal, turning cards, the next round).
 */
export function TableClock({
  stage,
  opensAt,
  closesAt,
  now,
}: {
  stage: TableStage;
  opensAt: number;
  closesAt: number;
  now: number;
}) {
  const left = secondsLeft(closesAt, now);
  const share =
    stage === 'betting'
      ? Math.min(1, Math.max(0, (closesAt - now) / (closesAt - opensAt || 1)))
      : 0;
  const word = stageWord(stage, left);
  return (
    <div className={`table-clock table-clock--${stage}${left <= 5 ? ' table-clock--late' : ''}`}>
      <svg className="table-clock__ring" viewBox="0 0 44 44" role="timer" aria-label={word}>
        <circle className="table-clock__track" cx="22" cy="22" r="18" />
        <circle
          className="table-clock__left"
          cx="22"
          cy="22"
          r="18"
          strokeDasharray={`${RING * share} ${RING}`}
          transform="rotate(-90 22 22)"
        />
        <text className="table-clock__seconds" x="22" y="27" textAnchor="middle">
          {stage === 'betting' ? left : '—'}
        </text>
      </svg>
    </div>
  );
}

/** What the table is doing, in words: the seconds left to bet, the deal, the next round. */
export function stageWord(stage: TableStage, left: number): string {
  return stage === 'betting'
    ? TABLE_TEXT.bettingLeft(left)
    : stage === 'waiting'
      ? TABLE_TEXT.waitDeal
      : stage === 'revealing'
        ? TABLE_TEXT.dealing
        : stage === 'result'
          ? TABLE_TEXT.nextRound
          : TABLE_TEXT.closed;
}
