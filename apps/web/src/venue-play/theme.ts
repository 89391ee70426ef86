import type { SlotSymbol, SlotTheme } from '@app/domain/games/slot';

/**
 * How each theme draws the slot's symbols: a character (or two for the wild) on a coloured tile,
 * and the symbol's name. Only the look changes between themes; the reels and pays are the same.
 */
export interface SymbolLook {
  glyph: string;
  name: string;
}

export interface ThemeLook {
  /** Page background gradient. */
  background: string;
  /** Reel window background. */
  reels: string;
  accent: string;
  symbols: Record<SlotSymbol, SymbolLook>;
}

const WILD: SymbolLook = { glyph: '百搭', name: '百搭' };

const look = (
  background: string,
  reels: string,
  accent: string,
  names: [string, string][],
): ThemeLook => {
  const [a, b, c, d, e, f, g, h] = names.map(([glyph, name]) => ({ glyph, name }));
  return {
    background,
    reels,
    accent,
    symbols: { W: WILD, A: a!, B: b!, C: c!, D: d!, E: e!, F: f!, G: g!, H: h! },
  };
};

export const THEME_LOOKS: Record<SlotTheme, ThemeLook> = {
  fruit: look('linear-gradient(180deg,#ff7a59,#c2185b)', '#3b0d2a', '#ffd54f', [
    ['7', '幸运7'],
    ['瓜', '西瓜'],
    ['葡', '葡萄'],
    ['橙', '橙子'],
    ['柠', '柠檬'],
    ['樱', '樱桃'],
    ['桃', '蜜桃'],
    ['苹', '苹果'],
  ]),
  gems: look('linear-gradient(180deg,#6a3de8,#1f1147)', '#170b38', '#7ee8fa', [
    ['冠', '皇冠'],
    ['钻', '钻石'],
    ['红', '红宝石'],
    ['蓝', '蓝宝石'],
    ['翠', '翡翠'],
    ['珠', '珍珠'],
    ['玛', '玛瑙'],
    ['晶', '水晶'],
  ]),
  dragon: look('linear-gradient(180deg,#d32f2f,#4a0d0d)', '#2e0606', '#ffca28', [
    ['龙', '神龙'],
    ['凤', '凤凰'],
    ['麟', '麒麟'],
    ['虎', '猛虎'],
    ['龟', '玄龟'],
    ['宝', '元宝'],
    ['灯', '灯笼'],
    ['炮', '鞭炮'],
  ]),
  ocean: look('linear-gradient(180deg,#0288d1,#0b2545)', '#06182e', '#80deea', [
    ['鲸', '鲸鱼'],
    ['鲨', '鲨鱼'],
    ['豚', '海豚'],
    ['龟', '海龟'],
    ['章', '章鱼'],
    ['蟹', '螃蟹'],
    ['星', '海星'],
    ['贝', '贝壳'],
  ]),
  gold: look('linear-gradient(180deg,#b8860b,#3e2a00)', '#2a1c00', '#ffe082', [
    ['砖', '金砖'],
    ['币', '金币'],
    ['条', '金条'],
    ['杯', '金杯'],
    ['铃', '金铃'],
    ['福', '福'],
    ['禄', '禄'],
    ['寿', '寿'],
  ]),
  panda: look('linear-gradient(180deg,#43a047,#1b3d1f)', '#102812', '#c5e1a5', [
    ['熊', '熊猫'],
    ['竹', '竹子'],
    ['包', '红包'],
    ['灯', '灯笼'],
    ['扇', '扇子'],
    ['茶', '香茶'],
    ['饺', '饺子'],
    ['饼', '月饼'],
  ]),
  space: look('linear-gradient(180deg,#283593,#050816)', '#050818', '#b388ff', [
    ['箭', '火箭'],
    ['碟', '飞碟'],
    ['球', '星球'],
    ['卫', '卫星'],
    ['宇', '宇航员'],
    ['彗', '彗星'],
    ['月', '月亮'],
    ['星', '星星'],
  ]),
  jungle: look('linear-gradient(180deg,#689f38,#1e3a12)', '#13260b', '#fff176', [
    ['狮', '狮子'],
    ['虎', '老虎'],
    ['象', '大象'],
    ['猴', '猴子'],
    ['鹦', '鹦鹉'],
    ['蛇', '蟒蛇'],
    ['蕉', '香蕉'],
    ['椰', '椰子'],
  ]),
};

/** Tile colours by rank (same in every theme, so value reads at a glance). */
export const SYMBOL_COLORS: Record<SlotSymbol, string> = {
  W: 'linear-gradient(145deg,#ffe259,#ffa751)',
  A: 'linear-gradient(145deg,#ff5f6d,#c31432)',
  B: 'linear-gradient(145deg,#f857a6,#a4508b)',
  C: 'linear-gradient(145deg,#7f7fd5,#5d4cb8)',
  D: 'linear-gradient(145deg,#43cea2,#185a9d)',
  E: 'linear-gradient(145deg,#56ccf2,#2f80ed)',
  F: 'linear-gradient(145deg,#f2994a,#d35400)',
  G: 'linear-gradient(145deg,#a8e063,#56ab2f)',
  H: 'linear-gradient(145deg,#bdc3c7,#6c7a89)',
};
