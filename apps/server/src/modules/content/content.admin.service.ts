import type { Page } from '@app/contract/envelope';
import {
  CATALOGUE_LIMITS,
  NOTICE_KIND,
  type AdminBanner,
  type AdminBannerCreatePayload,
  type AdminBannerUpdatePayload,
  type AdminNotice,
  type AdminNoticeCreatePayload,
  type AdminNoticeUpdatePayload,
  type AdminNoticesPayload,
} from '@app/contract/games-admin';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { recordAudit, changesOf, diff, type Actor } from '../audit/index.ts';
import { bannersChanged } from './content.service.ts';

/**
 * The operator's editing of the home content (under /api/admin): banners and notices. Every
 * change runs in one transaction with its audit row (before/after of each field that changed).
 */

const PAGE_SIZE = CATALOGUE_LIMITS.pageSize;
const notFound = () => new DomainError('not_found');

// ---- banners ------------------------------------------------------------------------------------

const BANNER_COLUMNS = ['id', 'type', 'src', 'link', 'sort', 'enabled', 'created_at'] as const;

export async function adminBanners(ctx: AppContext, type?: number): Promise<AdminBanner[]> {
  let query = ctx.store.db.selectFrom('banners').select(BANNER_COLUMNS);
  if (type !== undefined) query = query.where('type', '=', type);
  return query.orderBy('type').orderBy('sort').orderBy('id').execute();
}

const bannerById = (tx: Tx, id: number) =>
  tx.selectFrom('banners').select(BANNER_COLUMNS).where('id', '=', id).executeTakeFirst();

export async function createBanner(
  ctx: AppContext,
  actor: Actor,
  payload: AdminBannerCreatePayload,
): Promise<AdminBanner> {
  const created = await inTransaction(ctx.store, async (tx) => {
    const inserted = await tx
      .insertInto('banners')
      .values({ ...payload, created_at: ctx.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await bannerById(tx, inserted.id);
    if (!row) throw notFound();
    await recordAudit(ctx, tx, actor, 'banner.create', `banner:${row.id}`, row);
    return row;
  });
  bannersChanged(ctx);
  return created;
}

export async function updateBanner(
  ctx: AppContext,
  actor: Actor,
  payload: AdminBannerUpdatePayload,
): Promise<AdminBanner> {
  const { id, ...rest } = payload;
  const changes = changesOf(rest);
  const updated = await inTransaction(ctx.store, async (tx) => {
    const before = await bannerById(tx, id);
    if (!before) throw notFound();
    await tx.updateTable('banners').set(changes).where('id', '=', id).execute();
    const after = await bannerById(tx, id);
    if (!after) throw notFound();
    await recordAudit(ctx, tx, actor, 'banner.update', `banner:${id}`, diff(before, after));
    return after;
  });
  bannersChanged(ctx);
  return updated;
}

export async function deleteBanner(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number }> {
  const deleted = await inTransaction(ctx.store, async (tx) => {
    const before = await bannerById(tx, id);
    if (!before) throw notFound();
    await tx.deleteFrom('banners').where('id', '=', id).execute();
    await recordAudit(ctx, tx, actor, 'banner.delete', `banner:${id}`, before);
    return { id };
  });
  bannersChanged(ctx);
  return deleted;
}

// ---- notices ------------------------------------------------------------------------------------

const NOTICE_COLUMNS = [
  'id',
  'kind',
  'title',
  'content',
  'popup',
  'enabled',
  'created_at',
] as const;

export async function adminNotices(
  ctx: AppContext,
  q: AdminNoticesPayload,
): Promise<Page<AdminNotice>> {
  let base = ctx.store.db.selectFrom('notices');
  if (q.kind !== undefined) base = base.where('kind', '=', q.kind);
  const [rows, counted] = await Promise.all([
    base
      .select(NOTICE_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows, Number(counted.n), q.page, PAGE_SIZE);
}

const noticeById = (tx: Tx, id: number) =>
  tx.selectFrom('notices').select(NOTICE_COLUMNS).where('id', '=', id).executeTakeFirst();

/** A notice of the list (kind 2) needs a title; a scrolling announcement is its content only. */
function assertTitled(notice: { kind: number; title: string }): void {
  if (notice.kind === NOTICE_KIND.notice && notice.title === '') {
    throw new DomainError('notice_title_invalid');
  }
}

export async function createNotice(
  ctx: AppContext,
  actor: Actor,
  payload: AdminNoticeCreatePayload,
): Promise<AdminNotice> {
  assertTitled(payload);
  return inTransaction(ctx.store, async (tx) => {
    const inserted = await tx
      .insertInto('notices')
      .values({ ...payload, created_at: ctx.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await noticeById(tx, inserted.id);
    if (!row) throw notFound();
    await recordAudit(ctx, tx, actor, 'notice.create', `notice:${row.id}`, row);
    return row;
  });
}

export async function updateNotice(
  ctx: AppContext,
  actor: Actor,
  payload: AdminNoticeUpdatePayload,
): Promise<AdminNotice> {
  const { id, ...rest } = payload;
  const changes = changesOf(rest);
  return inTransaction(ctx.store, async (tx) => {
    const before = await noticeById(tx, id);
    if (!before) throw notFound();
    assertTitled({ ...before, ...changes });
    await tx.updateTable('notices').set(changes).where('id', '=', id).execute();
    const after = await noticeById(tx, id);
    if (!after) throw notFound();
    await recordAudit(ctx, tx, actor, 'notice.update', `notice:${id}`, diff(before, after));
    return after;
  });
}

export async function deleteNotice(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number }> {
  return inTransaction(ctx.store, async (tx) => {
    const before = await noticeById(tx, id);
    if (!before) throw notFound();
    await tx.deleteFrom('notices').where('id', '=', id).execute();
    await recordAudit(ctx, tx, actor, 'notice.delete', `notice:${id}`, before);
    return { id };
  });
}
