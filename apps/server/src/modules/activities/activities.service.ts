import {
  ACTIVITY_LIMITS,
  type ActivityApplication,
  type ActivityApplied,
  type ActivityDetail,
  type ActivityItem,
  type ActivityType,
} from '@app/contract/activities';
import { APPLICATION_STATE } from '@app/contract/activities-constants';
import type { Page } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { formatBeijing } from '../../platform/time.ts';
import { bearerToken, findSessionUser, sessionCache, type SessionUser } from '../auth/index.ts';
import { validBetsSince } from '../bets/index.ts';
import { admitPromotion } from '../protection/index.ts';

/**
 * The player's activity calls (spec part 1 §7; part 2 §3): types, the list, one activity, applying
 * once, and the player's applications. Visitors see types, the list and the detail; applying and
 * the records need a player.
 */

const notFound = () => new DomainError('activity_not_found');

type ApplyState = 1 | 2 | 3;
const asState = (n: number): ApplyState => {
  if (n !== 1 && n !== 2 && n !== 3) throw new Error(`bad application state ${n}`);
  return n;
};

/** POST /api/activitytype: the enabled types, in the operator's order. */
export async function activityTypes(ctx: AppContext): Promise<ActivityType[]> {
  return ctx.store.db
    .selectFrom('activity_types')
    .select(['id', 'name'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * POST /api/activitylist {type?, page}: enabled activities of enabled types (of one type when
 * given), in the operator's order, in the page shape the spec's client reads as data.data.
 */
export async function activityList(
  ctx: AppContext,
  type: number | undefined,
  page: number,
): Promise<Page<ActivityItem>> {
  const size = ACTIVITY_LIMITS.listPageSize;
  let base = ctx.store.db
    .selectFrom('activities as a')
    .innerJoin('activity_types as t', 't.id', 'a.type_id')
    .where('a.enabled', '=', 1)
    .where('t.enabled', '=', 1);
  if (type !== undefined) base = base.where('a.type_id', '=', type);
  const [rows, counted] = await Promise.all([
    base
      .select(['a.id', 'a.type_id', 'a.banner', 'a.title', 'a.bonus_minor'])
      .orderBy('a.sort')
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    type: r.type_id,
    banner: r.banner,
    title: r.title,
    bonus: formatMinor(r.bonus_minor),
  }));
  return pageOf(data, Number(counted.n), page, size);
}

/** An enabled activity of an enabled type, or undefined. */
async function visibleActivity(ctx: AppContext, id: number) {
  return ctx.store.db
    .selectFrom('activities as a')
    .innerJoin('activity_types as t', 't.id', 'a.type_id')
    .select([
      'a.id',
      'a.type_id',
      't.name as type_name',
      'a.banner',
      'a.title',
      'a.content',
      'a.memo',
      'a.bonus_minor',
      'a.turnover_multiple',
    ])
    .where('a.id', '=', id)
    .where('a.enabled', '=', 1)
    .where('t.enabled', '=', 1)
    .executeTakeFirst();
}

/**
 * The caller of a public call when a valid player token came with it; a missing, expired or
 * revoked token is a visitor here (never a 401, which would send a visitor to the login page).
 */
async function optionalUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SessionUser | undefined> {
  const token = bearerToken(request);
  if (token === '') return undefined;
  return (await findSessionUser(ctx.store, sessionCache(ctx), token)) ?? undefined;
}

/** POST /api/activitydeatil {id}: the activity, and the caller's application when a player. */
export async function activityDetail(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
): Promise<ActivityDetail> {
  const row = await visibleActivity(ctx, id);
  if (!row) throw notFound();
  const user = await optionalUser(ctx, request);
  const application = user
    ? await ctx.store.db
        .selectFrom('activity_applications')
        .select(['state', 'remark'])
        .where('activity_id', '=', id)
        .where('user_id', '=', user.userId)
        .executeTakeFirst()
    : undefined;
  return {
    id: row.id,
    type: row.type_id,
    type_name: row.type_name,
    banner: row.banner,
    title: row.title,
    content: row.content,
    memo: row.memo,
    bonus: formatMinor(row.bonus_minor),
    turnover_multiple: row.turnover_multiple,
    apply_state: application ? asState(application.state) : null,
    apply_remark:
      application && application.state !== APPLICATION_STATE.pending ? application.remark : '',
  };
}

/**
 * POST /api/doactivityapply {activityid}: once per player and activity. The insert does nothing
 * on the unique (activity, player) conflict, so twenty taps at once make one row and nineteen
 * answers 409 您已申请过该活动. Trial accounts may not apply (no promotions for them).
 */
export async function applyToActivity(
  ctx: AppContext,
  user: SessionUser,
  activityId: number,
): Promise<ActivityApplied> {
  const activity = await visibleActivity(ctx, activityId);
  if (!activity) throw notFound();
  const now = ctx.clock.now();
  const id = await inTransaction(ctx.store, async (tx) => {
    // DESIGN §12: the one place a promotion is admitted (player protection hooks in there).
    await admitPromotion(ctx, tx, {
      userId: user.userId,
      kind: 'activity',
      amountMinor: activity.bonus_minor,
    });
    const row = await tx
      .insertInto('activity_applications')
      .values({
        activity_id: activityId,
        user_id: user.userId,
        state: APPLICATION_STATE.pending,
        remark: '',
        reviewed_by: null,
        reviewed_at: null,
        bonus_minor: 0n,
        turnover_minor: 0n,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  });
  if (id === undefined) throw new DomainError('activity_already_applied');
  return { id, activity_id: activityId, state: APPLICATION_STATE.pending };
}

/** POST /api/activityApplyLog {page}: the player's applications, newest first. */
export async function applicationLog(
  ctx: AppContext,
  userId: number,
  page: number,
): Promise<Page<ActivityApplication>> {
  const size = ACTIVITY_LIMITS.logPageSize;
  const base = ctx.store.db
    .selectFrom('activity_applications as p')
    .where('p.user_id', '=', userId);
  const [rows, counted] = await Promise.all([
    base
      .innerJoin('activities as a', 'a.id', 'p.activity_id')
      .select([
        'p.id',
        'p.activity_id',
        'a.title',
        'p.created_at',
        'p.state',
        'p.remark',
        'p.bonus_minor',
      ])
      .orderBy('p.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    activity_id: r.activity_id,
    activity_name: r.title,
    created_at: formatBeijing(r.created_at),
    state: asState(r.state),
    remark: r.remark,
    bonus: formatMinor(r.bonus_minor),
  }));
  return pageOf(data, Number(counted.n), page, size);
}

/**
 * The wallet's turnover source (registerTurnoverSource): bonuses approved since the last paid
 * withdrawal carry bonus × the activity's multiple (fixed on the application when it was paid),
 * less the valid bets placed since the first of them, never below zero.
 */
export async function activityTurnoverOwed(
  ctx: AppContext,
  userId: number,
  sinceMs: number,
): Promise<bigint> {
  const row = await ctx.store.db
    .selectFrom('activity_applications')
    .select([
      sql<bigint>`coalesce(sum(turnover_minor), 0)`.as('sum_minor'),
      sql<number | null>`min(reviewed_at)`.as('first_at'),
    ])
    .where('user_id', '=', userId)
    .where('state', '=', APPLICATION_STATE.approved)
    .where('turnover_minor', '>', 0n)
    .where('reviewed_at', '>=', sinceMs)
    .executeTakeFirstOrThrow();
  const owed = row.sum_minor;
  if (owed <= 0n || row.first_at === null) return 0n;
  const left = owed - (await validBetsSince(ctx, userId, Number(row.first_at)));
  return left > 0n ? left : 0n;
}
