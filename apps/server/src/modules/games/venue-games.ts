import { CATEGORY, GAME_TYPE } from '@app/contract/games-constants';
import { mediaPath } from '@app/contract/media';
import type { Store, Tx } from '../../platform/db/database.ts';

/**
 * A game provider's games in the catalogue (modules/providers: the console's 同步游戏): each game
 * of the provider's list is listed in its category (insert if missing; a renamed game takes its new
 * name), and the entries of that venue that the list no longer has are closed (status 0). Listed
 * under the platform list `<platname><suffix>` of its category (as the house's `housedz`).
 */

/** The categories a provider's game may name (game_categories.slug), with list suffix and game type. */
export const VENUE_GAME_CATEGORIES = {
  live: { code: CATEGORY.live, suffix: 'zr', gameType: GAME_TYPE.live },
  chess: { code: CATEGORY.chess, suffix: 'qp', gameType: GAME_TYPE.chess },
  slots: { code: CATEGORY.slots, suffix: 'dz', gameType: GAME_TYPE.slot },
  sports: { code: CATEGORY.sports, suffix: 'ty', gameType: GAME_TYPE.sports },
  fishing: { code: CATEGORY.fishing, suffix: 'by', gameType: GAME_TYPE.fishing },
  esports: { code: CATEGORY.esports, suffix: 'dj', gameType: GAME_TYPE.esports },
  lottery: { code: CATEGORY.lottery, suffix: 'cp', gameType: GAME_TYPE.lottery },
} as const;
export type VenueGameCategory = keyof typeof VENUE_GAME_CATEGORIES;

export interface VenueGame {
  code: string;
  name: string;
  category: VenueGameCategory;
}

export interface VenueGamesSync {
  added: number;
  updated: number;
  closed: number;
  total: number;
}

export async function syncVenueGames(
  tx: Tx,
  platname: string,
  games: readonly VenueGame[],
  now: number,
): Promise<VenueGamesSync> {
  const categories = await tx.selectFrom('game_categories').select(['id', 'code']).execute();
  const categoryId = new Map(categories.map((c) => [c.code, c.id]));
  const existing = await tx
    .selectFrom('games')
    .select(['id', 'category_id', 'game_code', 'name', 'status'])
    .where('platname', '=', platname)
    .execute();
  const byKey = new Map(existing.map((row) => [`${row.category_id}:${row.game_code}`, row]));
  const kept = new Set<number>();
  const result: VenueGamesSync = { added: 0, updated: 0, closed: 0, total: games.length };
  for (const [index, game] of games.entries()) {
    const place = VENUE_GAME_CATEGORIES[game.category];
    const category = categoryId.get(place.code);
    if (category === undefined) continue;
    const row = byKey.get(`${category}:${game.code}`);
    if (row) {
      kept.add(row.id);
      if (row.name !== game.name || row.status !== 1) {
        await tx
          .updateTable('games')
          .set({ name: game.name, status: 1 })
          .where('id', '=', row.id)
          .execute();
        result.updated += 1;
      }
      continue;
    }
    const inserted = await tx
      .insertInto('games')
      .values({
        category_id: category,
        platname,
        catecode: `${platname}${place.suffix}`,
        name: game.name,
        game_type: place.gameType,
        game_code: game.code,
        img: '',
        hot: 0,
        status: 1,
        sort: 100 + index,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    kept.add(inserted.id);
    await tx
      .updateTable('games')
      .set({ img: mediaPath('game', String(inserted.id)) })
      .where('id', '=', inserted.id)
      .execute();
    result.added += 1;
  }
  const gone = existing.filter((row) => !kept.has(row.id) && row.status === 1).map((r) => r.id);
  if (gone.length > 0) {
    await tx.updateTable('games').set({ status: 0 }).where('id', 'in', gone).execute();
    result.closed = gone.length;
  }
  return result;
}

/** Opens or closes every catalogue entry of a venue (its provider enabled or disabled). */
export async function setVenueGamesOpen(tx: Tx, platname: string, open: boolean): Promise<void> {
  await tx
    .updateTable('games')
    .set({ status: open ? 1 : 0 })
    .where('platname', '=', platname)
    .execute();
}

/** How many catalogue entries each venue has (the console's provider list). */
export async function venueGameCounts(store: Store): Promise<Map<string, number>> {
  const rows = await store.db
    .selectFrom('games')
    .select((eb) => ['platname', eb.fn.countAll<number>().as('count')])
    .groupBy('platname')
    .execute();
  return new Map(rows.map((row) => [row.platname, Number(row.count)]));
}
