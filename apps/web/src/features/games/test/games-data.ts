import type { Game } from '@app/contract/games';

/** Games as the server answers them (contract Game). */
export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 11,
    name: '麻将胡了',
    plat: 'ob',
    plat_name: 'OB电子',
    type: 3,
    code: 'ob_mjhl',
    status: 1,
    img: '/img/games/ob_mjhl.png',
    category_id: 5,
    category_code: 4,
    hot: 1,
    catecode: 'obgdy',
    gamecode: 'ob_mjhl',
    gamepic: '/img/games/ob_mjhl.png',
    gamename: '麻将胡了',
    ...overrides,
  };
}

export const BANNERS = [{ id: 1, src: '/img/banner/1.png', link: '' }];
