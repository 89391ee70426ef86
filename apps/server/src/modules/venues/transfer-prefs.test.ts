import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../app.ts';
import { migrateToLatest } from '../../platform/db/migrations.ts';
import { openTestStore, TEST_DATABASES } from '../../test/databases.ts';
import { transferStatus } from './index.ts';
import { storeTransferStatus } from './transfer-prefs.ts';

/** A player row as the users table held it before 0027 (with the switch). */
const oldPlayer = (username: string, transferstatus: number) => ({
  username,
  realname: '',
  password_hash: 'x',
  pid: null,
  telegram_id: null,
  is_guest: 0,
  is_agent: 0,
  status: 1,
  vip: 1,
  avatar: '',
  mobile: '',
  email: '',
  birthday: '',
  transferstatus,
  created_at: 1_700_000_000_000,
  last_login_at: null,
});

describe.each(TEST_DATABASES)('migration 0027_transfer_prefs on %s', (kind) => {
  it("moves users.transferstatus into the venues' transfer_prefs; no row is off", async () => {
    const store = await openTestStore(kind, { empty: true });
    try {
      await migrateToLatest(
        store,
        MIGRATIONS.filter((part) => part.name < '0027'),
      );
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the users table before 0027
      const old = store.db as any;
      const ids: Record<string, number> = {};
      for (const [name, value] of [
        ['manual_1', 0],
        ['auto_1', 1],
        ['manual_2', 0],
      ] as const) {
        const row = await old
          .insertInto('users')
          .values(oldPlayer(name, value))
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[name] = Number(row.id);
      }
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
