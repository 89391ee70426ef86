import { mediaPath } from '@app/contract/media';
import type { Tx } from '../../platform/db/database.ts';

/**
 * Games the platform runs itself (the lottery rooms): listed in a category like a venue's games,
 * opened by the player app on its own screen (`plat` names the owner, `code` the game there).
 */
export interface OwnGame {
  /** The category's code (CATEGORY). */
  category: number;
  platname: string;
  catecode: string;
  name: string;
  gameType: number;
  gameCode: string;
  /** 1: shown among the hot games (default 0). */
  hot?: 0 | 1;
  /** Its place in the category (default 0: first). */
  sort?: number;
}

/**
 * Lists a game once (insert if missing, in the caller's transaction); an operator's later edits
 * of its name, image or status stay. Safe when several nodes start together.
 */
export async function listOwnGame(tx: Tx, game: OwnGame, now: number): Promise<void> {
  const category = await tx
    .selectFrom('game_categories')
    .select('id')
    .where('code', '=', game.category)
    .executeTakeFirst();
  if (category === undefined) throw new Error(`category ${game.category} missing`);
  await tx
    .insertInto('games')
    .values({
      category_id: category.id,
      platname: game.platname,
      catecode: game.catecode,
      name: game.name,
      game_type: game.gameType,
      game_code: game.gameCode,
      img: '',
      hot: game.hot ?? 0,
      status: 1,
      sort: game.sort ?? 0,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['category_id', 'platname', 'game_code']).doNothing())
    .execute();
  const row = await tx
    .selectFrom('games')
    .select(['id', 'img'])
    .where('category_id', '=', category.id)
    .where('platname', '=', game.platname)
    .where('game_code', '=', game.gameCode)
    .executeTakeFirstOrThrow();
  if (row.img === '') {
    await tx
      .updateTable('games')
      .set({ img: mediaPath('game', String(row.id)) })
      .where('id', '=', row.id)
      .execute();
  }
}
