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
