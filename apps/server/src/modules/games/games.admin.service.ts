import type { Kysely } from 'kysely';
import type { Page } from '@app/contract/envelope';
import {
  CATALOGUE_LIMITS,
  NOTICE_KIND,
  type AdminBanner,
  type AdminBannerCreatePayload,
  type AdminBannerUpdatePayload,
  type AdminCategory,
  type AdminCategoryUpdatePayload,
  type AdminGame,
  type AdminGameUpdatePayload,
  type AdminGamesPayload,
  type AdminNotice,
  type AdminNoticeCreatePayload,
  type AdminNoticeUpdatePayload,
  type AdminNoticesPayload,
} from '@app/contract/games-admin';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { recordAudit } from '../admin/audit.service.ts';
import { diff } from '../admin/settings.admin.service.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { inTransaction } from '../ledger/ledger.service.ts';
import { ensureCatalogue } from './catalogue.seed.ts';
import {
  categoryImg,
  GAME_COLUMNS,
  gameImg,
  gamesQuery,
  type GameRow,
} from './catalogue.service.ts';
import { mediaPath } from './media.ts';

/**
 * The operator's editing of the catalogue and home content (under /api/admin). Every change runs
 * in one transaction with its audit row (before/after of each field that changed), so neither
 * exists without the other. An image set to '' goes back to the generated one.
 */

export interface Actor {
  operatorId: number;
  ip: string;
}

const PAGE_SIZE = CATALOGUE_LIMITS.pageSize;
const notFound = () => new AppError(404, MSG.notFound);

/** The object without its undefined values; 400 when nothing is left to change. */
function changesOf<T extends object>(value: T): Partial<T> {
  const out = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
  if (Object.keys(out).length === 0) throw badRequest(MSG.catalogueNothingToChange);
  return out as Partial<T>;
}

async function audit(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  action: string,
  target: string,
  detail: unknown,
): Promise<void> {
  await recordAudit(
    ctx,
    { operatorId: actor.operatorId, action, target, detail: detail ?? {}, ip: actor.ip },
    tx,
  );
}

// ---- categories ---------------------------------------------------------------------------------

const CATEGORY_COLUMNS = ['id', 'code', 'slug', 'name', 'img', 'sort', 'enabled'] as const;

