import { Link } from 'react-router';
import type { HouseTableGame } from '@app/contract/house-constants';
import { PullRefresh } from '../../../components/PullRefresh.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useHouseTables, type HouseTableSummary } from '../api/house-tables.ts';
import { LoadState } from '../components/LoadState.tsx';
import { secondsLeft, useServerNow } from '../tables/use-server-now.ts';
import { TABLE_TEXT, tableGameName } from '../strings.ts';
import { lookStyle } from '../theme.ts';
import '../house.css';
import '../tables.css';

/** /house/tables: the house tables (真人), each with its phase, clock, limits and recent road. */
export function HouseTablesPage() {
  const tables = useHouseTables();
  return (
    <TitledPage title={TABLE_TEXT.lobbyTitle}>
      {tables.data ? (
        <PullRefresh onRefresh={() => tables.refetch()}>
          <p className="table-lobby__intro">{TABLE_TEXT.lobbyIntro}</p>
          {tables.data.length === 0 ? (
            <p className="house-note">{TABLE_TEXT.noTables}</p>
          ) : (
            <TableCards tables={tables.data} cachedAt={tables.dataUpdatedAt} />
          )}
        </PullRefresh>
      ) : (
        <LoadState error={tables.error} onRetry={() => void tables.refetch()} />
      )}
    </TitledPage>
  );
}

function TableCards({ tables, cachedAt }: { tables: HouseTableSummary[]; cachedAt: number }) {
  const now = useServerNow(tables[0], cachedAt, 500);
  return (
    <ul className="table-lobby">
      {tables.map((table) => (
        <TableCard key={table.code} table={table} now={now} />
      ))}
    </ul>
  );
}

function TableCard({ table, now }: { table: HouseTableSummary; now: number }) {
  const betting = table.phase === 'betting' && table.closes_at !== null;
  const left = betting ? secondsLeft(table.closes_at!, now) : 0;
  const phase = betting && left === 0 ? 'dealing' : table.phase;
  return (
    <li className="table-lobby__card" style={lookStyle(table.game)}>
      <Link className="table-lobby__link" to={`/house/table/${encodeURIComponent(table.code)}`}>
        <span className="table-lobby__top">
          <strong className="table-lobby__name">{table.name}</strong>
          <span className="table-lobby__game">{tableGameName(table.game)}</span>
          <span className={`table-lobby__phase table-lobby__phase--${phase}`}>
            {TABLE_TEXT.phase[phase] ?? phase}
            {phase === 'betting' ? ` ${TABLE_TEXT.seconds(left)}` : ''}
          </span>
        </span>
        <span className="table-lobby__limits">{TABLE_TEXT.limits(table.min, table.max)}</span>
        <LobbyRoad game={table.game} winners={table.winners} />
        <span className="table-lobby__enter">{TABLE_TEXT.enter}</span>
      </Link>
    </li>
  );
}

/** Side of a winner in the lobby's bead road (banker and dragon red, player and tiger blue). */
const SIDES: Record<string, string> = {
  banker: 'banker',
  dragon: 'banker',
  player: 'player',
  tiger: 'player',
  tie: 'tie',
};

/**
 * A winner's bead: its side and word. 百人牛牛's winners are the seats that beat the banker
 * (`tian,di`) or `banker` when none did: the bead counts the winning seats, 庄 for none.
 */
function beadOf(game: HouseTableGame, winner: string): { side: string; text: string } {
  if (game === 'niuniu' && winner !== 'banker') {
    return { side: 'player', text: String(winner.split(',').length) };
  }
  return {
    side: SIDES[winner] ?? 'other',
    text: TABLE_TEXT.beadShort[winner] ?? winner.slice(0, 1),
  };
}

/** The last winners as a small bead road: oldest first, six to a column, the newest 36. */
function LobbyRoad({ game, winners }: { game: HouseTableGame; winners: string[] }) {
  const shown = winners.slice(0, 36).reverse();
  if (shown.length === 0) return <span className="table-lobby__empty">{TABLE_TEXT.noResults}</span>;
  return (
    <span className={`table-lobby__road table-lobby__road--${game}`} aria-hidden>
      {shown.map((winner, i) => {
        const bead = beadOf(game, winner);
        return (
          <span
            key={i}
            className={`table-lobby__bead table-lobby__bead--${bead.side}`}
            data-winner={winner}
          >
            {bead.text}
          </span>
        );
      })}
    </span>
  );
}
