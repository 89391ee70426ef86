import type { Kysely } from 'kysely';
import type { Page } from '@app/contract/envelope';
import {
  CATALOGUE_LIMITS,
  type AdminCategory,
  type AdminCategoryUpdatePayload,
  type AdminGame,
  type AdminGameUpdatePayload,
  type AdminGamesPayload,
} from '@app/contract/games-admin';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { recordAudit, changesOf, diff, type Actor } from '../audit/index.ts';
import { venueNamesOf } from '../venues/index.ts';
import {
  categoryImg,
  GAME_COLUMNS,
  gameImg,
  gamesQuery,
  type GameRow,
  type NamedGameRow,
  withVenueNames,
} from './catalogue.service.ts';
import { mediaPath } from './media.ts';

/**
 * The operator's editing of the catalogue and home content (under /api/admin). Every change runs
 * in one transaction with its audit row (before/after of each field that changed), so neither
 * exists without the other. An image set to '' goes back to the generated one.
 */

const PAGE_SIZE = CATALOGUE_LIMITS.pageSize;
const notFound = () => new DomainError('not_found');

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
  const { id, ...rest } = payload;
  const changes = changesOf(rest);
  await inTransaction(ctx.store, async (tx) => {
    const before = await categoryById(tx, id);
    if (!before) throw notFound();
    if (changes.img === '') changes.img = mediaPath('category', before.slug);
    await tx.updateTable('game_categories').set(changes).where('id', '=', id).execute();
    const after = await categoryById(tx, id);
    await recordAudit(ctx, tx, actor, 'category.update', `category:${id}`, diff(before, after));
  });
  const updated = (await adminCategories(ctx)).find((c) => c.id === id);
  if (!updated) throw notFound();
  return updated;
}

// ---- games --------------------------------------------------------------------------------------

function adminGame(row: NamedGameRow): AdminGame {
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
  let base = gamesQuery(ctx);
  if (q.category_id !== undefined) base = base.where('g.category_id', '=', q.category_id);
  if (q.catecode !== undefined && q.catecode !== '')
    base = base.where('g.catecode', '=', q.catecode);
  if (q.platname !== undefined && q.platname !== '')
    base = base.where('g.platname', '=', q.platname);
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
  return pageOf(
    (await withVenueNames(ctx, rows)).map(adminGame),
    Number(counted.n),
    q.page,
    PAGE_SIZE,
  );
}

async function gameById(tx: Tx, id: number): Promise<GameRow | undefined> {
  return tx
    .selectFrom('games as g')
    .innerJoin('game_categories as c', 'c.id', 'g.category_id')
    .select(GAME_COLUMNS)
    .where('g.id', '=', id)
    .executeTakeFirst();
}

export async function updateGame(
  ctx: AppContext,
  actor: Actor,
  payload: AdminGameUpdatePayload,
): Promise<AdminGame> {
  const { id, ...rest } = payload;
  const changes = changesOf(rest);
  if (changes.img === '') changes.img = mediaPath('game', String(id));
  // Read before the transaction: on SQLite it holds the one connection.
  const names = await venueNamesOf(ctx);
  const named = (row: GameRow) =>
    adminGame({ ...row, venue_name: names.get(row.platname) ?? null });
  return inTransaction(ctx.store, async (tx) => {
    const before = await gameById(tx, id);
    if (!before) throw notFound();
    await tx.updateTable('games').set(changes).where('id', '=', id).execute();
    const after = await gameById(tx, id);
    if (!after) throw notFound();
    await recordAudit(
      ctx,
      tx,
      actor,
      'game.update',
      `game:${id}`,
      diff(named(before), named(after)),
    );
    return named(after);
  });
}
