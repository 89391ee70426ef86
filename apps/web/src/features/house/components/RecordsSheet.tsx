import { Button } from 'antd-mobile';
import { Link } from 'react-router';
import { houseVerifyPath } from '../../../lib/game-path.ts';
import { useHouseBets, type HouseBet } from '../api/house-bets.ts';
import { HOUSE_TEXT } from '../strings.ts';
import { HouseSheet } from './HouseSheet.tsx';

/** 记录: the player's house bets, newest first, each with its verification. */
export function RecordsSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <HouseSheet title={HOUSE_TEXT.recordsTitle} visible={visible} onClose={onClose}>
      <BetList />
    </HouseSheet>
  );
}

function BetList() {
  const bets = useHouseBets();
  const rows = bets.data?.pages.flatMap((page) => page.data) ?? [];
  if (bets.isPending) return <p className="house-note">{HOUSE_TEXT.loading}</p>;
  if (bets.isError && rows.length === 0) {
    return (
      <div className="house-note" role="alert">
        {bets.error.message}{' '}
        <Button size="mini" onClick={() => void bets.refetch()}>
          {HOUSE_TEXT.retry}
        </Button>
      </div>
    );
  }
  if (rows.length === 0) return <p className="house-note">{HOUSE_TEXT.noRecords}</p>;
  return (
    <>
      <ul className="house-bets">
        {rows.map((bet) => (
          <BetRow key={bet.bet_no} bet={bet} />
        ))}
      </ul>
      {bets.hasNextPage && (
        <Button
          block
          size="small"
          loading={bets.isFetchingNextPage}
          onClick={() => void bets.fetchNextPage()}
        >
          {HOUSE_TEXT.more}
        </Button>
      )}
    </>
  );
}

function BetRow({ bet }: { bet: HouseBet }) {
  const won = bet.win !== '0.00';
  return (
    <li className="house-bet">
      <div className="house-bet__head">
        <strong>{bet.game_name}</strong>
        <span className="house-bet__time">{bet.created_at}</span>
      </div>
      <div className="house-bet__figures">
        <span>{HOUSE_TEXT.recordBet(bet.bet)}</span>
        <span className={won ? 'house-bet__win' : undefined}>{HOUSE_TEXT.recordWin(bet.win)}</span>
        <Link className="house-bet__verify" to={houseVerifyPath(bet.bet_no)}>
          {HOUSE_TEXT.verify}
        </Link>
      </div>
      <div className="house-bet__no">
        {HOUSE_TEXT.betNo}：{bet.bet_no}
      </div>
    </li>
  );
}
