import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../app.ts';
import { databaseBefore, insertOldPlayers, untypedDb } from '../../test/old-database.ts';
import { migrateToLatest } from '../../platform/db/migrations.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { playerLevel, playerLevels } from './index.ts';
import { playersWithLevels, setPlayerLevel } from './player-level.ts';

describe.each(TEST_DATABASES)('migration 0028_player_vip on %s', (kind) => {
  it("moves users.vip into the vip module's player_vip; no row is VIP1", async () => {
    const store = await databaseBefore(kind, '0028');
    try {
      const old = untypedDb(store);
      const ids = await insertOldPlayers(store, {
        plain_1: { is_agent: 0, vip: 1 },
        vip3_1: { is_agent: 0, vip: 3 },
        vip10_1: { is_agent: 0, vip: 10 },
      });
      await migrateToLatest(store, MIGRATIONS);

      expect(await playerLevel(store, ids.vip3_1!)).toBe(3);
      expect(await playerLevel(store, ids.plain_1!)).toBe(1);
      expect(await playerLevels(store.db, [ids.plain_1!, ids.vip3_1!, ids.vip10_1!])).toEqual(
        new Map([
          [ids.plain_1, 1],
          [ids.vip3_1, 3],
          [ids.vip10_1, 10],
        ]),
      );
      const rows = await store.db
        .selectFrom('player_vip')
        .select(['user_id', 'level'])
        .orderBy('user_id')
        .execute();
      expect(rows).toEqual([
        { user_id: ids.vip3_1, level: 3 },
        { user_id: ids.vip10_1, level: 10 },
      ]);
      const columns = await old.selectFrom('users').selectAll().limit(1).executeTakeFirst();
      expect(columns).not.toHaveProperty('vip');
      expect((await playersWithLevels(store, 0, 10)).map((p) => p.vip)).toEqual([1, 3, 10]);

      // A level changes only from the level the caller saw, with or without a row.
      const move = (id: number, from: number, to: number) =>
        inTransaction(store, (tx) => setPlayerLevel(tx, id, { from, to, now: 1 }));
      expect(await move(ids.plain_1!, 1, 2)).toBe(true);
      // A second promotion that read level 1 loses: the player is not moved twice.
      expect(await move(ids.plain_1!, 1, 3)).toBe(false);
      expect(await move(ids.vip3_1!, 2, 4)).toBe(false);
      expect(await move(ids.vip3_1!, 3, 2)).toBe(true);
      expect(await playerLevels(store.db, [ids.plain_1!, ids.vip3_1!])).toEqual(
        new Map([
          [ids.plain_1, 2],
          [ids.vip3_1, 2],
        ]),
      );
    } finally {
      await store.close();
    }
  });
});
