import {
  ACTIVITY_LIMITS,
  type AdminActivity,
  type AdminActivityApplication,
  type AdminActivityApplicationsPayload,
  type AdminActivityCreatePayload,
  type AdminActivityReviewPayload,
  type AdminActivityType,
  type AdminActivityTypeCreatePayload,
  type AdminActivityTypeUpdatePayload,
  type AdminActivityUpdatePayload,
} from '@app/contract/activities';
import { APPLICATION_STATE } from '@app/contract/activities-constants';
import { ADMIN_LIMITS } from '@app/contract/admin';
import type { Page } from '@app/contract/envelope';
import { fillMessage, MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { formatBeijing } from '../../platform/time.ts';
import { recordAudit, changesOf, diff, type Actor } from '../audit/index.ts';
import { sendInbox } from '../inbox/index.ts';
import { creditFromHouse } from '../ledger/index.ts';
import { admitPromotion } from '../protection/index.ts';
import { usernames } from '../users/index.ts';
import { sanitizeActivityHtml } from './sanitize.ts';
import { activityBonusKey } from './ledger-keys.ts';

/**
 * The operator's activity calls (under /api/admin/activities): types, activities (HTML sanitised
 * on save) and the review of applications. Every write runs in one transaction with its audit row;
 * an approval pays the bonus through the ledger and sends the inbox message in that transaction.
 */

type Db = Tx | Store['db'];
const PAGE_SIZE = ADMIN_LIMITS.pageSize;
const typeNotFound = () => new DomainError('activity_type_not_found');
const activityNotFound = () => new DomainError('activity_not_found');

// ---- types --------------------------------------------------------------------------------------

const TYPE_COLUMNS = ['id', 'name', 'sort', 'enabled'] as const;
const typeById = (db: Db, id: number) =>
  db.selectFrom('activity_types').select(TYPE_COLUMNS).where('id', '=', id).executeTakeFirst();

export async function adminTypes(ctx: AppContext): Promise<AdminActivityType[]> {
  return ctx.store.db
    .selectFrom('activity_types')
    .select(TYPE_COLUMNS)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function createType(
  ctx: AppContext,
  actor: Actor,
  payload: AdminActivityTypeCreatePayload,
): Promise<AdminActivityType> {
  return inTransaction(ctx.store, async (tx) => {
    const { id } = await tx
      .insertInto('activity_types')
      .values({ ...payload, created_at: ctx.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await typeById(tx, id);
    if (!row) throw typeNotFound();
    await recordAudit(ctx, tx, actor, 'activity.type.create', `activity_type:${id}`, row);
    return row;
  });
}

export async function updateType(
  ctx: AppContext,
  actor: Actor,
  payload: AdminActivityTypeUpdatePayload,
): Promise<AdminActivityType> {
  const { id, ...rest } = payload;
  const changes = changesOf(rest);
  return inTransaction(ctx.store, async (tx) => {
    const before = await typeById(tx, id);
    if (!before) throw typeNotFound();
    await tx.updateTable('activity_types').set(changes).where('id', '=', id).execute();
    const after = await typeById(tx, id);
    if (!after) throw typeNotFound();
    await recordAudit(
      ctx,
      tx,
      actor,
      'activity.type.update',
      `activity_type:${id}`,
      diff(before, after),
    );
    return after;
  });
}

export async function deleteType(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number }> {
  return inTransaction(ctx.store, async (tx) => {
    const before = await typeById(tx, id);
    if (!before) throw typeNotFound();
    const used = await tx
      .selectFrom('activities')
      .select('id')
      .where('type_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (used) throw new DomainError('activity_type_in_use');
    await tx.deleteFrom('activity_types').where('id', '=', id).execute();
    await recordAudit(ctx, tx, actor, 'activity.type.delete', `activity_type:${id}`, before);
    return { id };
  });
}

// ---- activities ---------------------------------------------------------------------------------

const ACTIVITY_COLUMNS = [
  'id',
  'type_id',
  'banner',
  'title',
  'content',
  'memo',
  'sort',
  'enabled',
  'bonus_minor',
  'turnover_multiple',
  'created_at',
  'updated_at',
] as const;

type ActivityRow = {
  id: number;
  type_id: number;
  banner: string;
  title: string;
  content: string;
  memo: string;
  sort: number;
  enabled: number;
  bonus_minor: bigint;
  turnover_multiple: number;
  created_at: number;
  updated_at: number;
};

const activityById = (db: Db, id: number) =>
  db.selectFrom('activities').select(ACTIVITY_COLUMNS).where('id', '=', id).executeTakeFirst();

async function applicationCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity_applications')
    .select(['activity_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('activity_id', 'in', ids)
    .groupBy('activity_id')
    .execute();
  return new Map(rows.map((r) => [r.activity_id, Number(r.n)]));
}

function adminView(row: ActivityRow, applications: number): AdminActivity {
  return {
    id: row.id,
    type: row.type_id,
    banner: row.banner,
    title: row.title,
    content: row.content,
    memo: row.memo,
    sort: row.sort,
    enabled: row.enabled,
    bonus: formatMinor(row.bonus_minor),
    turnover_multiple: row.turnover_multiple,
    applications,
    created_at: formatBeijing(row.created_at),
    updated_at: formatBeijing(row.updated_at),
  };
}

/** What an audit row may hold (no bigint). */
const auditView = (row: ActivityRow) => ({ ...row, bonus_minor: formatMinor(row.bonus_minor) });

export async function adminActivities(
  ctx: AppContext,
  page: number,
  type: number | undefined,
): Promise<Page<AdminActivity>> {
  let base = ctx.store.db.selectFrom('activities');
  if (type !== undefined) base = base.where('type_id', '=', type);
  const [rows, counted] = await Promise.all([
    base
      .select(ACTIVITY_COLUMNS)
      .orderBy('sort')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const counts = await applicationCounts(
    ctx.store.db,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => adminView(r, counts.get(r.id) ?? 0)),
    Number(counted.n),
    page,
    PAGE_SIZE,
  );
}

/** Sanitised content that still fits its column, or 400. */
function cleanContent(html: string): string {
  const clean = sanitizeActivityHtml(html);
  if (clean.length > ACTIVITY_LIMITS.contentMax) throw new DomainError('activity_content_invalid');
  return clean;
}

async function assertType(tx: Tx, id: number): Promise<void> {
  if (!(await typeById(tx, id))) throw new DomainError('activity_type_invalid');
}

export async function createActivity(
  ctx: AppContext,
  actor: Actor,
  payload: AdminActivityCreatePayload,
): Promise<AdminActivity> {
  const content = cleanContent(payload.content);
  const now = ctx.clock.now();
  return inTransaction(ctx.store, async (tx) => {
    await assertType(tx, payload.type);
    const { id } = await tx
      .insertInto('activities')
      .values({
        type_id: payload.type,
        banner: payload.banner,
        title: payload.title,
        content,
        memo: payload.memo,
        sort: payload.sort,
        enabled: payload.enabled,
        bonus_minor: payload.bonus,
        turnover_multiple: payload.turnover_multiple,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await activityById(tx, id);
    if (!row) throw activityNotFound();
    await recordAudit(ctx, tx, actor, 'activity.create', `activity:${id}`, auditView(row));
    return adminView(row, 0);
  });
}

export async function updateActivity(
  ctx: AppContext,
  actor: Actor,
  payload: AdminActivityUpdatePayload,
): Promise<AdminActivity> {
  const { id, type, bonus, content, ...rest } = payload;
  const changes = changesOf({
    ...rest,
    type_id: type,
    bonus_minor: bonus,
    content: content === undefined ? undefined : cleanContent(content),
  });
  return inTransaction(ctx.store, async (tx) => {
    const before = await activityById(tx, id);
    if (!before) throw activityNotFound();
    if (changes.type_id !== undefined) await assertType(tx, changes.type_id);
    await tx
      .updateTable('activities')
      .set({ ...changes, updated_at: ctx.clock.now() })
      .where('id', '=', id)
      .execute();
    const after = await activityById(tx, id);
    if (!after) throw activityNotFound();
    const { updated_at: _b, ...b } = auditView(before);
    const { updated_at: _a, ...a } = auditView(after);
    await recordAudit(ctx, tx, actor, 'activity.update', `activity:${id}`, diff(b, a));
    const counts = await applicationCounts(tx, [id]);
    return adminView(after, counts.get(id) ?? 0);
  });
}

export async function deleteActivity(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number }> {
  return inTransaction(ctx.store, async (tx) => {
    const before = await activityById(tx, id);
    if (!before) throw activityNotFound();
    const applied = await tx
      .selectFrom('activity_applications')
      .select('id')
      .where('activity_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (applied) throw new DomainError('activity_has_applications');
    await tx.deleteFrom('activities').where('id', '=', id).execute();
    await recordAudit(ctx, tx, actor, 'activity.delete', `activity:${id}`, auditView(before));
    return { id };
  });
}

// ---- applications -------------------------------------------------------------------------------

const APPLICATION_COLUMNS = [
  'p.id',
  'p.activity_id',
  'a.title',
  'p.user_id',
  'p.state',
  'p.remark',
  'p.bonus_minor',
  'p.turnover_minor',
  'a.bonus_minor as activity_bonus_minor',
  'a.turnover_multiple',
  'p.reviewed_by',
  'p.reviewed_at',
  'p.created_at',
] as const;

type ApplicationRow = {
  id: number;
  activity_id: number;
  title: string;
  user_id: number;
  state: number;
  remark: string;
  bonus_minor: bigint;
  turnover_minor: bigint;
  /** The activity's bonus and multiple now: what an approval would pay. */
  activity_bonus_minor: bigint;
  turnover_multiple: number;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
};

/**
 * What the application pays: once decided, what was paid (fixed on the row); while pending, what
 * an approval now would pay (reviewApplication's rule: the activity's bonus and bonus × its
 * multiple), so the reviewer sees the money before deciding.
 */
function paidOrPayable(row: ApplicationRow): { bonusMinor: bigint; turnoverMinor: bigint } {
  if (row.state !== APPLICATION_STATE.pending) {
    return { bonusMinor: row.bonus_minor, turnoverMinor: row.turnover_minor };
  }
  return {
    bonusMinor: row.activity_bonus_minor,
    turnoverMinor: row.activity_bonus_minor * BigInt(row.turnover_multiple),
  };
}

function applicationView(row: ApplicationRow, username: string): AdminActivityApplication {
  const state = row.state;
  if (state !== 1 && state !== 2 && state !== 3) throw new Error(`bad state ${state}`);
  return {
    id: row.id,
    activity_id: row.activity_id,
    activity_name: row.title,
    user_id: row.user_id,
    username,
    state,
    remark: row.remark,
    bonus: formatMinor(paidOrPayable(row).bonusMinor),
    turnover: formatMinor(paidOrPayable(row).turnoverMinor),
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at === null ? '' : formatBeijing(row.reviewed_at),
    created_at: formatBeijing(row.created_at),
  };
}

export async function adminApplications(
  ctx: AppContext,
  q: AdminActivityApplicationsPayload,
): Promise<Page<AdminActivityApplication>> {
  let base = ctx.store.db
    .selectFrom('activity_applications as p')
    .innerJoin('activities as a', 'a.id', 'p.activity_id');
  if (q.state !== undefined) base = base.where('p.state', '=', q.state);
  if (q.activity_id !== undefined) base = base.where('p.activity_id', '=', q.activity_id);
  if (q.user_id !== undefined) base = base.where('p.user_id', '=', q.user_id);
  const [rows, counted] = await Promise.all([
    base
      .select(APPLICATION_COLUMNS)
      .orderBy('p.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const names = await usernames(
    ctx.store.db,
    rows.map((r) => r.user_id),
  );
  return pageOf(
    rows.map((r) => applicationView(r, names.get(r.user_id) ?? '')),
    Number(counted.n),
    q.page,
    PAGE_SIZE,
  );
}

const applicationById = (db: Db, id: number) =>
  db
    .selectFrom('activity_applications as p')
    .innerJoin('activities as a', 'a.id', 'p.activity_id')
    .select(APPLICATION_COLUMNS)
    .where('p.id', '=', id)
    .executeTakeFirst();

/**
 * Decides a pending application, once: state 1 → 2 (approve) or 3 (refuse, a remark required) by
 * a conditional update; a second decision is 409 and changes nothing. An approval of an activity
 * with a bonus pays it from the promotions house account (key `activity:<application>`) and fixes
 * its turnover (bonus × the activity's multiple at that moment) on the row; either decision sends
 * the player an inbox message. All in one transaction with the audit row.
 */
export async function reviewApplication(
  ctx: AppContext,
  actor: Actor,
  payload: AdminActivityReviewPayload,
): Promise<AdminActivityApplication> {
  if (!payload.approve && payload.remark === '') throw new DomainError('activity_remark_required');
  const now = ctx.clock.now();
  return inTransaction(ctx.store, async (tx) => {
    const application = await pendingApplication(ctx, tx, payload.id);
    const activity = await activityById(tx, application.activity_id);
    if (!activity) throw activityNotFound();
    const bonusMinor = payload.approve ? activity.bonus_minor : 0n;
    const turnoverMinor = bonusMinor * BigInt(activity.turnover_multiple);
    const updated = await tx
      .updateTable('activity_applications')
      .set({
        state: payload.approve ? APPLICATION_STATE.approved : APPLICATION_STATE.rejected,
        remark: payload.remark,
        reviewed_by: actor.operatorId,
        reviewed_at: now,
        bonus_minor: bonusMinor,
        turnover_minor: turnoverMinor,
      })
      .where('id', '=', application.id)
      .where('state', '=', APPLICATION_STATE.pending)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new DomainError('activity_application_decided');

    if (bonusMinor > 0n) {
      await admitPromotion(ctx, tx, {
        userId: application.user_id,
        kind: 'activity',
        amountMinor: bonusMinor,
      });
      await creditFromHouse(ctx, tx, {
        userId: application.user_id,
        purpose: 'promotions',
        amountMinor: bonusMinor,
        key: activityBonusKey(application.id),
        kind: 'activity_bonus',
      });
    }
    await sendInbox(
      ctx,
      tx,
      decisionMessage(application.user_id, activity.title, payload, bonusMinor, turnoverMinor),
    );
    await recordAudit(
      ctx,
      tx,
      actor,
      payload.approve ? 'activity.application.approve' : 'activity.application.refuse',
      `activity_application:${application.id}`,
      {
        activity_id: application.activity_id,
        user_id: application.user_id,
        remark: payload.remark,
        bonus: formatMinor(bonusMinor),
        turnover: formatMinor(turnoverMinor),
      },
    );
    const after = await applicationById(tx, application.id);
    if (!after) throw new DomainError('activity_application_invalid');
    const names = await usernames(tx, [application.user_id]);
    return applicationView(after, names.get(application.user_id) ?? '');
  });
}

/** The pending application, locked (PostgreSQL) until the decision commits. */
async function pendingApplication(ctx: AppContext, tx: Tx, id: number) {
  let lock = tx
    .selectFrom('activity_applications')
    .select(['id', 'activity_id', 'user_id', 'state'])
    .where('id', '=', id);
  if (ctx.store.dialect === 'postgres') lock = lock.forUpdate();
  const application = await lock.executeTakeFirst();
  if (!application) throw new DomainError('activity_application_invalid');
  if (application.state !== APPLICATION_STATE.pending) {
    throw new DomainError('activity_application_decided');
  }
  return application;
}

/** The player's inbox message of the decision, with the bonus and its turnover when paid. */
function decisionMessage(
  userId: number,
  activityTitle: string,
  payload: AdminActivityReviewPayload,
  bonusMinor: bigint,
  turnoverMinor: bigint,
): Parameters<typeof sendInbox>[2] {
  const bonusNote =
    bonusMinor === 0n
      ? ''
      : turnoverMinor === 0n
        ? fillMessage(MSG.activityBonusPaid, { amount: formatMinor(bonusMinor) })
        : fillMessage(MSG.activityBonusPaidTurnover, {
            amount: formatMinor(bonusMinor),
            turnover: formatMinor(turnoverMinor),
          });
  return {
    userId,
    kind: 'activity',
    title: payload.approve ? MSG.inboxActivityApprovedTitle : MSG.inboxActivityRejectedTitle,
    content: payload.approve
      ? fillMessage(MSG.inboxActivityApproved, { name: activityTitle, bonus: bonusNote })
      : fillMessage(MSG.inboxActivityRejected, { name: activityTitle, remark: payload.remark }),
  };
}

/** Applications waiting for the operator's decision (the dashboard's queue count). */
export async function pendingApplicationCount(ctx: AppContext): Promise<number> {
  const row = await ctx.store.db
    .selectFrom('activity_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', APPLICATION_STATE.pending)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
