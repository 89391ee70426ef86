import { CATEGORY, GAME_TYPE } from '@app/contract/games';
import type { AppContext } from '../../platform/context.ts';
import { mediaPath } from '@app/contract/media';
import { inTransaction } from '../../platform/db/transaction.ts';
import { claimOnce } from '../content/index.ts';
import type { OwnGame } from './own-games.ts';
import { VENUE_SEED } from '../venues/index.ts';
import { HOUSE_GAMES, HOUSE_PLATNAME } from '../house/index.ts';
import { listOwnGame } from './own-games.ts';
import { SLOT_THEMES, type SlotTheme } from '@app/domain/games/slot';

/**
 * The catalogue seed (spec part 1 §2, §3, §4; DESIGN §6): the nine categories, the demo venue's
 * games listed under them, home banners and notices. Every game opens something the demo venue
 * really serves: `slot-<theme>` (a 5-reel slot), `dice` (a big/small table) or `lobby` (the
 * venue's lobby listing its demo games). Names say what opens; nothing claims a game that is not
 * there (the "lobby" of a chess, sports or esports venue is the demo lobby).
 *
 * Idempotent and safe on several nodes: the seed runs once per database, in one transaction that
 * first inserts a marker row into `settings`; whoever inserted the marker seeds, everyone else
 * finds it and does nothing. Operator edits are therefore never overwritten.
 */

export type CatalogueContext = Pick<AppContext, 'store' | 'clock'>;

export const CATALOGUE_SEED_KEY = 'games.catalogue_seed';
/** The house venue's games, added once to a catalogue seeded before they existed. */
export const HOUSE_GAMES_SEED_KEY = 'games.house_seed';

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

/** Each slot venue's list (catecode, /concise type) and themes in order; the first `hot` are hot. */
const SLOT_LISTS: readonly {
  platname: string;
  catecode: string;
  themes: readonly SlotTheme[];
  hot: readonly SlotTheme[];
}[] = [
  {
    platname: 'ob',
    catecode: 'obgdy',
    themes: ['fruit', 'gems', 'dragon', 'ocean', 'gold', 'panda', 'space', 'jungle'],
    hot: ['fruit', 'dragon'],
  },
  {
    platname: 'fg',
    catecode: 'fgdz',
    themes: ['gold', 'panda', 'fruit', 'space', 'jungle', 'gems', 'ocean'],
    hot: ['gold'],
  },
  {
    platname: 'pp',
    catecode: 'pp',
    themes: ['dragon', 'ocean', 'gems', 'fruit', 'gold', 'space'],
    hot: ['ocean'],
  },
  {
    platname: 'ae',
    catecode: 'ae',
    themes: ['jungle', 'space', 'panda', 'gold', 'fruit', 'dragon'],
    hot: ['jungle'],
  },
];

export interface GameSeed extends OwnGame {
  hot: 0 | 1;
}

const venueName = (platname: string) =>
  VENUE_SEED.find((v) => v.platname === platname)?.name ?? platname.toUpperCase();

/** Every seeded game, in display order within its category. */
export function gameSeed(): GameSeed[] {
  const games: GameSeed[] = [];
  const add = (game: GameSeed) => games.push(game);
  addLobbies(add);
  addLiveTables(add);
  addVenueLobbies(add);
  // The platform's own games first in their categories.
  for (const game of houseGameSeed()) add({ ...game, hot: 0 });
  addSlots(add);
  addFishing(add);
  // 彩票: none here; the lottery rooms are their own game.
  return games;
}

/**
 * The house venue's games (modules/house): its slots in 电子 (list `housedz`), its fishing game in
 * 捕鱼 (list `houseby`). Each opens a screen of the player app (`/#/house/<code>`).
 */
export function houseGameSeed(): OwnGame[] {
  return HOUSE_GAMES.map((game) => {
    const slot = game.kind === 'slot';
    return {
      category: slot ? CATEGORY.slots : CATEGORY.fishing,
      platname: HOUSE_PLATNAME,
      catecode: slot ? 'housedz' : 'houseby',
      name: game.name,
      gameType: slot ? GAME_TYPE.slot : GAME_TYPE.fishing,
      gameCode: game.code,
    };
  });
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

/** 真人: a big/small dice table per live venue. */
function addLiveTables(add: (game: GameSeed) => void): void {
  for (const platname of ['ag', 'bg', 'bbin']) {
    add({
      category: CATEGORY.live,
      platname,
      catecode: platname,
      name: `${platname.toUpperCase()} 骰宝`,
      gameType: GAME_TYPE.live,
      gameCode: 'dice',
      hot: platname === 'ag' ? 1 : 0,
    });
  }
}

/** 棋牌, 体育, 电竞: the venue's lobby. */
function addVenueLobbies(add: (game: GameSeed) => void): void {
  for (const [category, platname, gameType] of [
    [CATEGORY.chess, 'ky', GAME_TYPE.chess],
    [CATEGORY.sports, 'sb', GAME_TYPE.sports],
    [CATEGORY.esports, 'ia', GAME_TYPE.esports],
  ] as const) {
    add({
      category,
      platname,
      catecode: platname,
      name: `${venueName(platname)}大厅`,
      gameType,
      gameCode: 'lobby',
      hot: 0,
    });
  }
}

/** 电子: the slot lists of /concise (catecode obgdy, fgdz, pp, ae). */
function addSlots(add: (game: GameSeed) => void): void {
  for (const list of SLOT_LISTS) {
    for (const theme of list.themes) {
      add({
        category: CATEGORY.slots,
        platname: list.platname,
        catecode: list.catecode,
        name: SLOT_THEMES[theme],
        gameType: GAME_TYPE.slot,
        gameCode: `slot-${theme}`,
        hot: list.hot.includes(theme) ? 1 : 0,
      });
    }
  }
}

/** 捕鱼: FG's demo lobby and one of its slots; the demo venue has no fishing game, so neither
 * name claims one. */
function addFishing(add: (game: GameSeed) => void): void {
  add({
    category: CATEGORY.fishing,
    platname: 'fg',
    catecode: 'fgby',
    name: 'FG 游戏大厅',
    gameType: GAME_TYPE.fishing,
    gameCode: 'lobby',
    hot: 0,
  });
  add({
    category: CATEGORY.fishing,
    platname: 'fg',
    catecode: 'fgby',
    name: `${SLOT_THEMES.ocean}（老虎机）`,
    gameType: GAME_TYPE.fishing,
    gameCode: 'slot-ocean',
    hot: 0,
  });
}

/**
 * Lists the house venue's games once per database (a marker in settings), at start after the
 * catalogue: on a new database they are there already and nothing changes; a catalogue seeded
 * before the house venue existed gets them (first in their categories). Operator edits stay.
 */
export async function ensureHouseGames(ctx: CatalogueContext): Promise<{ listed: boolean }> {
  const listed = await inTransaction(ctx.store, async (tx) => {
    if (!(await claimOnce(tx, HOUSE_GAMES_SEED_KEY))) return false;
    const now = ctx.clock.now();
    for (const game of houseGameSeed()) await listOwnGame(tx, game, now);
    return true;
  });
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
