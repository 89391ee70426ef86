import { Link } from 'react-router';
import { LOTTERY_TEXT } from '../strings.ts';

/** The right of the room's top bar: the trend page and the history dropdown's toggle. */
export function RoomNav({
  roomId,
  historyOpen,
  onToggleHistory,
}: {
  roomId: number;
  historyOpen: boolean;
  onToggleHistory: () => void;
}) {
  return (
    <span className="lottery-nav-right">
      <Link to={`/lotteryTrend?room_id=${roomId}`}>{LOTTERY_TEXT.trend}</Link>
      <button type="button" aria-expanded={historyOpen} onClick={onToggleHistory}>
        {LOTTERY_TEXT.history}
        {historyOpen ? '▴' : '▾'}
      </button>
    </span>
  );
}
