import { CATEGORY, GAME_TYPE } from '@app/contract/games';
import { SLOT_THEMES, type SlotTheme } from '@app/domain/games/slot';
import type { AppContext } from '../platform/context.ts';
import { inTransaction } from '../platform/db/transaction.ts';
import { listOwnGame } from '../modules/games/index.ts';

/**
 * Tests only: the demo venue (modules/demo-venue, adapter kind `demo`) as a test double of an
 * external provider, so the generic adapter path (transfers, launch sessions, bet records pulled by
 * cursor, reconciliation) is tested with venues that are not ours. Nothing seeds these into a real
 * catalogue (docs/decisions/venues.md): a test adds them with `addDemoVenues`. Their names are
 * neutral (演示…), never a provider's brand.
 */
export const DEMO_TEST_VENUES = [
  { platname: 'demo1', name: '演示真人一', category: 'live' },
  { platname: 'demo2', name: '演示真人二', category: 'live' },
  { platname: 'demo3', name: '演示真人三', category: 'live' },
  { platname: 'demo4', name: '演示电子一', category: 'slots' },
  { platname: 'demo5', name: '演示电子二', category: 'slots' },
  { platname: 'demo6', name: '演示电子三', category: 'slots' },
  { platname: 'demo7', name: '演示电子四', category: 'slots' },
  { platname: 'demo8', name: '演示棋牌', category: 'chess' },
  { platname: 'demo9', name: '演示体育', category: 'sports' },
  { platname: 'demo10', name: '演示电竞', category: 'esports' },
] as const;

export type DemoTestPlatname = (typeof DEMO_TEST_VENUES)[number]['platname'];

/** Each slot venue's list (catecode) and themes in order; `hot` are hot. */
const SLOT_LISTS: readonly {
  platname: DemoTestPlatname;
  catecode: string;
  themes: readonly SlotTheme[];
  hot: readonly SlotTheme[];
}[] = [
  {
    platname: 'demo4',
    catecode: 'demo4dz',
    themes: ['fruit', 'gems', 'dragon', 'ocean', 'gold', 'panda', 'space', 'jungle'],
    hot: ['fruit', 'dragon'],
  },
  {
    platname: 'demo5',
    catecode: 'demo5dz',
    themes: ['gold', 'panda', 'fruit', 'space', 'jungle', 'gems', 'ocean'],
    hot: ['gold'],
  },
  {
    platname: 'demo6',
    catecode: 'demo6',
    themes: ['dragon', 'ocean', 'gems', 'fruit', 'gold', 'space'],
    hot: ['ocean'],
  },
  {
    platname: 'demo7',
    catecode: 'demo7',
    themes: ['jungle', 'space', 'panda', 'gold', 'fruit', 'dragon'],
    hot: ['jungle'],
  },
];

interface DemoGame {
  category: number;
  platname: string;
  catecode: string;
  name: string;
  gameType: number;
  gameCode: string;
  hot: 0 | 1;
}

const nameOf = (platname: string) =>
  DEMO_TEST_VENUES.find((v) => v.platname === platname)?.name ?? platname;

/** The test double's games: what the demo venue really serves (slots, dice, its lobby). */
export function demoTestGames(): DemoGame[] {
  const games: DemoGame[] = [];
  for (const venue of DEMO_TEST_VENUES) {
    games.push({
      category: CATEGORY.lobby,
      platname: venue.platname,
      catecode: 'lobby',
      name: `${venue.name}大厅`,
      gameType: GAME_TYPE.lobby,
      gameCode: 'lobby',
      hot: 0,
    });
  }
  for (const platname of ['demo1', 'demo2', 'demo3']) {
    games.push({
      category: CATEGORY.live,
      platname,
      catecode: platname,
      name: `${nameOf(platname)} 骰宝`,
      gameType: GAME_TYPE.live,
      gameCode: 'dice',
      hot: platname === 'demo1' ? 1 : 0,
    });
  }
  for (const [category, platname, gameType] of [
    [CATEGORY.chess, 'demo8', GAME_TYPE.chess],
    [CATEGORY.sports, 'demo9', GAME_TYPE.sports],
    [CATEGORY.esports, 'demo10', GAME_TYPE.esports],
  ] as const) {
    games.push({
      category,
      platname,
      catecode: platname,
      name: `${nameOf(platname)}大厅`,
      gameType,
      gameCode: 'lobby',
      hot: 0,
    });
  }
  for (const list of SLOT_LISTS) {
    for (const theme of list.themes) {
      games.push({
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
  games.push({
    category: CATEGORY.fishing,
    platname: 'demo5',
    catecode: 'demo5by',
    name: '演示电子二 游戏大厅',
    gameType: GAME_TYPE.fishing,
    gameCode: 'lobby',
    hot: 0,
  });
  return games;
}

/**
 * Adds the test double's venues (adapter `demo`, after the seeded ones) and its games (after the
 * seeded games of each category) to a test database. Insert-if-missing: safe to call again.
 */
export async function addDemoVenues(ctx: Pick<AppContext, 'store' | 'clock'>): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.store, async (tx) => {
    await tx
      .insertInto('venues')
      .values(
        DEMO_TEST_VENUES.map((venue, index) => ({
          ...venue,
          adapter: 'demo',
          enabled: 1,
          sort: 100 + index,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.column('platname').doNothing())
      .execute();
    // After the seeded games of each category, in the order listed.
    const position = new Map<number, number>();
    for (const game of demoTestGames()) {
      const index = (position.get(game.category) ?? 0) + 1;
      position.set(game.category, index);
      await listOwnGame(tx, { ...game, sort: 1_000 + index * 10 }, now);
    }
  });
}
