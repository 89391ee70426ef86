import { HOUSE_PLATNAME, tableRoundOfBetNo } from '@app/contract/house-constants';
import type { Game } from '@app/contract/games';

/** The platform of our own lottery rooms: such a game's `code` is the room id. */
export const LOTTERY_PLAT = 'lottery';

/**
 * The platform's own venue (DESIGN §6): its games are screens of this app (`/#/house/...`), and a
 * bet record's bet id there is the house bet number. Its platname is the contract's, the
 * server's too.
 */
export const HOUSE_PLAT = HOUSE_PLATNAME;

/** Where a house bet (or a table round, by its record's number) is verified in the browser. */
export function houseVerifyPath(betNo: string): string {
  const table = tableRoundOfBetNo(betNo);
  if (table) {
    const query = { table: table.table, round: String(table.round) };
    return `/house/verify?${new URLSearchParams(query).toString()}`;
  }
  return `/house/verify?${new URLSearchParams({ bet: betNo }).toString()}`;
}

/**
 * Where tapping a game goes: /gamePage with name (platform), type (game type) and code (game code)
 * as the spec's query (part 1 §2), plus the category it was opened from (the tg-variant rule) and
 * the game's display name for the top bar. A lottery room (`plat` lottery) is ours: it opens
 * /lottery?room_id=<code> in the app instead of a venue's page.
 */
export function gamePagePath(
  game: Pick<Game, 'plat' | 'type' | 'code' | 'name'>,
  categoryCode?: number,
): string {
  if (game.plat === LOTTERY_PLAT) {
    return `/lottery?${new URLSearchParams({ room_id: game.code }).toString()}`;
  }
  const query = new URLSearchParams({
    name: game.plat,
    type: String(game.type),
    code: game.code,
    title: game.name,
  });
  if (categoryCode !== undefined) query.set('cat', String(categoryCode));
  return `/gamePage?${query.toString()}`;
}
