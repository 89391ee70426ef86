import { CATEGORY, type Category, type Game } from '@app/contract/games';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { sharedAnswer, type SharedAnswer } from '../../platform/http/route.ts';
import { memo } from '../../platform/memo.ts';
import { venueNamesOf } from '../venues/index.ts';
import { playersByCategory } from './activity.service.ts';
import type { CatalogueContext } from './catalogue.seed.ts';
import { mediaPath } from './media.ts';
import { readPlayerCountThreshold, shownCount } from './player-counts.service.ts';

/**
 * The player's catalogue (spec part 1 §2, §3, §7): categories with their real player counts, the
 * games of a category, a platform's list. Players see enabled categories and open games (status
 * 1) only; a game whose own category is disabled is hidden everywhere.
 *
 * The hot category (code 0) holds no games of its own in the seed: it lists every open game
 * flagged hot (games.hot = 1) of an enabled category, plus any game an operator placed in it, in
 * the order of their own categories' sort, then their sort. Its renum counts players of those
 * games.
 */

export interface CategoryRow {
  id: number;
  code: number;
  slug: string;
  name: string;
  img: string;
  sort: number;
  enabled: number;
}

/** The columns a game answer is made of (games g, game_categories c). */
export const GAME_COLUMNS = [
  'g.id',
  'g.category_id',
  'g.platname',
  'g.catecode',
  'g.name',
  'g.game_type',
  'g.game_code',
  'g.img',
  'g.hot',
  'g.status',
  'g.sort',
  'c.code as category_code',
] as const;

export interface GameRow {
  id: number;
  category_id: number;
  platname: string;
  catecode: string;
  name: string;
  game_type: number;
  game_code: string;
  img: string;
  hot: number;
  status: number;
  sort: number;
  category_code: number;
}

/** A game row with its venue's display name (from the venues module). */
export type NamedGameRow = GameRow & { venue_name: string | null };

/** The rows with their venues' names. */
export async function withVenueNames(
  ctx: CatalogueContext,
  rows: readonly GameRow[],
): Promise<NamedGameRow[]> {
  const names = rows.length === 0 ? new Map<string, string>() : await venueNamesOf(ctx);
  return rows.map((row) => ({ ...row, venue_name: names.get(row.platname) ?? null }));
}

export const categoryImg = (row: { slug: string; img: string }) =>
  row.img === '' ? mediaPath('category', row.slug) : row.img;
export const gameImg = (row: { id: number; img: string }) =>
  row.img === '' ? mediaPath('game', String(row.id)) : row.img;

/** A game as the player's calls answer it (both the catalogue's and the slot list's names). */
export function gameAnswer(row: NamedGameRow): Game {
  const img = gameImg(row);
  return {
    id: row.id,
    name: row.name,
    plat: row.platname,
    plat_name: row.venue_name ?? row.platname.toUpperCase(),
    type: row.game_type,
    code: row.game_code,
    status: row.status,
    img,
    category_id: row.category_id,
    category_code: row.category_code,
    hot: row.hot,
    catecode: row.catecode,
    gamecode: row.game_code,
    gamepic: img,
    gamename: row.name,
  };
}

/** games g joined with its category c. */
export function gamesQuery(ctx: CatalogueContext) {
  return ctx.store.db
    .selectFrom('games as g')
    .innerJoin('game_categories as c', 'c.id', 'g.category_id');
}

/** The games a player may see: open, and their own category enabled. */
function visibleGames(ctx: CatalogueContext) {
  return gamesQuery(ctx).select(GAME_COLUMNS).where('g.status', '=', 1).where('c.enabled', '=', 1);
}

/**
 * POST /api/typel: enabled categories in display order, each with its real player count when it
 * reaches the operator's threshold (player-counts.service.ts), else 0: never an invented number.
 */
export async function listCategories(
  ctx: CatalogueContext,
  now: number = ctx.clock.now(),
): Promise<Category[]> {
  const [rows, players, threshold] = await Promise.all([
    ctx.store.db
      .selectFrom('game_categories')
      .select(['id', 'code', 'slug', 'name', 'img'])
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('code')
      .execute(),
    playersByCategory(ctx, now),
    readPlayerCountThreshold(ctx.store.db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    slug: row.slug,
    name: row.name,
    img: categoryImg(row),
    renum: shownCount(players.get(row.id) ?? 0, threshold),
  }));
}

