import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../app.ts';
import { migrateToLatest } from '../../platform/db/migrations.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { databaseBefore, insertOldPlayers, untypedDb } from '../../test/old-database.ts';

const row = (userId: number, category: string, extra: Record<string, unknown> = {}) => ({
  user_id: userId,
  platname: 'house',
  category,
  day: '2026-11-20',
  valid_minor: 100_000n,
  rate_bp: 30,
  amount_minor: 300n,
  state: 0,
  claim_id: null,
  claimed_at: null,
  created_at: 1_700_000_000_000,
  ...extra,
});

describe.each(TEST_DATABASES)('migration 0037_rebates_by_category on %s', (kind) => {
  it('keeps every rebate row (id, category, claim) and makes the key (player, platform, category, day)', async () => {
    const store = await databaseBefore(kind, '0037');
    try {
      const old = untypedDb(store);
      const ids = await insertOldPlayers(store, { rebater_1: {} });
      const userId = ids.rebater_1!;
      const claim = await old
        .insertInto('rebate_claims')
        .values({ user_id: userId, amount_minor: 300n, rows: 1, by_system: 0, created_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await old
        .insertInto('rebates')
        .values([
          row(userId, 'electron', { state: 1, claim_id: claim.id, claimed_at: 2 }),
          row(userId, 'realperson', { platname: 'demo1' }),
        ])
        .execute();
      // Before: a second category of the same (player, platform, day) is refused.
      await expect(
        old.insertInto('rebates').values(row(userId, 'sport')).execute(),
      ).rejects.toThrow();

      await migrateToLatest(store, MIGRATIONS);

      const kept = await store.db
        .selectFrom('rebates')
        .select(['id', 'platname', 'category', 'state', 'claim_id', 'amount_minor'])
        .orderBy('id')
        .execute();
      expect(kept).toEqual([
        {
          id: 1,
          platname: 'house',
          category: 'electron',
          state: 1,
          claim_id: Number(claim.id),
          amount_minor: 300n,
        },
        {
          id: 2,
          platname: 'demo1',
          category: 'realperson',
          state: 0,
          claim_id: null,
          amount_minor: 300n,
        },
      ]);
      // After: another category of that day is a row of its own, with a new id…
      const added = await store.db
        .insertInto('rebates')
        .values(row(userId, 'sport'))
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBeGreaterThan(2);
      // …and the same (player, platform, category, day) is still refused.
      await expect(
        store.db.insertInto('rebates').values(row(userId, 'sport')).execute(),
      ).rejects.toThrow();
    } finally {
      await store.close();
    }
  });
});
