import type { Game } from '@app/contract/games';

/** The platform of our own lottery rooms: such a game's `code` is the room id. */
export const LOTTERY_PLAT = 'lottery';

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
