/**
 * The Chinese names of the house venue's games, their slot symbols and their fish, by the domain's
 * codes (`@app/domain/house`): the server answers them (lobby, definitions, bets) and the player
 * app's screens read the same ones where they have only a code (a drawn symbol's accessible name,
 * the verification). Plain values, no zod: the game screens must not load the schemas.
 */

/** The house venue's platname: its venue row, its launch addresses, its players' bet records. */
export const HOUSE_PLATNAME = 'house';

/** The slots' names and their symbols' names. */
export const HOUSE_SLOT_NAMES: Readonly<
  Record<string, { name: string; symbols: Readonly<Record<string, string>> }>
> = {
  fruit: {
    name: '缤纷水果',
    symbols: {
      wild: '百搭',
      seven: '幸运七',
      bell: '铃铛',
      melon: '西瓜',
      grape: '葡萄',
      orange: '橙子',
      lemon: '柠檬',
      cherry: '樱桃',
    },
  },
  ocean: {
    name: '深海宝藏',
    symbols: {
      wild: '百搭',
      whale: '鲸鱼',
      shark: '鲨鱼',
      turtle: '海龟',
      octopus: '章鱼',
      crab: '螃蟹',
      shell: '贝壳',
      starfish: '海星',
    },
  },
  dynasty: {
    name: '盛世王朝',
    symbols: {
      wild: '百搭',
      dragon: '神龙',
      phoenix: '凤凰',
      tiger: '猛虎',
      crane: '仙鹤',
      ingot: '元宝',
      lantern: '灯笼',
      coin: '铜钱',
      fan: '折扇',
    },
  },
};

/** The fishing game's name and its fish's names. */
export const HOUSE_FISHING_NAME = '深海捕鱼';
export const HOUSE_FISH_NAMES: Readonly<Record<string, string>> = {
  clownfish: '小丑鱼',
  pufferfish: '河豚',
  seahorse: '海马',
  lionfish: '狮子鱼',
  turtle: '海龟',
  manta: '魔鬼鱼',
  shark: '鲨鱼',
  whale: '鲸鱼',
  golden_dragon: '黄金龙',
};

/** The card game's code and name (炸金花 against the banker). */
export const HOUSE_CARDS_CODE = 'zhajinhua';
export const HOUSE_CARDS_NAME = '炸金花';

/** A house game's name by its code (a slot's, `fishing` or `zhajinhua`); the code when unknown. */
export function houseGameName(code: string): string {
  if (code === 'fishing') return HOUSE_FISHING_NAME;
  if (code === HOUSE_CARDS_CODE) return HOUSE_CARDS_NAME;
  return HOUSE_SLOT_NAMES[code]?.name ?? code;
}

// ---- the tables (house-tables.ts has their calls) ----------------------------------------------

export const HOUSE_TABLE_GAMES = ['baccarat', 'dragon_tiger', 'niuniu'] as const;
export type HouseTableGame = (typeof HOUSE_TABLE_GAMES)[number];

/** The bet areas of each game, in the order the felt shows them. */
export const HOUSE_TABLE_AREAS = {
  baccarat: ['player', 'tie', 'banker', 'player_pair', 'banker_pair'],
  dragon_tiger: ['dragon', 'tie', 'tiger'],
  niuniu: ['tian', 'di', 'xuan', 'huang'],
} as const satisfies Record<HouseTableGame, readonly string[]>;
export type HouseTableArea = (typeof HOUSE_TABLE_AREAS)[HouseTableGame][number];

export const ALL_TABLE_AREAS: readonly string[] = [
  ...new Set(Object.values(HOUSE_TABLE_AREAS).flat()),
];

/** The Chinese names of the games and their areas. */
export const HOUSE_TABLE_GAME_NAMES: Readonly<Record<HouseTableGame, string>> = {
  baccarat: '百家乐',
  dragon_tiger: '龙虎',
  niuniu: '百人牛牛',
};
export const HOUSE_TABLE_AREA_NAMES: Readonly<Record<string, string>> = {
  player: '闲',
  banker: '庄',
  tie: '和',
  player_pair: '闲对',
  banker_pair: '庄对',
  dragon: '龙',
  tiger: '虎',
  tian: '天',
  di: '地',
  xuan: '玄',
  huang: '黄',
};

/** A table's code: lowercase letters, digits and '_', 1–32. */
export const HOUSE_TABLE_CODE_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * A table round's bet record number: `<table>-<round>-<player id in base 36>` (one record per
 * player and round), so the bet record leads to the round's verification.
 */
export function tableBetNo(table: string, round: number, userId: number): string {
  return `${table}-${round}-${userId.toString(36)}`;
}

const TABLE_BET_NO = /^([a-z][a-z0-9_]{0,31})-(\d{1,13})-[0-9a-z]{1,13}$/;

/** The table and round of a table bet record's number; null for any other bet number. */
export function tableRoundOfBetNo(betNo: string): { table: string; round: number } | null {
  const match = TABLE_BET_NO.exec(betNo);
  return match ? { table: match[1]!, round: Number(match[2]) } : null;
}
