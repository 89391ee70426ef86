import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, TEST_DATABASES } from '../../test/databases.ts';
import type { Store } from './database.ts';
import { batched } from './batched.ts';

describe.each(TEST_DATABASES)('batched lookups on %s', (kind) => {
  let store: Store;
  const batches: string[][] = [];
  const valueOf = batched(async (db, keys: readonly string[]) => {
    batches.push([...keys]);
    const rows = await db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.key, row.value]));
  }, 3);

  beforeAll(async () => {
    store = await openTestStore(kind);
    await store.db
      .insertInto('settings')
      .values(['a', 'b', 'c', 'd'].map((k) => ({ key: `batch.${k}`, value: `"${k}"` })))
      .execute();
  });
  afterAll(() => store.close());

  it('reads the keys asked in one turn together, each caller its own answer', async () => {
    batches.length = 0;
    const answers = await Promise.all(
      ['batch.a', 'batch.b', 'batch.a', 'missing', 'batch.c', 'batch.d'].map((k) =>
        valueOf(store.db, k),
      ),
    );
    expect(answers).toEqual(['"a"', '"b"', '"a"', undefined, '"c"', '"d"']);
    // Five distinct keys, at most three a query.
    expect(batches).toEqual([
      ['batch.a', 'batch.b', 'missing'],
      ['batch.c', 'batch.d'],
    ]);
  });

  it('a lookup made after a change committed sees it (it never joins a read already sent)', async () => {
    const before = valueOf(store.db, 'batch.a');
    await new Promise((resolve) => setImmediate(resolve)); // that read is on its way
    await store.db
      .updateTable('settings')
      .set({ value: '"A"' })
      .where('key', '=', 'batch.a')
      .execute();
    const after = await valueOf(store.db, 'batch.a');
    expect(after).toBe('"A"');
    expect(['"a"', '"A"']).toContain(await before);
  });

  it('a failing read fails each of its callers, and the next turn reads again', async () => {
    const failing = batched(async () => {
      throw new Error('down');
    });
    await expect(Promise.all([failing(store.db, 1), failing(store.db, 2)])).rejects.toThrow('down');
    expect(await valueOf(store.db, 'batch.b')).toBe('"b"');
  });
});
