import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  HOUSE_CARDS_TABLES_SEED_KEY,
  HOUSE_GAMES_SEED_KEY,
  ensureHouseGames,
} from './catalogue.seed.ts';

/**
 * A database seeded by an older release: its catalogue has the house venue's slots and fishing but
 * not the tables' lobby or the card game, and it may hold venues the seed no longer makes (the
 * providers' names of the old demo catalogue). Start lists the two new house games once and
 * leaves every existing venue and game as the operator has them (docs/decisions/venues.md).
 */
describe.each(TEST_DATABASES)('the catalogue of an older database on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { demoVenues: false });
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const houseCodes = async () =>
    (
      await t.store.db
        .selectFrom('games')
        .select('game_code')
        .where('platname', '=', 'house')
        .orderBy('game_code')
        .execute()
    ).map((g) => g.game_code);

  it('lists the tables’ lobby and the card game once; keeps the old venues and games', async () => {
    // as an older release left it: no second marker, neither game, an old provider-named venue
    await t.store.db
      .deleteFrom('settings')
      .where('key', '=', HOUSE_CARDS_TABLES_SEED_KEY)
      .execute();
    await t.store.db
      .deleteFrom('games')
      .where('platname', '=', 'house')
      .where('game_code', 'in', ['tables', 'zhajinhua'])
      .execute();
    await t.store.db
      .insertInto('venues')
      .values({
        platname: 'oldvenue',
        name: '旧场馆',
        category: 'live',
        adapter: 'demo',
        enabled: 1,
        sort: 5,
        created_at: 1,
      })
      .execute();
    expect(await houseCodes()).toEqual([
      'dynasty',
      'esports',
      'fishing',
      'fruit',
      'lobby',
      'ocean',
      'sports',
    ]);

    expect(await ensureHouseGames(t.ctx)).toEqual({ listed: true });
    expect(await houseCodes()).toEqual([
      'dynasty',
      'esports',
      'fishing',
      'fruit',
      'lobby',
      'ocean',
      'sports',
      'tables',
      'zhajinhua',
    ]);
    // once: an operator who takes the card game off does not see it come back
    await t.store.db.deleteFrom('games').where('game_code', '=', 'zhajinhua').execute();
    expect(await ensureHouseGames(t.ctx)).toEqual({ listed: false });
    expect(await houseCodes()).not.toContain('zhajinhua');
    const marks = await t.store.db
      .selectFrom('settings')
      .select('key')
      .where('key', 'in', [HOUSE_GAMES_SEED_KEY, HOUSE_CARDS_TABLES_SEED_KEY])
      .execute();
    expect(marks).toHaveLength(2);

    // the venues of an older seed stay as they are: another node starting changes nothing
    const node = await startTestApp(kind, {}, { store: t.store, demoVenues: false });
    await node.app.close();
    const venues = await t.store.db.selectFrom('venues').select('platname').execute();
    expect(venues.map((v) => v.platname).sort()).toEqual(['house', 'oldvenue']);
  });
});
