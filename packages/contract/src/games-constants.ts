import { LIMITS } from './limits.ts';

/**
 * The catalogue's constants without any schema (spec part 1 §2, §4, §9): the first route imports
 * these, so this module must stay free of zod. Re-exported by games.ts.
 */

/** Category codes: the home tabs are 0–6 (spec part 1 §2, §4); 7 and 8 show on /index_old. */
export const CATEGORY = {
  hot: 0,
  lobby: 1,
  live: 2,
  chess: 3,
  slots: 4,
  sports: 5,
  fishing: 6,
  esports: 7,
  lottery: 8,
} as const;
export type CategoryCode = (typeof CATEGORY)[keyof typeof CATEGORY];
/** The home tabs, in order (spec part 1 §2 "Category tabs"). */
export const HOME_TAB_CODES: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
/** Codes whose tiles are games from the server; the others list platforms (spec part 1 §4). */
export const GAME_LIST_CODES: readonly number[] = [0, 1, 6];

/** game_type of a game (ours; the spec names only 3 = slot in its launch rule). */
export const GAME_TYPE = {
  live: 1,
  chess: 2,
  slot: 3,
  sports: 4,
  fishing: 5,
  esports: 6,
  lottery: 7,
  lobby: 8,
} as const;

/** Spec part 1 §4: the tg variant of launch is used for category 4 with game type 3. */
export function usesTgLaunch(categoryCode: number, gameType: number): boolean {
  return categoryCode === CATEGORY.slots && gameType === GAME_TYPE.slot;
}

/**
 * Slot lists of /concise (spec part 1 §2, part 2 §2, §9): tab label and type (the list's
 * catecode). The spec's tabs were providers' brands; ours are the platform's own venue's list
 * (DESIGN §6: no third-party brand in seeded content).
 */
export const SLOT_PROVIDERS = [{ label: '自营电子', type: 'housedz' }] as const;
export const DEFAULT_SLOT_PROVIDER = 'housedz';

/**
 * Categories with no venue yet (体育 and 电竞 wait for the house sportsbook): an empty list there
 * says 即将上线, not 空空如也.
 */
export const COMING_SOON_CATEGORIES: readonly number[] = [CATEGORY.sports, CATEGORY.esports];

/** Players who had a game open within this window count in a category's renum (DESIGN §9). */
export const ACTIVE_WINDOW_MS = 10 * 60_000;
/** How often an open /gamePage tells the server the game is still open. */
export const GAME_HEARTBEAT_MS = 60_000;

/** Online support shifts of the conversation tab (spec part 1 §2, part 2 §2). */
export const SERVICE_SHIFTS = [
  { key: '1', label: '在线客服1', hours: '00:00-12:00' },
  { key: '3', label: '在线客服2', hours: '12:00-24:00' },
] as const;

export const GAMES_LIMITS = {
  renumPollMs: LIMITS.renumPollMs,
  bannerAutoplayMs: LIMITS.bannerAutoplayMs,
} as const;
