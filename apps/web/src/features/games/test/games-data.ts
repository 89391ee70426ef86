import type { Game } from '@app/contract/games';

/** Games as the server answers them (contract Game). */
export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 11,
    name: '麻将胡了',
    plat: 'demo4',
    plat_name: '演示电子一',
    type: 3,
    code: 'demo4_mjhl',
    status: 1,
    img: '/img/games/demo4_mjhl.png',
    category_id: 5,
    category_code: 4,
    hot: 1,
    catecode: 'demo4dz',
    gamecode: 'demo4_mjhl',
    gamepic: '/img/games/demo4_mjhl.png',
    gamename: '麻将胡了',
    ...overrides,
  };
}

export const BANNERS = [{ id: 1, src: '/img/banner/1.png', link: '' }];
