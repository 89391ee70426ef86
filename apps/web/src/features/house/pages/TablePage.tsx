import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { serverSkew, useHouseTable, type HouseTable } from '../api/house-table.ts';
import { BalanceBadge } from '../components/BalanceBadge.tsx';
import { ChipRack } from '../components/ChipRack.tsx';
import { GameFrame } from '../components/GameFrame.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { LowBalance } from '../components/LowBalance.tsx';
import { RoadsPanel } from '../components/RoadsPanel.tsx';
import { TableBanner } from '../components/TableBanner.tsx';
import { stageWord, TableClock } from '../components/TableClock.tsx';
import { TableDeal } from '../components/TableDeal.tsx';
import { TableFelt } from '../components/TableFelt.tsx';
import { fen } from '../tables/chips.ts';
import { dealView } from '../tables/deal.ts';
import { winningAreas } from '../tables/outcome.ts';
import {
  currentResult,
  revealTimes,
  tableStage,
  turnedAt,
  type TableStage,
} from '../tables/table-state.ts';
import { secondsLeft, useServerNow } from '../tables/use-server-now.ts';
import { useTableBetting } from '../tables/use-table-betting.ts';
import { useTableRoom } from '../tables/use-table-room.ts';
import { useHeldBalance, useTableWatch } from '../tables/use-table-watch.ts';
import { TABLE_TEXT } from '../strings.ts';
import '../house.css';
import '../tables.css';

/**
 * /house/table/:code: a house table (真人) — baccarat, dragon tiger or 百人牛牛. Its round's clock,
 * the cards of the deal turning one by one, the result, the felt with every player's totals and
 * the player's own stakes, the chips, and the roads. The table's room keeps it live.
 */
export function TablePage() {
  const { code = '' } = useParams();
  const table = useHouseTable(code);
  useTableRoom(code, table.data !== undefined);
  return table.data ? (
    <TableScreen key={code} table={table.data} cachedAt={table.dataUpdatedAt} />
  ) : (
    <GameFrame look="baccarat" title={TABLE_TEXT.lobbyTitle}>
      <LoadState error={table.error} onRetry={() => void table.refetch()} />
    </GameFrame>
  );
}

/** Where the round stands now, and how many of its cards are turned. */
function useRoundStage(table: HouseTable, now: number) {
  const result = currentResult(table);
  const count = dealView(table.game, result?.cards ?? null).order.length;
  const endsAt = table.current?.ends_at ?? 0;
  const times = useMemo(
    () => (result ? revealTimes(result, endsAt, count) : []),
    [result, endsAt, count],
  );
  const turned = result ? turnedAt(times, now) : 0;
  return { result, turned, stage: tableStage(table, now, turned, count) };
}

function TableScreen({ table, cachedAt }: { table: HouseTable; cachedAt: number }) {
  const now = useServerNow(table, cachedAt);
  const skew = serverSkew(table.now, cachedAt);
  const serverNow = useCallback(() => Date.now() + skew, [skew]);
  const { result, turned, stage } = useRoundStage(table, now);
  const betting = useTableBetting(table, serverNow, stage === 'betting');
  useTableWatch(table, skew, cachedAt);
  const balance = useHeldBalance(table.balance, stage === 'waiting' || stage === 'revealing');
  const settled = result && table.last_mine?.round === result.round ? table.last_mine : null;
  const low = fen(balance) < fen(table.chips[0] ?? '0');
  // the roads learn the round's result once its cards are all turned
  const roads = useMemo(
    () => (stage === 'revealing' ? table.results.filter((r) => r !== result) : table.results),
    [stage, table.results, result],
  );
  return (
    <GameFrame look={table.game} title={table.name} className="house-game--table">
      <TableHead table={table} balance={balance} stage={stage} now={now} />
      <div className="table-stage">
        <TableDeal
          game={table.game}
          cards={result?.cards ?? null}
          turned={turned}
          outcome={result?.outcome ?? null}
          hidden={stage === 'betting' || stage === 'closed'}
        />
        <div className="table-stage__status">
          {stage === 'result' && result ? (
            <TableBanner outcome={result.outcome} mine={settled} />
          ) : (
            <p className="table-stage__word">
              {stageWord(stage, secondsLeft(table.current?.closes_at ?? 0, now))}
            </p>
          )}
        </div>
      </div>
      <TableFelt
        table={table}
        pending={betting.pending}
        winners={stage === 'result' && result ? winningAreas(result.outcome) : []}
        disabled={stage !== 'betting'}
        onPlace={betting.place}
      />
      {low && <LowBalance />}
      <ChipRack chips={table.chips} betting={betting} disabled={stage !== 'betting'} />
      <RoadsPanel game={table.game} code={table.code} results={roads} />
    </GameFrame>
  );
}

function TableHead({
  table,
  balance,
  stage,
  now,
}: {
  table: HouseTable;
  balance: string;
  stage: TableStage;
  now: number;
}) {
  const current = table.current;
  return (
    <div className="table-head">
      <BalanceBadge balance={balance} />
      <span className="table-head__round">
        {current ? TABLE_TEXT.round(current.round) : TABLE_TEXT.closed}
      </span>
      <TableClock
        stage={stage}
        opensAt={current?.opens_at ?? 0}
        closesAt={current?.closes_at ?? 0}
        now={now}
      />
    </div>
  );
}