/**
 * How long a node answers typel from its last answer. Every player polls typel and it does not
 * depend on who asks: one read a second serves them all. This node's own changes (a launch, a
 * heartbeat, an operator's edit of the categories, games or threshold) drop the answer at once
 * (`catalogueChanged`); another node's show here within this time, and a count is at most this
 * much older than the ACTIVE_WINDOW_MS window it counts.
 */
export const TYPEL_CACHE_MS = 1_000;

const typelAnswer = defineAppState('games.typel', (ctx) =>
  memo<SharedAnswer<Category[]>>(TYPEL_CACHE_MS, ctx.clock),
);

/**
 * POST /api/typel as players are answered: `listCategories`, kept for TYPEL_CACHE_MS with the
 * text of its envelope (`serveShared`: no serialisation per call).
 */
export function shownCategories(ctx: AppContext): Promise<SharedAnswer<Category[]>> {
  return typelAnswer(ctx).get(async () => sharedAnswer(await listCategories(ctx)));
}

/** Something typel shows changed on this node (after it committed): the next call reads again. */
export function catalogueChanged(ctx: Pick<AppContext, 'state'>): void {
  typelAnswer(ctx).forget();
}

/**
 * The category a typelist payload names: the first of id, typeid, type_id, category_id; else
 * `type` as the category's name (电子), slug (slots) or code ("4"). None given: 400.
 */
export interface CategoryQuery {
  id?: number | undefined;
  typeid?: number | undefined;
  type_id?: number | undefined;
  category_id?: number | undefined;
  type: string;
}

export async function findCategory(
  ctx: CatalogueContext,
  payload: CategoryQuery,
): Promise<CategoryRow | undefined> {
  const id = payload.id ?? payload.typeid ?? payload.type_id ?? payload.category_id;
  const columns = ['id', 'code', 'slug', 'name', 'img', 'sort', 'enabled'] as const;
  if (id !== undefined) {
    return ctx.store.db
      .selectFrom('game_categories')
      .select(columns)
      .where('id', '=', id)
      .executeTakeFirst();
  }
  const type = payload.type;
  if (type === '') throw new DomainError('list_no_category_id');
  return ctx.store.db
    .selectFrom('game_categories')
    .select(columns)
    .where((eb) =>
      eb.or([
        eb('name', '=', type),
        eb('slug', '=', type.toLowerCase()),
        ...(/^\d{1,4}$/.test(type) ? [eb('code', '=', Number(type))] : []),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

/** POST /api/typelist: the games of a category ([] for an unknown or disabled one). */
export async function categoryGames(
  ctx: CatalogueContext,
  payload: CategoryQuery,
): Promise<Game[]> {
  const category = await findCategory(ctx, payload);
  if (!category || category.enabled !== 1) return [];
  const rows = await visibleGames(ctx)
    .where((eb) =>
      category.code === CATEGORY.hot
        ? eb.or([eb('g.category_id', '=', category.id), eb('g.hot', '=', 1)])
        : eb('g.category_id', '=', category.id),
    )
    .orderBy('c.sort')
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
  return (await withVenueNames(ctx, rows)).map(gameAnswer);
}

/** POST /api/gamelistBycode: the open games of a platform list (housedz, houseqp, lobby, …). */
export async function platformGames(ctx: CatalogueContext, gamecode: string): Promise<Game[]> {
  if (gamecode === '') throw new DomainError('input_invalid');
  const rows = await visibleGames(ctx)
    .where('g.catecode', '=', gamecode)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
  return (await withVenueNames(ctx, rows)).map(gameAnswer);
}

export const gameKey = (platname: string, gameCode: string) => `${platname}\u0000${gameCode}`;

/**
 * The catalogue's name of each (venue, game code) asked (records show it); a game listed in
 * several categories is named by its first catalogue row.
 */
export async function gameNamesOf(
  ctx: CatalogueContext,
  games: readonly { platname: string; game_code: string }[],
): Promise<Map<string, string>> {
  const codes = [...new Set(games.map((g) => g.game_code))];
  if (codes.length === 0) return new Map();
  const rows = await ctx.store.db
    .selectFrom('games')
    .select(['platname', 'game_code', 'name'])
    .where('game_code', 'in', codes)
    .orderBy('id')
    .execute();
  const names = new Map<string, string>();
  for (const row of rows) {
    const key = gameKey(row.platname, row.game_code);
    if (!names.has(key)) names.set(key, row.name);
  }
  return names;
}
