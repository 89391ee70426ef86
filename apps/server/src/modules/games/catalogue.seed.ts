import { CATEGORY, GAME_TYPE } from '@app/contract/games';
import type { AppContext } from '../../platform/context.ts';
import { mediaPath } from '@app/contract/media';
import { inTransaction } from '../../platform/db/transaction.ts';
import { claimOnce } from '../content/index.ts';
import type { OwnGame } from './own-games.ts';
import { VENUE_SEED } from '../venues/index.ts';
import {
  FISHING_CODE,
  HOUSE_BOOK_GAMES,
  HOUSE_GAMES,
  HOUSE_PLATNAME,
  HOUSE_TABLES_LOBBY,
} from '../house/index.ts';
import type { HouseGameKind } from '@app/contract/house';
import { HOUSE_CARDS_CODE } from '@app/contract/house-constants';
import { listOwnGame } from './own-games.ts';

/**
 * The catalogue seed (spec part 1 §2, §3, §4; DESIGN §6): the nine categories and the house
 * venue's games listed under them — the platform's own names only, no provider's brand (DESIGN
 * §6; docs/decisions/venues.md). Every game opens a screen the platform really serves: the tables'
 * lobby (真人), the card game (棋牌), the slots (电子), fishing (捕鱼), the venue's lobby (大堂), the
 * sportsbook (体育 `sports`, 电竞 `esports`: the app's `/sports`).
 *
 * Idempotent and safe on several nodes: the seed runs once per database, in one transaction that
 * first inserts a marker row into `settings`; whoever inserted the marker seeds, everyone else
 * finds it and does nothing. Operator edits are therefore never overwritten.
 */

export type CatalogueContext = Pick<AppContext, 'store' | 'clock'>;

export const CATALOGUE_SEED_KEY = 'games.catalogue_seed';
/** The house venue's games, added once to a catalogue seeded before they existed. */
export const HOUSE_GAMES_SEED_KEY = 'games.house_seed';
/** The tables' lobby and the card game, added once to a catalogue seeded before they existed. */
export const HOUSE_CARDS_TABLES_SEED_KEY = 'games.house_seed.cards_tables';
/** The sportsbook's 体育 and 电竞, added once to a catalogue seeded before they existed. */
export const HOUSE_BOOK_SEED_KEY = 'games.house_seed.book';

/** The categories, by code: slug (CATEGORY key), Chinese name. */
export const CATEGORY_SEED: readonly { code: number; slug: string; name: string }[] = [
  { code: CATEGORY.hot, slug: 'hot', name: '热门' },
  { code: CATEGORY.lobby, slug: 'lobby', name: '大堂' },
  { code: CATEGORY.live, slug: 'live', name: '真人' },
  { code: CATEGORY.chess, slug: 'chess', name: '棋牌' },
  { code: CATEGORY.slots, slug: 'slots', name: '电子' },
  { code: CATEGORY.sports, slug: 'sports', name: '体育' },
  { code: CATEGORY.fishing, slug: 'fishing', name: '捕鱼' },
  { code: CATEGORY.esports, slug: 'esports', name: '电竞' },
  { code: CATEGORY.lottery, slug: 'lottery', name: '彩票' },
];

export interface GameSeed extends OwnGame {
  hot: 0 | 1;
}

/** The house games shown in 热门 as well. */
const HOT_HOUSE_GAMES: ReadonlySet<string> = new Set([
  HOUSE_TABLES_LOBBY.code,
  HOUSE_CARDS_CODE,
  'fruit',
  FISHING_CODE,
]);

/** Every seeded game, in display order within its category. */
export function gameSeed(): GameSeed[] {
  const games: GameSeed[] = [];
  const add = (game: GameSeed) => games.push(game);
  addLobbies(add);
  for (const game of houseGameSeed())
    add({ ...game, hot: HOT_HOUSE_GAMES.has(game.gameCode) ? 1 : 0 });
  // 彩票: the lottery rooms (their own module).
  return games;
}

/** Where each kind of house game is listed: category, list (catecode) and game type. */
const HOUSE_LISTS: Record<HouseGameKind, { category: number; catecode: string; gameType: number }> =
  {
    slot: { category: CATEGORY.slots, catecode: 'housedz', gameType: GAME_TYPE.slot },
    fishing: { category: CATEGORY.fishing, catecode: 'houseby', gameType: GAME_TYPE.fishing },
    cards: { category: CATEGORY.chess, catecode: 'houseqp', gameType: GAME_TYPE.chess },
  };

/** Where the sportsbook's two entries are listed. */
const BOOK_LISTS: Record<
  (typeof HOUSE_BOOK_GAMES)[number]['code'],
  { category: number; catecode: string; gameType: number }
> = {
  sports: { category: CATEGORY.sports, catecode: 'housety', gameType: GAME_TYPE.sports },
  esports: { category: CATEGORY.esports, catecode: 'housedj', gameType: GAME_TYPE.esports },
};

