import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../app.ts';
import { migrateToLatest } from '../../platform/db/migrations.ts';
import { openTestStore, TEST_DATABASES } from '../../test/databases.ts';
import { agentFlag, agentFlags } from './index.ts';

/** A player row as the users table held it before 0029 (with the agent flag). */
const oldPlayer = (username: string, isAgent: number) => ({
  username,
  realname: '',
  password_hash: 'x',
  pid: null,
  telegram_id: null,
  is_guest: 0,
  is_agent: isAgent,
  status: 1,
  avatar: '',
  mobile: '',
  email: '',
  birthday: '',
  created_at: 1_700_000_000_000,
  last_login_at: null,
});

describe.each(TEST_DATABASES)('migration 0029_agent_flag on %s', (kind) => {
  it("moves users.is_agent into the agents' own table and keeps their levels", async () => {
    const store = await openTestStore(kind, { empty: true });
    try {
      await migrateToLatest(
        store,
        MIGRATIONS.filter((part) => part.name < '0029'),
      );
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the users table before 0029
      const old = store.db as any;
      const ids: Record<string, number> = {};
      for (const [name, flag] of [
        ['player_1', 0],
        ['agent_1', 1],
        ['agent_2', 1],
        ['stray_1', 0],
      ] as const) {
        const row = await old
          .insertInto('users')
          .values(oldPlayer(name, flag))
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[name] = Number(row.id);
      }
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
