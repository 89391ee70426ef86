import { sql } from 'kysely';
import type {
  SportsFixture,
  SportsFixtureData,
  SportsFixturesData,
  Sport,
} from '@app/contract/sports';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { memo, type Memo } from '../../platform/memo.ts';
import { fixtureMarkets } from './fixtures.ts';
import { cachedSportsLimits } from './settings.ts';
import { fixtureView } from './views.ts';
import './book-errors.ts';

/**
 * The player's reads (`GET /api/sports/fixtures`, `GET /api/sports/fixture`) and the rooms'
 * snapshots. The lists are polled and watched by many players: each node answers them from a copy
 * at most READ_MEMO_MS old (two queries per list and second, whatever the number of players); the
 * answer's `now` and the clocks are the copy's time (the clock's `at` says so).
 */

export const READ_MEMO_MS = 1_000;
/** The most fixtures a list answers (live first, then by start). */
export const LIST_MAX = 200;
/** Fixtures kept in this node's memo of single fixtures before it is cleared. */
const FIXTURE_MEMO_MAX = 500;
/** Fixtures read by one query of `freshFixtures`. */
const FRESH_MAX = 200;

type ListState = 'live' | 'upcoming';

const lists = defineAppState('sports.lists', () => new Map<string, Memo<SportsFixture[]>>());
const singles = defineAppState(
  'sports.fixtures',
  () => new Map<number, Memo<SportsFixture | null>>(),
);

async function loadList(
  ctx: AppContext,
  sport: Sport | undefined,
  state: ListState | undefined,
): Promise<SportsFixture[]> {
  const states =
    state === 'live'
      ? ['live', 'suspended']
      : state === 'upcoming'
        ? ['scheduled']
        : ['live', 'suspended', 'scheduled'];
  let query = ctx.store.db.selectFrom('sports_fixtures').selectAll().where('state', 'in', states);
  if (sport) query = query.where('sport', '=', sport);
  const rows = await query
    .orderBy(sql`case when state = 'scheduled' then 1 else 0 end`)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(LIST_MAX)
    .execute();
  const [markets, limits] = await Promise.all([
    fixtureMarkets(
      ctx.store.db,
      rows.map((r) => r.id),
    ),
    cachedSportsLimits(ctx),
  ]);
  const now = ctx.clock.now();
  const byFixture = groupByFixture(markets);
  return rows.map((r) => fixtureView(r, byFixture.get(r.id) ?? [], now, limits.liveDelay));
}

export function groupByFixture<T extends { fixture_id: number }>(
  rows: readonly T[],
): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.fixture_id);
    if (list) list.push(row);
    else out.set(row.fixture_id, [row]);
  }
  return out;
}

/** GET /api/sports/fixtures: live (and suspended in play) and upcoming fixtures, live first. */
export async function listAnswer(
  ctx: AppContext,
  sport: Sport | undefined,
  state: ListState | undefined,
): Promise<SportsFixturesData> {
  const key = `${sport ?? ''}|${state ?? ''}`;
  const memos = lists(ctx);
  let kept = memos.get(key);
  if (!kept) {
    kept = memo(READ_MEMO_MS, ctx.clock);
    memos.set(key, kept);
  }
  const fixtures = await kept.get(() => loadList(ctx, sport, state));
  return { now: ctx.clock.now(), fixtures };
}

/** One fixture with every market (not void), read now; null when there is none of this id. */
export async function freshFixture(ctx: AppContext, id: number): Promise<SportsFixture | null> {
  const [fixture] = await freshFixtures(ctx, [id]);
  return fixture ?? null;
}

/** Fixtures read now by ids (FRESH_MAX at a time), in the order of `ids`; unknown ids are left out. */
export async function freshFixtures(
  ctx: AppContext,
  ids: readonly number[],
): Promise<SportsFixture[]> {
  const out: SportsFixture[] = [];
  for (let i = 0; i < ids.length; i += FRESH_MAX) {
    const part = ids.slice(i, i + FRESH_MAX);
    const rows = await ctx.store.db
      .selectFrom('sports_fixtures')
      .selectAll()
      .where('id', 'in', part)
      .execute();
    const [markets, limits] = await Promise.all([
      fixtureMarkets(
        ctx.store.db,
        rows.map((r) => r.id),
      ),
      cachedSportsLimits(ctx),
    ]);
    const now = ctx.clock.now();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const byFixture = groupByFixture(markets);
    for (const id of part) {
      const row = byId.get(id);
      if (row) out.push(fixtureView(row, byFixture.get(id) ?? [], now, limits.liveDelay));
    }
  }
  return out;
}

/** GET /api/sports/fixture: refuses an unknown id (404, 赛事不存在). */
export async function fixtureAnswer(ctx: AppContext, id: number): Promise<SportsFixtureData> {
  const memos = singles(ctx);
  let kept = memos.get(id);
  if (!kept) {
    if (memos.size >= FIXTURE_MEMO_MAX) memos.clear();
    kept = memo(READ_MEMO_MS, ctx.clock);
    memos.set(id, kept);
  }
  const fixture = await kept.get(() => freshFixture(ctx, id));
  if (!fixture) throw new DomainError('sports_fixture_unknown');
  return { now: ctx.clock.now(), fixture };
}

/** This node's change: its copies are dropped so its next answer reads it. */
export function forgetReads(ctx: AppContext, id: number): void {
  for (const kept of lists(ctx).values()) kept.forget();
  singles(ctx).get(id)?.forget();
}
