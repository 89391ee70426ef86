import type { Category, Game } from '@app/contract/games';
import { CATEGORY, GAME_LIST_CODES, HOME_TAB_CODES } from '@app/contract/games-constants';
import { LOTTERY_PLAT } from '../../lib/game-path.ts';

/** The category codes (spec part 1 §2, §4), from the zod-free contract module. */
export const CODE = CATEGORY;
/**
 * Home tabs, in order: hot, then 彩票 (ours: the lottery rooms are reached from home in two taps),
 * then the spec's lobby, live, chess, slots, sports, fishing.
 */
export const HOME_TABS: readonly number[] = [
  CATEGORY.hot,
  CATEGORY.lottery,
  ...HOME_TAB_CODES.filter((code) => code !== CATEGORY.hot),
];
/** Codes whose content is a grid of games; the other tabs list platforms. */
export const GAME_LIST_TABS = GAME_LIST_CODES;
/** The game-type sidebar of /index_old, in the spec's order (part 1 §2). */
export const OLD_SIDEBAR: readonly number[] = [
  CODE.live,
  CODE.sports,
  CODE.esports,
  CODE.chess,
  CODE.slots,
  CODE.lottery,
];

/** The categories of `codes`, in the order of `codes`, skipping any the server does not list. */
export function categoriesFor(
  categories: readonly Category[],
  codes: readonly number[],
): Category[] {
  return codes.flatMap((code) => categories.find((category) => category.code === code) ?? []);
}

/**
 * The tab chosen among `list`: the one whose code is `wanted` (the address's ?tab=), else the first
 * with an id. A category without an id cannot be chosen (spec part 1 §5: 'current category lacks
 * ID').
 */
export function chooseCategory(list: readonly Category[], wanted: string | null): Category | null {
  return (
    list.find((category) => String(category.code) === wanted && category.id > 0) ??
    list.find((category) => category.id > 0) ??
    null
  );
}

/** One platform of a category: its name, a picture and the game a tap opens. */
export interface Platform {
  plat: string;
  name: string;
  img: string;
  /** The platform's first game in the server's order: what a tap launches. */
  game: Game;
  /** The slot list of the platform (/concise?type=…), from its first game. */
  catecode: string;
}

/**
 * The games of a category grouped by platform, in the order the server lists them. A lottery room
 * (our own game, plat lottery) is a card of its own under its Chinese title (幸运28·新手房), not a
 * platform named "LOTTERY".
 */
export function platformsOf(games: readonly Game[]): Platform[] {
  const byPlat = new Map<string, Platform>();
  for (const game of games) {
    if (game.plat === LOTTERY_PLAT) {
      byPlat.set(`${game.plat}:${game.code}`, {
        plat: `${game.plat}:${game.code}`,
        name: game.name,
        img: game.img || game.gamepic,
        game,
        catecode: game.catecode,
      });
      continue;
    }
    const existing = byPlat.get(game.plat);
    if (existing) {
      if (existing.img === '') existing.img = game.img || game.gamepic;
      continue;
    }
    byPlat.set(game.plat, {
      plat: game.plat,
      name: game.plat_name || game.plat.toUpperCase(),
      img: game.img || game.gamepic,
      game,
      catecode: game.catecode,
    });
  }
  return [...byPlat.values()];
}
