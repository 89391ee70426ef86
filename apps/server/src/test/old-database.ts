import { MIGRATIONS } from '../app.ts';
import { migrateToLatest } from '../platform/db/migrations.ts';
import { openTestStore } from './databases.ts';
import type { TestStore } from './app.ts';

/**
 * A test database as the released code left it before migration `before` (e.g. '0028'): the
 * migrations named below it, and nothing else. Hand it to `insertOldPlayers`, then migrate it to
 * the latest to see what the migration kept.
 */
export async function databaseBefore(
  kind: 'sqlite' | 'postgres',
  before: string,
): Promise<TestStore> {
  const store = await openTestStore(kind, { empty: true });
  await migrateToLatest(
    store,
    MIGRATIONS.filter((part) => part.name < before),
  );
  return store;
}

/** The columns every old players row had; a test adds the ones its migration moves. */
const PLAYER_COLUMNS = {
  realname: '',
  password_hash: 'x',
  pid: null,
  telegram_id: null,
  is_guest: 0,
  status: 1,
  avatar: '',
  mobile: '',
  email: '',
  birthday: '',
  created_at: 1_700_000_000_000,
  last_login_at: null,
};

/**
 * Writes players into the users table as it was then (its columns are not today's type, so the
 * rows go in untyped): each name with the columns of that time given. Answers their ids by name.
 */
export async function insertOldPlayers(
  store: TestStore,
  players: Record<string, Record<string, number>>,
): Promise<Record<string, number>> {
  const old = untypedDb(store);
  const ids: Record<string, number> = {};
  for (const [username, columns] of Object.entries(players)) {
    const row = await old
      .insertInto('users')
      .values({ username, ...PLAYER_COLUMNS, ...columns })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[username] = Number(row.id);
  }
  return ids;
}

/** The database without today's table types, to read and write the tables of the past. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables of the past
export const untypedDb = (store: TestStore): any => store.db;
