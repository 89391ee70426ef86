import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore } from '../../test/databases.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import type { Store } from './database.ts';
import { prepared } from './prepared.ts';

const settingByKey = prepared((db, key: string) =>
  db.selectFrom('settings').select(['key', 'value']).where('key', '=', key).limit(1),
);
const twoArguments = prepared((db, low: string, high: string) =>
  db
    .selectFrom('settings')
    .select('key')
    .where('key', '>=', low)
    .where('key', '<=', high)
    .orderBy('key'),
);

describe.each(TEST_DATABASES)('prepared queries on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(kind);
    await store.db
      .insertInto('settings')
      .values([
        { key: 'prep.a', value: '"1"' },
        { key: 'prep.b', value: '"2"' },
        { key: 'prep.c', value: '"3"' },
      ])
      .execute();
  });
  afterAll(() => store.close());

  it('answers what the same query built each time answers, for every argument', async () => {
    expect(await settingByKey(store.db, 'prep.b')).toEqual([{ key: 'prep.b', value: '"2"' }]);
    expect(await settingByKey(store.db, 'prep.c')).toEqual([{ key: 'prep.c', value: '"3"' }]);
    expect(await settingByKey(store.db, 'missing')).toEqual([]);
    expect(await twoArguments(store.db, 'prep.b', 'prep.c')).toEqual([
      { key: 'prep.b' },
      { key: 'prep.c' },
    ]);
    expect(await twoArguments(store.db, 'prep.a', 'prep.a')).toEqual([{ key: 'prep.a' }]);
  });

  it('refuses a query that does not use an argument as a plain value', async () => {
    const startingWith = prepared((db, key: string) =>
      db.selectFrom('settings').select('key').where('key', 'like', `${key}%`),
    );
    await expect(startingWith(store.db, 'prep.')).rejects.toThrow(/not a plain value/);
  });
});