/**
 * The house venue's games (modules/house): the tables' lobby in 真人 (list `housezr`), the card
 * game in 棋牌 (`houseqp`), the slots in 电子 (`housedz`), fishing in 捕鱼 (`houseby`), the
 * sportsbook in 体育 (`housety`, code `sports`) and 电竞 (`housedj`, code `esports`). Each opens a
 * screen of the player app (the venue's `houseLaunchPath`).
 */
export function houseGameSeed(): OwnGame[] {
  return [
    {
      category: CATEGORY.live,
      platname: HOUSE_PLATNAME,
      catecode: 'housezr',
      name: HOUSE_TABLES_LOBBY.name,
      gameType: GAME_TYPE.live,
      gameCode: HOUSE_TABLES_LOBBY.code,
    },
    ...HOUSE_GAMES.map((game) => ({
      ...HOUSE_LISTS[game.kind],
      platname: HOUSE_PLATNAME,
      name: game.name,
      gameCode: game.code,
    })),
    ...HOUSE_BOOK_GAMES.map((game) => ({
      ...BOOK_LISTS[game.code],
      platname: HOUSE_PLATNAME,
      name: game.name,
      gameCode: game.code,
    })),
  ];
}

/** 大堂: one lobby per venue; gamelistBycode('lobby') lists them too. */
function addLobbies(add: (game: GameSeed) => void): void {
  for (const venue of VENUE_SEED) {
    add({
      category: CATEGORY.lobby,
      platname: venue.platname,
      catecode: 'lobby',
      name: `${venue.name}大厅`,
      gameType: GAME_TYPE.lobby,
      gameCode: 'lobby',
      hot: 0,
    });
  }
}

/**
 * Lists the house venue's games once per database (a marker in settings), at start after the
 * catalogue: on a new database they are there already and nothing changes; a catalogue seeded
 * before the house venue existed gets them (first in their categories), and one seeded before
 * the tables' lobby and the card game existed gets those two (a second marker), one seeded before
 * the sportsbook gets 体育 and 电竞 (a third). Operator edits
 * stay; a game the operator took off is not listed again once its marker is written.
 */
export async function ensureHouseGames(ctx: CatalogueContext): Promise<{ listed: boolean }> {
  const later = new Set<string>([HOUSE_TABLES_LOBBY.code, HOUSE_CARDS_CODE]);
  const book = new Set<string>(HOUSE_BOOK_GAMES.map((game) => game.code));
  const marks: readonly [string, (game: OwnGame) => boolean][] = [
    [HOUSE_GAMES_SEED_KEY, () => true],
    [HOUSE_CARDS_TABLES_SEED_KEY, (game) => later.has(game.gameCode)],
    [HOUSE_BOOK_SEED_KEY, (game) => book.has(game.gameCode)],
  ];
  let listed = false;
  for (const [key, wanted] of marks) {
    const now = await inTransaction(ctx.store, async (tx) => {
      if (!(await claimOnce(tx, key))) return false;
      const at = ctx.clock.now();
      for (const game of houseGameSeed().filter(wanted)) await listOwnGame(tx, game, at);
      return true;
    });
    listed ||= now;
  }
  return { listed };
}

/**
 * Seeds the catalogue once per database, at start (after the venues).
 * Answers whether this call did the seeding.
 */
export async function ensureCatalogue(ctx: CatalogueContext): Promise<{ seeded: boolean }> {
  const seeded = await inTransaction(ctx.store, async (tx) => {
    if (!(await claimOnce(tx, CATALOGUE_SEED_KEY))) return false;

    const now = ctx.clock.now();
    await tx
      .insertInto('game_categories')
      .values(
        CATEGORY_SEED.map((c) => ({
          code: c.code,
          slug: c.slug,
          name: c.name,
          img: mediaPath('category', c.slug),
          sort: (c.code + 1) * 10,
          enabled: 1,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const categories = await tx.selectFrom('game_categories').select(['id', 'code']).execute();
    const categoryId = new Map(categories.map((c) => [c.code, c.id]));

    const games = gameSeed();
    const position = new Map<number, number>();
    await tx
      .insertInto('games')
      .values(
        games.map((g) => {
          const index = (position.get(g.category) ?? 0) + 1;
          position.set(g.category, index);
          const id = categoryId.get(g.category);
          if (id === undefined) throw new Error(`category ${g.category} missing`);
          return {
            category_id: id,
            platname: g.platname,
            catecode: g.catecode,
            name: g.name,
            game_type: g.gameType,
            game_code: g.gameCode,
            img: '',
            hot: g.hot,
            status: 1,
            sort: index * 10,
            created_at: now,
          };
        }),
      )
      .onConflict((oc) => oc.columns(['category_id', 'platname', 'game_code']).doNothing())
      .execute();
    // A game's generated image is named by its id, known only now.
    const withoutImage = await tx.selectFrom('games').select('id').where('img', '=', '').execute();
    for (const { id } of withoutImage) {
      await tx
        .updateTable('games')
        .set({ img: mediaPath('game', String(id)) })
        .where('id', '=', id)
        .execute();
    }

    return true;
  });
  return { seeded };
}
