import type {
  HouseAreaTotal,
  HouseTableData,
  HouseTableRoom,
  HouseTablesData,
  HouseMyRound,
} from '@app/contract/house-tables';
import { formatMinor } from '@app/contract/money';
import { tableRoundAt, type NiuniuOutcome, type TableOutcomes } from '@app/domain/house/index';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { memo } from '../../platform/memo.ts';
import { DomainError } from '../../platform/errors.ts';
import { houseVenueBalance } from '../ledger/index.ts';
import { readTable, readTables, type HouseTable } from './table-registry.ts';
import { ensureRound, lastDealt, type Db, type RoundRow } from './table-rounds.ts';
import { areaName, areasOf, oddsText } from './table-rules.ts';

/**
 * What a table shows (contract house-tables.ts): the round under way with its commitment, the
 * areas with odds and limits, every player's totals on the open round, the last 60 results; and
 * for the player asking, their bets and balance. Read from the database on every call: any node
 * answers the same.
 */

export const RESULTS_SHOWN = 60;

/** Chips the felt offers (fen), those within the table's limits shown. */
const CHIPS_MINOR = [1_000n, 5_000n, 10_000n, 50_000n, 100_000n, 500_000n, 1_000_000n];

export async function tableOrRefuse(db: Db, code: string): Promise<HouseTable> {
  const table = await readTable(db, code);
  if (!table) throw new DomainError('house_table_unknown');
  return table;
}

/** The round under way (betting or dealing) and its row; null while the table is closed. */
export async function currentRound(
  ctx: AppContext,
  table: HouseTable,
  now: number,
): Promise<{ row: RoundRow; phase: 'betting' | 'dealing' } | null> {
  if (!table.open) return null;
  const at = tableRoundAt(table.schedule, now);
  if (at.phase === 'waiting') return null;
  const row = await ensureRound(ctx, table, at.round);
  const phase = now < row.closes_at && row.state === 'open' ? 'betting' : 'dealing';
  return { row, phase };
}

export async function areaTotals(db: Db, roundId: number): Promise<HouseAreaTotal[]> {
  const rows = await db
    .selectFrom('house_table_bets')
    .select((eb) => [
      'area',
      eb.fn.sum<bigint>('stake_minor').as('amount_minor'),
      eb.fn.count<number>('user_id').as('players'),
    ])
    .where('round_id', '=', roundId)
    .groupBy('area')
    .execute();
  return rows.map((r) => ({
    area: r.area,
    amount: formatMinor(BigInt(r.amount_minor)),
    players: Number(r.players),
  }));
}

/** The public state of a table: the room's snapshot. */
export async function tableRoom(ctx: AppContext, table: HouseTable): Promise<HouseTableRoom> {
  return (await roomAndRound(ctx, table)).room;
}

/** The room's state and the id of the round under way (null while the table is closed). */
async function roomAndRound(
  ctx: AppContext,
  table: HouseTable,
): Promise<{ room: HouseTableRoom; roundId: number | null }> {
  const now = ctx.clock.now();
  const current = await currentRound(ctx, table, now);
  const [totals, results] = await Promise.all([
    current ? areaTotals(ctx.store.db, current.row.id) : Promise.resolve([]),
    lastDealt(ctx.store.db, table.code, RESULTS_SHOWN),
  ]);
  const room: HouseTableRoom = {
    code: table.code,
    name: table.name,
    game: table.game,
    phase: current?.phase ?? 'closed',
    now,
    current: current
      ? {
          round: current.row.round,
          commit: current.row.commitment,
          opens_at: current.row.opens_at,
          closes_at: current.row.closes_at,
          ends_at: current.row.ends_at,
        }
      : null,
    areas: areasOf(table.game).map((area) => {
      const [min, max] = table.limits[area] ?? [0n, 0n];
      return {
        area,
        name: areaName(area),
        odds: oddsText(table.game, area),
        min: formatMinor(min),
        max: formatMinor(max),
      };
    }),
    totals,
    results,
  };
  return { room, roundId: current?.row.id ?? null };
}

