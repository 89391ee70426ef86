import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../app.ts';
import { databaseBefore, insertOldPlayers, untypedDb } from '../../test/old-database.ts';
import { migrateToLatest } from '../../platform/db/migrations.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { agentFlag, agentFlags } from './index.ts';

describe.each(TEST_DATABASES)('migration 0029_agent_flag on %s', (kind) => {
  it("moves users.is_agent into the agents' own table and keeps their levels", async () => {
    const store = await databaseBefore(kind, '0029');
    try {
      const old = untypedDb(store);
      const ids = await insertOldPlayers(store, {
        player_1: { is_agent: 0 },
        agent_1: { is_agent: 1 },
        agent_2: { is_agent: 1 },
        stray_1: { is_agent: 0 },
      });
      // agent_2 was set to level 3; stray_1 has a level row but was never an agent.
      for (const [name, level] of [
        ['agent_2', 3],
        ['stray_1', 2],
      ] as const) {
        await old
          .insertInto('agents')
          .values({ user_id: ids[name], level, created_at: 1, updated_at: 1 })
          .execute();
      }
      await migrateToLatest(store, MIGRATIONS);

      expect(await agentFlag(store, ids.agent_1!)).toBe(1);
      expect(await agentFlag(store, ids.player_1!)).toBe(0);
      expect(
        await agentFlags(store.db, [ids.player_1!, ids.agent_1!, ids.agent_2!, ids.stray_1!]),
      ).toEqual(
        new Map([
          [ids.player_1, 0],
          [ids.agent_1, 1],
          [ids.agent_2, 1],
          [ids.stray_1, 0],
        ]),
      );
      const rows = await store.db
        .selectFrom('agents')
        .select(['user_id', 'level'])
        .orderBy('user_id')
        .execute();
      expect(rows).toEqual([
        { user_id: ids.agent_1, level: 1 },
        { user_id: ids.agent_2, level: 3 },
      ]);
      const columns = await old.selectFrom('users').selectAll().limit(1).executeTakeFirst();
      expect(columns).not.toHaveProperty('is_agent');
    } finally {
      await store.close();
    }
  });
});