async function categoryById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('game_categories')
    .select(CATEGORY_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function adminCategories(ctx: AppContext): Promise<AdminCategory[]> {
  await ensureCatalogue(ctx);
  const rows = await ctx.store.db
    .selectFrom('game_categories as c')
    .leftJoin('games as g', 'g.category_id', 'c.id')
    .select([
      'c.id',
      'c.code',
      'c.slug',
      'c.name',
      'c.img',
      'c.sort',
      'c.enabled',
      (eb) => eb.fn.count<number>('g.id').as('games'),
    ])
    .groupBy(['c.id', 'c.code', 'c.slug', 'c.name', 'c.img', 'c.sort', 'c.enabled'])
    .orderBy('c.sort')
    .orderBy('c.code')
    .execute();
  return rows.map((row) => ({ ...row, img: categoryImg(row), games: Number(row.games) }));
}

export async function updateCategory(
  ctx: AppContext,
  actor: Actor,
  payload: AdminCategoryUpdatePayload,
): Promise<AdminCategory> {
  await ensureCatalogue(ctx);
  const { id, ...rest } = payload;
  const changes = changesOf(rest);
  await inTransaction(ctx.store, async (tx) => {
    const before = await categoryById(tx, id);
    if (!before) throw notFound();
    if (changes.img === '') changes.img = mediaPath('category', before.slug);
    await tx.updateTable('game_categories').set(changes).where('id', '=', id).execute();
    const after = await categoryById(tx, id);
    await audit(ctx, tx, actor, 'category.update', `category:${id}`, diff(before, after));
  });
  const updated = (await adminCategories(ctx)).find((c) => c.id === id);
  if (!updated) throw notFound();
  return updated;
}

// ---- games --------------------------------------------------------------------------------------

function adminGame(row: GameRow): AdminGame {
  return {
    id: row.id,
    category_id: row.category_id,
    category_code: row.category_code,
    platname: row.platname,
    plat_name: row.venue_name ?? row.platname.toUpperCase(),
    catecode: row.catecode,
    name: row.name,
    game_type: row.game_type,
    game_code: row.game_code,
    img: gameImg(row),
    hot: row.hot,
    status: row.status,
    sort: row.sort,
  };
}

export async function adminGames(ctx: AppContext, q: AdminGamesPayload): Promise<Page<AdminGame>> {
  await ensureCatalogue(ctx);
  let base = gamesQuery(ctx);
  if (q.category_id !== undefined) base = base.where('g.category_id', '=', q.category_id);
  if (q.catecode !== undefined && q.catecode !== '')
    base = base.where('g.catecode', '=', q.catecode);
  const [rows, counted] = await Promise.all([
    base
      .select(GAME_COLUMNS)
      .orderBy('c.sort')
      .orderBy('g.sort')
      .orderBy('g.id')
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(adminGame), Number(counted.n), q.page, PAGE_SIZE);
}

async function gameById(tx: Tx, id: number): Promise<GameRow | undefined> {
  return tx
    .selectFrom('games as g')
    .innerJoin('game_categories as c', 'c.id', 'g.category_id')
    .leftJoin('venues as v', 'v.platname', 'g.platname')
    .select(GAME_COLUMNS)
    .where('g.id', '=', id)
    .executeTakeFirst();
}

export async function updateGame(
  ctx: AppContext,
  actor: Actor,
  payload: AdminGameUpdatePayload,
): Promise<AdminGame> {
  await ensureCatalogue(ctx);
  const { id, ...rest } = payload;
  const changes = changesOf(rest);
  if (changes.img === '') changes.img = mediaPath('game', String(id));
  return inTransaction(ctx.store, async (tx) => {
    const before = await gameById(tx, id);
    if (!before) throw notFound();
    await tx.updateTable('games').set(changes).where('id', '=', id).execute();
    const after = await gameById(tx, id);
    if (!after) throw notFound();
    await audit(
      ctx,
      tx,
      actor,
      'game.update',
      `game:${id}`,
      diff(adminGame(before), adminGame(after)),
    );
    return adminGame(after);
  });
}

// ---- banners ------------------------------------------------------------------------------------

const BANNER_COLUMNS = ['id', 'type', 'src', 'link', 'sort', 'enabled', 'created_at'] as const;

export async function adminBanners(ctx: AppContext, type?: number): Promise<AdminBanner[]> {
  await ensureCatalogue(ctx);
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
  await ensureCatalogue(ctx);
  return inTransaction(ctx.store, async (tx) => {
    const inserted = await tx
      .insertInto('banners')
      .values({ ...payload, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await bannerById(tx, inserted.id);
    if (!row) throw notFound();
    await audit(ctx, tx, actor, 'banner.create', `banner:${row.id}`, row);
    return row;
  });
}

export async function updateBanner(
  ctx: AppContext,
  actor: Actor,
  payload: AdminBannerUpdatePayload,
): Promise<AdminBanner> {
  const { id, ...rest } = payload;
  const changes = changesOf(rest);
  return inTransaction(ctx.store, async (tx) => {
    const before = await bannerById(tx, id);
    if (!before) throw notFound();
    await tx.updateTable('banners').set(changes).where('id', '=', id).execute();
    const after = await bannerById(tx, id);
    if (!after) throw notFound();
    await audit(ctx, tx, actor, 'banner.update', `banner:${id}`, diff(before, after));
    return after;
  });
}

export async function deleteBanner(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number }> {
  return inTransaction(ctx.store, async (tx) => {
    const before = await bannerById(tx, id);
    if (!before) throw notFound();
    await tx.deleteFrom('banners').where('id', '=', id).execute();
    await audit(ctx, tx, actor, 'banner.delete', `banner:${id}`, before);
    return { id };
  });
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
  await ensureCatalogue(ctx);
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
    throw badRequest(MSG.noticeTitleInvalid);
  }
}

export async function createNotice(
  ctx: AppContext,
  actor: Actor,
  payload: AdminNoticeCreatePayload,
): Promise<AdminNotice> {
  assertTitled(payload);
  await ensureCatalogue(ctx);
  return inTransaction(ctx.store, async (tx) => {
    const inserted = await tx
      .insertInto('notices')
      .values({ ...payload, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await noticeById(tx, inserted.id);
    if (!row) throw notFound();
    await audit(ctx, tx, actor, 'notice.create', `notice:${row.id}`, row);
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
    await audit(ctx, tx, actor, 'notice.update', `notice:${id}`, diff(before, after));
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
    await audit(ctx, tx, actor, 'notice.delete', `notice:${id}`, before);
    return { id };
  });
}
