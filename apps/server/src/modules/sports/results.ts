import type { AdminSportsResult, AdminSportsResultConfirmed } from '@app/contract/admin-sports';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { operatorNames } from '../operators/index.ts';
import './bet-errors.ts';
import { lockFixture } from './fixtures.ts';
import { fixtureChanged } from './rooms.ts';
import { adoptResult, settleFixture } from './settle.ts';

/**
 * Results by maker–checker (issue "sportsbook"): an operator enters a fixture's final score or its
 * cancellation (pending; one pending at a time per fixture), a DIFFERENT operator confirms it —
 * it becomes the result in force, the one before it 'replaced', the fixture 'finished' (or
 * 'cancelled') — or rejects it. A result entered while another is in force is a correction;
 * the same as the one in force is refused. Confirming settles (or resettles) every bet it touches
 * (settle.ts; what a node dying midway leaves is done by the job). A feed's result is written
 * confirmed at once by the feed (source 'feed'): the settlement job adopts it. All audited.
 */

export interface ResultEntry {
  fixture: number;
  cancel: boolean;
  home: number | null;
  away: number | null;
}

/** The payload's union as one shape. */
export function entryOf(payload: {
  fixture: number;
  home?: number;
  away?: number;
  cancel?: true;
}): ResultEntry {
  if (payload.cancel === true) {
    return { fixture: payload.fixture, cancel: true, home: null, away: null };
  }
  return {
    fixture: payload.fixture,
    cancel: false,
    home: payload.home ?? 0,
    away: payload.away ?? 0,
  };
}

const RESULT_COLUMNS = [
  'id',
  'fixture_id',
  'score_home',
  'score_away',
  'cancel',
  'state',
  'correction',
  'source',
  'entered_by',
  'checked_by',
  'checked_at',
  'created_at',
] as const;

type Db = Store['db'] | Tx;

function readResult(db: Db, id: number) {
  return db
    .selectFrom('sports_results')
    .select([...RESULT_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
}

type ResultRow = NonNullable<Awaited<ReturnType<typeof readResult>>>;

/** Results as the console shows them (operators by name; the feed's as '数据源'). */
export async function resultViews(
  ctx: AppContext,
  rows: readonly ResultRow[],
): Promise<AdminSportsResult[]> {
  const ids = rows.flatMap((r) => [r.entered_by, r.checked_by]).filter((id) => id !== null);
  const names = await operatorNames(ctx, ids);
  const nameOf = (id: number | null) => (id === null ? '数据源' : (names.get(id) ?? `#${id}`));
  return rows.map((r) => ({
    id: r.id,
    fixture: r.fixture_id,
    score:
      r.cancel === 1 || r.score_home === null || r.score_away === null
        ? null
        : { home: r.score_home, away: r.score_away },
    state: r.state as AdminSportsResult['state'],
    correction: r.correction === 1,
    entered_by: nameOf(r.entered_by),
    entered_at: r.created_at,
    checked_by: r.checked_by === null ? null : nameOf(r.checked_by),
    checked_at: r.checked_at,
  }));
}

async function resultView(ctx: AppContext, id: number): Promise<AdminSportsResult> {
  const row = await readResult(ctx.store.db, id);
  if (!row) throw new DomainError('sports_result_unknown');
  return (await resultViews(ctx, [row]))[0]!;
}

function sameResult(entry: ResultEntry, row: ResultRow): boolean {
  if (entry.cancel || row.cancel === 1) return entry.cancel && row.cancel === 1;
  return entry.home === row.score_home && entry.away === row.score_away;
}

function auditDetail(entry: { cancel: boolean; home: number | null; away: number | null }) {
  return entry.cancel ? { cancel: true } : { score: `${entry.home}:${entry.away}` };
}

export async function enterResult(
  ctx: AppContext,
  actor: Actor,
  entry: ResultEntry,
): Promise<AdminSportsResult> {
  const { store } = ctx;
  const id = await inTransaction(store, async (tx) => {
    const now = ctx.clock.now();
    const fixture = await lockFixture(ctx, tx, entry.fixture);
    // A score needs a match played: before kick-off only a cancellation can be entered.
    if (!entry.cancel && fixture.state === 'scheduled') {
      throw new DomainError('sports_result_not_started');
    }
    const pending = await tx
      .selectFrom('sports_results')
      .select('id')
      .where('fixture_id', '=', fixture.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw new DomainError('sports_result_pending');
    const inForce =
      fixture.result_id === null ? undefined : await readResult(tx, fixture.result_id);
    if (inForce && sameResult(entry, inForce)) throw new DomainError('sports_result_unchanged');
    const row = await tx
      .insertInto('sports_results')
      .values({
        fixture_id: fixture.id,
        score_home: entry.home,
        score_away: entry.away,
        cancel: entry.cancel ? 1 : 0,
        state: 'pending',
        correction: inForce ? 1 : 0,
        source: 'trader',
        entered_by: actor.operatorId,
        checked_by: null,
        checked_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(ctx, tx, actor, 'sports.result.enter', `sports_fixture:${fixture.id}`, {
      result: row.id,
      fixture: `${fixture.home} vs ${fixture.away}`,
      ...auditDetail(entry),
      correction: Boolean(inForce),
      ...(inForce ? { replaces: inForce.id } : {}),
    });
    return row.id;
  });
  return resultView(ctx, id);
}

/** A pending result checked by another operator: confirmed or rejected (audited). */
async function checkResult(
  ctx: AppContext,
  actor: Actor,
  id: number,
  verdict: 'confirmed' | 'rejected',
): Promise<ResultRow> {
  const { store } = ctx;
  return inTransaction(store, async (tx) => {
    const now = ctx.clock.now();
    const read = await readResult(tx, id);
    if (!read || read.state !== 'pending') throw new DomainError('sports_result_unknown');
    const fixture = await lockFixture(ctx, tx, read.fixture_id);
    const row = await readResult(tx, id);
    if (!row || row.state !== 'pending') throw new DomainError('sports_result_unknown');
    if (row.entered_by === actor.operatorId) throw new DomainError('sports_result_same_operator');
    const updated = await tx
      .updateTable('sports_results')
      .set({ state: verdict, checked_by: actor.operatorId, checked_at: now })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new DomainError('sports_result_unknown');
    if (verdict === 'confirmed') await adoptResult(tx, row, now);
    const entry = {
      cancel: row.cancel === 1,
      home: row.score_home,
      away: row.score_away,
    };
    await recordAudit(
      ctx,
      tx,
      actor,
      verdict === 'confirmed' ? 'sports.result.confirm' : 'sports.result.reject',
      `sports_fixture:${fixture.id}`,
      {
        result: row.id,
        fixture: `${fixture.home} vs ${fixture.away}`,
        ...auditDetail(entry),
        correction: row.correction === 1,
      },
    );
    return { ...row, state: verdict, checked_by: actor.operatorId, checked_at: now };
  });
}

export async function confirmResult(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<AdminSportsResultConfirmed> {
  const row = await checkResult(ctx, actor, id, 'confirmed');
  const done = await settleFixture(ctx, row.fixture_id);
  // The fixture is over and its markets settled: the lists drop it, its room shows the result.
  fixtureChanged(ctx, row.fixture_id);
  return {
    result: (await resultViews(ctx, [row]))[0]!,
    settled: done.settled,
    moved: formatMinor(done.movedMinor),
  };
}

export async function rejectResult(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<AdminSportsResult> {
  const row = await checkResult(ctx, actor, id, 'rejected');
  return (await resultViews(ctx, [row]))[0]!;
}
