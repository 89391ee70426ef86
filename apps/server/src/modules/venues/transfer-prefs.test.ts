import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../app.ts';
import { databaseBefore, insertOldPlayers, untypedDb } from '../../test/old-database.ts';
import { migrateToLatest } from '../../platform/db/migrations.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { transferStatus } from './index.ts';
import { storeTransferStatus } from './transfer-prefs.ts';

describe.each(TEST_DATABASES)('migration 0027_transfer_prefs on %s', (kind) => {
  it("moves users.transferstatus into the venues' transfer_prefs; no row is off", async () => {
    const store = await databaseBefore(kind, '0027');
    try {
      const old = untypedDb(store);
      const ids = await insertOldPlayers(store, {
        manual_1: { is_agent: 0, vip: 1, transferstatus: 0 },
        auto_1: { is_agent: 0, vip: 1, transferstatus: 1 },
        manual_2: { is_agent: 0, vip: 1, transferstatus: 0 },
      });
      await migrateToLatest(store, MIGRATIONS);

      expect(await transferStatus(store, ids.auto_1!)).toBe(1);
      expect(await transferStatus(store, ids.manual_1!)).toBe(0);
      expect(await transferStatus(store, ids.manual_2!)).toBe(0);
      const rows = await store.db
        .selectFrom('transfer_prefs')
        .select(['user_id', 'auto'])
        .execute();
      expect(rows).toEqual([{ user_id: ids.auto_1, auto: 1 }]);
      const columns = await old.selectFrom('users').selectAll().limit(1).executeTakeFirst();
      expect(columns).not.toHaveProperty('transferstatus');

      await storeTransferStatus(store, ids.manual_1!, 1, 1);
      await storeTransferStatus(store, ids.auto_1!, 0, 2);
      expect(await transferStatus(store, ids.manual_1!)).toBe(1);
      expect(await transferStatus(store, ids.auto_1!)).toBe(0);
    } finally {
      await store.close();
    }
  });
});
