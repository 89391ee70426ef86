import { CATEGORY } from '@app/contract/games';
import type { CatalogueContext } from './catalogue.seed.ts';
import { gameKey } from './catalogue.service.ts';

/** A category a bet can belong to (reports). */
export interface ReportCategory {
  code: number;
  slug: string;
  name: string;
}

/** 热门 and 大堂 gather games of other categories: a bet never belongs to them. */
const GATHERING: ReadonlySet<number> = new Set([CATEGORY.hot, CATEGORY.lobby]);

/**
 * The category of each (venue, game code) asked, for reports (the operator's dashboard): the
 * first catalogue row of that game in a category that is not 热门 or 大堂; a game listed only
 * there (a venue's lobby) takes its venue's first such category; a game unknown to the catalogue
 * has none (the report's "other"). Also answers every such category, in the catalogue's order.
 */
export async function reportCategoriesOf(
  ctx: CatalogueContext,
  games: readonly { platname: string; gameCode: string }[],
): Promise<{ categories: ReportCategory[]; of: Map<string, ReportCategory> }> {
  const categoryRows = await ctx.store.db
    .selectFrom('game_categories')
    .select(['id', 'code', 'slug', 'name'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const reportable = categoryRows.filter((c) => !GATHERING.has(c.code));
  const byId = new Map(reportable.map((c) => [c.id, { code: c.code, slug: c.slug, name: c.name }]));
  const of = new Map<string, ReportCategory>();
  const platnames = [...new Set(games.map((g) => g.platname))];
  if (platnames.length > 0 && byId.size > 0) {
    const rows = await ctx.store.db
      .selectFrom('games')
      .select(['platname', 'game_code', 'category_id'])
      .where('platname', 'in', platnames)
      .where('category_id', 'in', [...byId.keys()])
      .orderBy('id')
      .execute();
    const ofGame = new Map<string, ReportCategory>();
    const ofVenue = new Map<string, ReportCategory>();
    for (const row of rows) {
      const category = byId.get(row.category_id)!;
      const key = gameKey(row.platname, row.game_code);
      if (!ofGame.has(key)) ofGame.set(key, category);
      if (!ofVenue.has(row.platname)) ofVenue.set(row.platname, category);
    }
    for (const game of games) {
      const key = gameKey(game.platname, game.gameCode);
      const category = ofGame.get(key) ?? ofVenue.get(game.platname);
      if (category) of.set(key, category);
    }
  }
  return {
    categories: reportable.map((c) => ({ code: c.code, slug: c.slug, name: c.name })),
    of,
  };
}

/** A game's own catalogue category (see `gameCategoriesOf`). */
export interface GameCategory {
  platname: string;
  gameCode: string;
  /** The category's code (`CATEGORY` of the contract: 2 真人, 3 棋牌, 4 电子, 5 体育, …). */
  code: number;
}

/**
 * The catalogue category of every game of these venues (rebates: a bet takes its game's
 * category): per (venue, game code), its first catalogue row (by id) in a category that is not 热门
 * or 大堂. Unlike `reportCategoriesOf`, no venue fallback: a game the catalogue does not list (or
 * lists only in 热门/大堂) is absent, and the caller decides.
 */
export async function gameCategoriesOf(
  ctx: CatalogueContext,
  platnames: readonly string[],
): Promise<GameCategory[]> {
  if (platnames.length === 0) return [];
  const rows = await ctx.store.db
    .selectFrom('games as g')
    .innerJoin('game_categories as c', 'c.id', 'g.category_id')
    .select(['g.platname', 'g.game_code', 'c.code'])
    .where('g.platname', 'in', [...new Set(platnames)])
    .where('c.code', 'not in', [...GATHERING])
    .orderBy('g.id')
    .execute();
  const found = new Map<string, GameCategory>();
  for (const row of rows) {
    const key = gameKey(row.platname, row.game_code);
    if (!found.has(key)) {
      found.set(key, { platname: row.platname, gameCode: row.game_code, code: row.code });
    }
  }
  return [...found.values()];
}
