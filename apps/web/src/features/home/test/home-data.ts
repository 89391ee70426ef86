import type { Category, Game } from '@app/contract/games';
import type { LotteryRoomSummary } from '@app/contract/lottery';

/** The catalogue as the server answers it, for the home screens' tests. */
export const CATEGORIES: Category[] = [
  { id: 1, code: 0, slug: 'hot', name: '热门', img: '', renum: 12 },
  { id: 2, code: 1, slug: 'lobby', name: '大堂', img: '', renum: 0 },
  { id: 3, code: 2, slug: 'live', name: '真人', img: '', renum: 7 },
  { id: 4, code: 3, slug: 'chess', name: '棋牌', img: '', renum: 3 },
  { id: 5, code: 4, slug: 'slots', name: '电子', img: '', renum: 21 },
  { id: 6, code: 5, slug: 'sports', name: '体育', img: '', renum: 1 },
  { id: 7, code: 6, slug: 'fishing', name: '捕鱼', img: '', renum: 0 },
  { id: 8, code: 7, slug: 'esports', name: '电竞', img: '', renum: 2 },
  { id: 9, code: 8, slug: 'lottery', name: '彩票', img: '', renum: 0 },
];

let nextId = 100;

export function game(overrides: Partial<Game>): Game {
  const code = overrides.code ?? `g${nextId}`;
  return {
    id: nextId++,
    name: '游戏',
    plat: 'demo4',
    plat_name: '演示电子一',
    type: 3,
    code,
    status: 1,
    img: '',
    category_id: 1,
    category_code: 0,
    hot: 0,
    catecode: 'demo4dz',
    gamecode: code,
    gamepic: '',
    gamename: overrides.name ?? '游戏',
    ...overrides,
  };
}

/** POST /api/typelist answers by category id. */
export const GAMES_BY_CATEGORY: Record<number, Game[]> = {
  1: [
    game({ name: '麻将胡了', plat: 'demo4', plat_name: '演示电子一', type: 3, code: 'demo4_mjhl' }),
    game({ name: '百家乐', plat: 'demo1', plat_name: '演示真人一', type: 1, code: 'demo1_bjl' }),
  ],
  2: [],
  3: [
    game({
      name: '演示真人一大厅',
      plat: 'demo1',
      plat_name: '演示真人一',
      type: 1,
      code: 'demo1_lobby',
    }),
    game({
      name: '演示百家乐',
      plat: 'demo1',
      plat_name: '演示真人一',
      type: 1,
      code: 'demo1_bjl',
    }),
    game({
      name: '演示真人二大厅',
      plat: 'demo2',
      plat_name: '演示真人二',
      type: 1,
      code: 'demo2_lobby',
    }),
  ],
  4: [
    game({
      name: '演示棋牌大厅',
      plat: 'demo8',
      plat_name: '演示棋牌',
      type: 2,
      code: 'demo8_lobby',
    }),
  ],
  5: [
    game({
      name: '麻将胡了',
      plat: 'demo4',
      plat_name: '演示电子一',
      catecode: 'demo4dz',
      code: 'demo4_1',
    }),
    game({
      name: '甜蜜盛宴',
      plat: 'demo6',
      plat_name: '演示电子三',
      catecode: 'demo6',
      code: 'demo6_1',
    }),
  ],
  6: [
    game({ name: '演示体育', plat: 'demo9', plat_name: '演示体育', type: 4, code: 'demo9_lobby' }),
  ],
  7: [
    game({ name: '捕鱼达人', plat: 'demo4', plat_name: '演示捕鱼', type: 5, code: 'demo4_fish' }),
  ],
  8: [
    game({
      name: '演示电竞',
      plat: 'demo10',
      plat_name: '演示电竞',
      type: 6,
      code: 'demo10_lobby',
    }),
  ],
  // The lottery rooms, listed like games (plat lottery, code = room id; the server gives no
  // plat_name for them).
  9: [
    game({ name: '极速六合彩·新手房', plat: 'lottery', plat_name: '', type: 7, code: '1' }),
    game({ name: '幸运28·新手房', plat: 'lottery', plat_name: '', type: 7, code: '3' }),
  ],
};

/** GET /api/lotteryLobby: the two rooms above, one of each type, with a countdown and result. */
export const LOTTERY_ROOMS: LotteryRoomSummary[] = [
  {
    room_id: 1,
    title: '新手房',
    lottery: { code: 'mark6', title: '极速六合彩', type: 1 },
    ftime: 30,
    nextexpect: '202611230145',
    timeout: 125,
    state: 'open',
    last: {
      expect: '202611230144',
      opentime2: '2026-11-23 12:00:00',
      extend: [1, 2, 3, 4, 5, 6, 7].map((n) => ({
        number: String(n).padStart(2, '0'),
        colour: 'red' as const,
        zodiac: '鼠',
        element: '金',
      })),
    },
    server_time: 0,
  },
  {
    room_id: 3,
    title: '新手房',
    lottery: { code: 'pc28', title: '幸运28', type: 2 },
    ftime: 30,
    nextexpect: '202611230290',
    timeout: 20,
    state: 'sealed',
    last: {
      expect: '202611230289',
      opentime2: '2026-11-23 12:00:00',
      extend: { digits: [3, 5, 9], total: 17, text: '3+5+9=17', label: '大单', colour: 'blue' },
    },
    server_time: 0,
  },
];

export const catalogueHandlers = {
  typel: () => ({ data: CATEGORIES }),
  typelist: (body: unknown) => ({
    data: GAMES_BY_CATEGORY[(body as { id: number }).id] ?? [],
  }),
  bannerList: () => ({ data: [{ id: 1, src: '/img/banner/1.png', link: '' }] }),
  homeNotice: () => ({ data: ['欢迎来到本站', '充值优惠进行中'] }),
  lotteryLobby: () => ({ data: LOTTERY_ROOMS }),
};
