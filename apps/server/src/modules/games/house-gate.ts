import { HOUSE_PLATNAME } from '@app/contract/house-constants';
import type { AppContext } from '../../platform/context.ts';

/**
 * Whether the catalogue lets a house game be played: its entries of the house venue with that game
 * code are all open (status 1). A code the catalogue does not list is not the catalogue's to close.
 */
export async function houseGameIsOpen(ctx: AppContext, gameCode: string): Promise<boolean> {
  const closed = await ctx.store.db
    .selectFrom('games')
    .select('id')
    .where('platname', '=', HOUSE_PLATNAME)
    .where('game_code', '=', gameCode)
    .where('status', '!=', 1)
    .executeTakeFirst();
  return closed === undefined;
}
