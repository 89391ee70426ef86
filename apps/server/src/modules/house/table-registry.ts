import { HOUSE_TABLE_GAME_NAMES, type HouseTableGame } from '@app/contract/house-constants';
import type { TableSchedule } from '@app/domain/house/index';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { areasOf, isTableGame } from './table-rules.ts';

/**
 * The house tables as every node knows them (DESIGN §6): code, game, status, limits and schedule,
 * read from `house_tables`. The rounds' job slots derive from the schedules (every node the same),
 * so each node keeps them in memory and reads them again at most every REFRESH_MS: an operator's
 * change through another node reaches every node within that time, and a change of lengths takes
 * effect two rounds later (admin: `reschedule`), long after every node has it.
 */

export const REFRESH_MS = 5_000;

/** One player's stake on an area of one round: [min, max] fen. */
export type AreaLimits = Readonly<Record<string, readonly [bigint, bigint]>>;

export interface HouseTable {
  code: string;
  game: HouseTableGame;
  name: string;
  open: boolean;
  schedule: TableSchedule;
  limits: AreaLimits;
  sort: number;
}

/** The tables a new database starts with: two baccarat tables of different limits, 龙虎, 百人牛牛. */
const Y = 100n;
const SEED_ANCHOR_AT = Date.UTC(2025, 11, 31, 16, 0, 0); // 2026-01-01 00:00 Beijing

interface SeedTable {
  code: string;
  game: HouseTableGame;
  name: string;
  roundMs: number;
  bettingMs: number;
  limits: Record<string, [bigint, bigint]>;
}

export const TABLE_SEED: readonly SeedTable[] = [
  {
    code: 'bac1',
    game: 'baccarat',
    name: '百家乐 A',
    roundMs: 25_000,
    bettingMs: 15_000,
    limits: {
      player: [10n * Y, 5_000n * Y],
      banker: [10n * Y, 5_000n * Y],
      tie: [10n * Y, 1_000n * Y],
      player_pair: [10n * Y, 1_000n * Y],
      banker_pair: [10n * Y, 1_000n * Y],
    },
  },
  {
    code: 'bac2',
    game: 'baccarat',
    name: '百家乐 B',
    roundMs: 25_000,
    bettingMs: 15_000,
    limits: {
      player: [100n * Y, 50_000n * Y],
      banker: [100n * Y, 50_000n * Y],
      tie: [100n * Y, 10_000n * Y],
      player_pair: [100n * Y, 10_000n * Y],
      banker_pair: [100n * Y, 10_000n * Y],
    },
  },
  {
    code: 'dt1',
    game: 'dragon_tiger',
    name: '龙虎',
    roundMs: 16_000,
    bettingMs: 10_000,
    limits: {
      dragon: [10n * Y, 5_000n * Y],
      tiger: [10n * Y, 5_000n * Y],
      tie: [10n * Y, 1_000n * Y],
    },
  },
  {
    code: 'nn1',
    game: 'niuniu',
    name: '百人牛牛',
    roundMs: 27_000,
    bettingMs: 15_000,
    limits: {
      tian: [10n * Y, 2_000n * Y],
      di: [10n * Y, 2_000n * Y],
      xuan: [10n * Y, 2_000n * Y],
      huang: [10n * Y, 2_000n * Y],
    },
  },
];

export function limitsJson(limits: AreaLimits): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(limits).map(([a, [min, max]]) => [a, [`${min}`, `${max}`]])),
  );
}

/** Makes the seeded tables that are missing (insert if missing: safe on several nodes at once). */
export async function seedTables(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.store.db
    .insertInto('house_tables')
    .values(
      TABLE_SEED.map((t, i) => ({
        code: t.code,
        game: t.game,
        name: t.name,
        status: 1,
        round_ms: t.roundMs,
        betting_ms: t.bettingMs,
        anchor_round: 1,
        anchor_at: SEED_ANCHOR_AT,
        limits: limitsJson(t.limits),
        sort: i + 1,
        updated_at: now,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

type Row = {
  code: string;
  game: string;
  name: string;
  status: number;
  round_ms: number;
  betting_ms: number;
  anchor_round: number;
  anchor_at: number;
  limits: string;
  sort: number;
  previous_schedule: string;
};

/** The stored previous schedule (a change of lengths), or undefined. */
export function previousOf(json: string): TableSchedule | undefined {
  if (json === '') return undefined;
  const p = JSON.parse(json) as Record<string, number>;
  return {
    anchorRound: Number(p.anchor_round),
    anchorAt: Number(p.anchor_at),
    roundMs: Number(p.round_ms),
    bettingMs: Number(p.betting_ms),
  };
}

export function previousJson(schedule: TableSchedule): string {
  return JSON.stringify({
    anchor_round: schedule.anchorRound,
    anchor_at: schedule.anchorAt,
    round_ms: schedule.roundMs,
    betting_ms: schedule.bettingMs,
  });
}

function tableOf(row: Row): HouseTable | null {
  if (!isTableGame(row.game)) return null;
  const stored = JSON.parse(row.limits) as Record<string, [string, string]>;
  const limits: Record<string, readonly [bigint, bigint]> = {};
  for (const area of areasOf(row.game)) {
    const pair = stored[area];
    if (pair) limits[area] = [BigInt(pair[0]), BigInt(pair[1])];
  }
  return {
    code: row.code,
    game: row.game,
    name: row.name || HOUSE_TABLE_GAME_NAMES[row.game],
    open: row.status === 1,
    schedule: {
      anchorRound: row.anchor_round,
      anchorAt: row.anchor_at,
      roundMs: row.round_ms,
      bettingMs: row.betting_ms,
      ...(row.previous_schedule ? { previous: previousOf(row.previous_schedule) } : {}),
    },
    limits,
    sort: row.sort,
  };
}

const TABLE_COLUMNS = [
  'code',
  'game',
  'name',
  'status',
  'round_ms',
  'betting_ms',
  'anchor_round',
  'anchor_at',
  'limits',
  'sort',
  'previous_schedule',
] as const;

/** Every table as stored, by sort order. */
export async function readTables(db: Store['db'] | Tx): Promise<HouseTable[]> {
  const rows = await db
    .selectFrom('house_tables')
    .select([...TABLE_COLUMNS])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(tableOf).filter((t): t is HouseTable => t !== null);
}

export async function readTable(db: Store['db'] | Tx, code: string): Promise<HouseTable | null> {
  const row = await db
    .selectFrom('house_tables')
    .select([...TABLE_COLUMNS])
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? tableOf(row) : null;
}

const registry = defineAppState('house.tables', () => ({
  tables: [] as HouseTable[],
  loadedAt: Number.NEGATIVE_INFINITY,
  loading: null as Promise<void> | null,
}));

/** Reads the tables into this node's registry now. */
export async function loadTables(ctx: AppContext): Promise<HouseTable[]> {
  const state = registry(ctx);
  state.tables = await readTables(ctx.store.db);
  state.loadedAt = ctx.clock.now();
  return state.tables;
}

/**
 * The tables as this node knows them, for the job slots (synchronous): a read in the background
 * starts when the copy is older than REFRESH_MS; until it lands the copy answers.
 */
export function knownTables(ctx: AppContext): readonly HouseTable[] {
  const state = registry(ctx);
  if (state.loading === null && ctx.clock.now() - state.loadedAt > REFRESH_MS) {
    state.loading = loadTables(ctx)
      .then(() => undefined)
      .catch((error: unknown) => ctx.log?.warn({ err: error }, 'house tables: reload failed'))
      .finally(() => {
        state.loading = null;
      });
  }
  return state.tables;
}
