import type { Game } from '@app/contract/games';

/**
 * Where tapping a game goes: /gamePage with name (platform), type (game type) and code (game code)
 * as the spec's query (part 1 §2), plus the category it was opened from (the tg-variant rule) and
 * the game's display name for the top bar.
 */
export function gamePagePath(
  game: Pick<Game, 'plat' | 'type' | 'code' | 'name'>,
  categoryCode?: number,
): string {
  const query = new URLSearchParams({
    name: game.plat,
    type: String(game.type),
    code: game.code,
    title: game.name,
  });
  if (categoryCode !== undefined) query.set('cat', String(categoryCode));
  return `/gamePage?${query.toString()}`;
}