/** The player's bets on a round, and what it paid once settled. */
export async function myRound(
  db: Db,
  roundId: number,
  round: number,
  userId: number,
): Promise<HouseMyRound | null> {
  const [bets, record] = await Promise.all([
    db
      .selectFrom('house_table_bets')
      .select(['area', 'stake_minor', 'held_minor'])
      .where('round_id', '=', roundId)
      .where('user_id', '=', userId)
      .orderBy('area')
      .execute(),
    db
      .selectFrom('house_table_records')
      .select(['paid_minor'])
      .where('round_id', '=', roundId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  if (bets.length === 0) return null;
  return {
    round,
    bets: bets.map((b) => ({ area: b.area, amount: formatMinor(b.stake_minor) })),
    staked: formatMinor(bets.reduce((t, b) => t + b.held_minor, 0n)),
    paid: record ? formatMinor(record.paid_minor) : null,
  };
}

/** The player's last settled round at the table. */
async function lastMine(db: Db, code: string, userId: number): Promise<HouseMyRound | null> {
  const record = await db
    .selectFrom('house_table_records')
    .select(['round_id', 'round'])
    .where('user_id', '=', userId)
    .where('table_code', '=', code)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return record ? myRound(db, record.round_id, record.round, userId) : null;
}

/** GET /api/house/table: the room's state and the player's part. */
export async function tableForPlayer(
  ctx: AppContext,
  code: string,
  userId: number,
): Promise<HouseTableData> {
  const table = await tableOrRefuse(ctx.store.db, code);
  const { room, roundId } = await roomAndRound(ctx, table);
  const current = room.current;
  const [balance, mine, last] = await Promise.all([
    houseVenueBalance(ctx.store, userId),
    current && roundId !== null
      ? myRound(ctx.store.db, roundId, current.round, userId)
      : Promise.resolve(null),
    lastMine(ctx.store.db, code, userId),
  ]);
  const maxLimit = Object.values(table.limits).reduce((m, [, max]) => (max > m ? max : m), 0n);
  const minLimit = Object.values(table.limits).reduce(
    (m, [min]) => (m === 0n || min < m ? min : m),
    0n,
  );
  const chips = CHIPS_MINOR.filter((c) => c >= minLimit / 10n && c <= maxLimit).slice(0, 6);
  return {
    ...room,
    balance: formatMinor(balance),
    mine,
    last_mine: last,
    chips: chips.map(formatMinor),
  };
}

/** A dealt round's winner in the lobby's words (百人牛牛: the seats that beat the banker). */
export function winnerWord(game: HouseTable['game'], outcome: TableOutcomes[typeof game]): string {
  if (game !== 'niuniu') return (outcome as { winner: string }).winner;
  const seats = (outcome as NiuniuOutcome).seats;
  const won = ['tian', 'di', 'xuan', 'huang'].filter((_, i) => seats[i]?.winner === 'seat');
  return won.length === 0 ? 'banker' : won.join(',');
}

/**
 * How long a node answers the tables' list from its copy: the lobby asks every 5 s per player, and
 * each answer reads the last 60 results of every table. `now` is the answer's own.
 */
const TABLES_LIST_MS = 1_000;
const tablesListCache = defineAppState('house.tablesList', (ctx) =>
  memo<HouseTablesData>(TABLES_LIST_MS, ctx.clock),
);

/** GET /api/house/tables. */
export async function tablesList(ctx: AppContext): Promise<HouseTablesData> {
  const list = await tablesListCache(ctx).get(() => readTablesList(ctx));
  const now = ctx.clock.now();
  return list.map((table) => ({ ...table, now }));
}

async function readTablesList(ctx: AppContext): Promise<HouseTablesData> {
  const tables = await readTables(ctx.store.db);
  const now = ctx.clock.now();
  return Promise.all(
    tables.map(async (table) => {
      const current = await currentRound(ctx, table, now);
      const results = await lastDealt(ctx.store.db, table.code, RESULTS_SHOWN);
      const limits = Object.values(table.limits);
      const min = limits.reduce(
        (m, [lo]) => (m === null || lo < m ? lo : m),
        null as bigint | null,
      );
      const max = limits.reduce((m, [, hi]) => (hi > m ? hi : m), 0n);
      return {
        code: table.code,
        game: table.game,
        round: current?.row.round ?? null,
        last: results[0]?.round ?? null,
        name: table.name,
        phase: current?.phase ?? 'closed',
        closes_at: current?.row.closes_at ?? null,
        now,
        min: formatMinor(min ?? 0n),
        max: formatMinor(max),
        winners: results.map((r) => winnerWord(table.game, r.outcome)),
      };
    }),
  );
}
