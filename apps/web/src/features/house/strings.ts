/**
 * Every text of the house venue's screens (/house, /house/slot/:game, /house/fishing,
 * /house/verify). All ours: the spec has no such screens (DESIGN §6). The server's messages
 * (未找到该游戏, 下注金额无效…, 余额不足, …) come with its answers.
 */

/** The symbols' names, by game: what a screen reader says for each drawn symbol. */
export const SYMBOL_NAMES: Record<string, Record<string, string>> = {
  fruit: {
    wild: '百搭',
    seven: '幸运7',
    bell: '铃铛',
    melon: '西瓜',
    grape: '葡萄',
    orange: '橙子',
    lemon: '柠檬',
    cherry: '樱桃',
  },
  ocean: {
    wild: '百搭',
    whale: '鲸鱼',
    shark: '鲨鱼',
    turtle: '海龟',
    octopus: '章鱼',
    crab: '螃蟹',
    shell: '扇贝',
    starfish: '海星',
  },
  dynasty: {
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
};

/** The fish's names: what a screen reader says for each drawn fish. */
export const FISH_NAMES: Record<string, string> = {
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

export const HOUSE_TEXT = {
  unknownSymbol: '符号',
} as const;
