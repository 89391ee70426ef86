import { randomBytes } from 'node:crypto';
import {
  commitOf,
  recomputeTableRound,
  tableRoundTimes,
  type TableOutcomes,
} from '@app/domain/house/index';
import type { HouseTableGame } from '@app/contract/house-constants';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import type { HouseTable } from './table-registry.ts';
import type { HouseTableRoundsTable } from './tables.ts';

/**
 * A table's rounds (house-games.md "Table rounds"): the row of (table, round) is made when the
 * round opens — a fresh 32-byte seed and its SHA-256 commitment, shown before any bet — and its
 * times are fixed then, from the table's schedule. Dealing reads the seed: key = seed, prefix =
 * `<table>:<round>:<beacon>` (no beacon is mixed into table rounds: ''), cards and outcome by the
 * domain's `recomputeTableRound`, the very function the verification page runs.
 */

export type Db = Store['db'] | Tx;

export const ROUND_COLUMNS = [
  'id',
  'table_code',
  'round',
  'server_seed',
  'commitment',
  'beacon',
  'opens_at',
  'closes_at',
  'ends_at',
  'state',
  'cards',
  'outcome',
  'dealt_at',
] as const;

export type RoundRow = Omit<Pick<HouseTableRoundsTable, (typeof ROUND_COLUMNS)[number]>, 'id'> & {
  id: number;
};

export async function findRound(
  db: Db,
  code: string,
  round: number,
): Promise<RoundRow | undefined> {
  return db
    .selectFrom('house_table_rounds')
    .select([...ROUND_COLUMNS])
    .where('table_code', '=', code)
    .where('round', '=', round)
    .executeTakeFirst();
}

/**
 * The round's row, made with a fresh seed when missing (insert if missing: on several nodes the
 * first insert wins and everyone reads that one). Its times come from the schedule now in force.
 */
export async function ensureRound(
  ctx: AppContext,
  table: HouseTable,
  round: number,
  db: Db = ctx.store.db,
): Promise<RoundRow> {
  const found = await findRound(db, table.code, round);
  if (found) return found;
  const times = tableRoundTimes(table.schedule, round);
  const seed = randomBytes(32).toString('hex');
  await db
    .insertInto('house_table_rounds')
    .values({
      table_code: table.code,
      round,
      server_seed: seed,
      commitment: await commitOf(seed),
      beacon: '',
      opens_at: times.opensAt,
      closes_at: times.closesAt,
      ends_at: times.endsAt,
      state: 'open',
      cards: '',
      outcome: '',
      dealt_at: null,
      created_at: ctx.clock.now(),
    })
    .onConflict((oc) => oc.columns(['table_code', 'round']).doNothing())
    .execute();
  const made = await findRound(db, table.code, round);
  if (!made) throw new Error(`house table ${table.code} round ${round} was not made`);
  return made;
}

export interface Dealt<G extends HouseTableGame = HouseTableGame> {
  cards: number[];
  outcome: TableOutcomes[G];
}

/** The cards and outcome of a round from its seed (the same call the verification makes). */
export async function dealOf(game: HouseTableGame, row: RoundRow): Promise<Dealt> {
  return recomputeTableRound({
    game,
    table: row.table_code,
    round: row.round,
    seed: row.server_seed,
    beacon: row.beacon,
  });
}

/** A settled round as the room and the verification show it. */
export interface DealtRound {
  round: number;
  cards: number[];
  outcome: TableOutcomes[HouseTableGame];
  commit: string;
  seed: string;
  dealt_at: number;
}

export function dealtRoundOf(row: RoundRow): DealtRound | null {
  if (row.state !== 'settled' || row.cards === '' || row.dealt_at === null) return null;
  return {
    round: row.round,
    cards: JSON.parse(row.cards) as number[],
    outcome: JSON.parse(row.outcome) as TableOutcomes[HouseTableGame],
    commit: row.commitment,
    seed: row.server_seed,
    dealt_at: row.dealt_at,
  };
}

/** The last settled rounds of a table, newest first. */
export async function lastDealt(db: Db, code: string, limit: number): Promise<DealtRound[]> {
  const rows = await db
    .selectFrom('house_table_rounds')
    .select([...ROUND_COLUMNS])
    .where('table_code', '=', code)
    .where('state', '=', 'settled')
    .orderBy('round', 'desc')
    .limit(limit)
    .execute();
  return rows.map(dealtRoundOf).filter((r): r is DealtRound => r !== null);
}

/** The rounds of a table still open whose betting has closed: due for their deal. */
export async function dueRounds(store: Store, code: string, now: number): Promise<RoundRow[]> {
  return store.db
    .selectFrom('house_table_rounds')
    .select([...ROUND_COLUMNS])
    .where('table_code', '=', code)
    .where('state', '=', 'open')
    .where('closes_at', '<=', now)
    .orderBy('round')
    .limit(100)
    .execute();
}

/**
 * Locks the round's row for the rest of the transaction (PostgreSQL): a bet takes it shared, the
 * deal exclusively, so a bet either commits before the deal reads the bets or sees the round
 * settled. SQLite runs one writing transaction at a time.
 */
export async function lockRound(
  store: Store,
  tx: Tx,
  roundId: number,
  mode: 'share' | 'update',
): Promise<RoundRow | undefined> {
  let query = tx
    .selectFrom('house_table_rounds')
    .select([...ROUND_COLUMNS])
    .where('id', '=', roundId);
  if (store.dialect === 'postgres') query = mode === 'share' ? query.forShare() : query.forUpdate();
  return query.executeTakeFirst();
}
