import type { Store, Tx } from '../../platform/db/database.ts';

/**
 * The settings table: one JSON value per key. Content owns it; other modules keep their settings
 * here under their own key (`wallet`, `games.links`, …) through these two calls.
 */
type Db = Tx | Store['db'];

/** The parsed value under `key`, or undefined when none is stored. */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

/** Stores `value` (JSON) under `key`, replacing what was there. */
export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: text })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
    .execute();
}

/** The text stored under `key` as it is (values written before JSON, such as secrets). */
export async function readSettingText(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Stores `text` under `key` unless something is there already (the first writer wins). */
export async function writeSettingTextIfMissing(db: Db, key: string, text: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: text })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Locks the setting under `key` for the caller's transaction, so that two operators changing it at
 * once change it one after the other (SQLite's transaction holds the write lock already). A key
 * never written gets a JSON null first, which readers treat as "not set".
 */
export async function lockSetting(store: Store, tx: Tx, key: string): Promise<void> {
  await tx
    .insertInto('settings')
    .values({ key, value: 'null' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  if (store.dialect === 'postgres') {
    await tx.selectFrom('settings').select('key').where('key', '=', key).forUpdate().execute();
  }
}

/** Cheap query that proves the database answers (health check). */
export async function pingDatabase(store: Store): Promise<void> {
  await store.db.selectFrom('settings').select('key').limit(1).execute();
}

/**
 * Claims a once-only marker in the caller's transaction: true for the one caller whose insert
 * succeeded (on PostgreSQL a concurrent claimer waits for that transaction, then gets false).
 */
export async function claimOnce(tx: Tx, key: string): Promise<boolean> {
  const result = await tx
    .insertInto('settings')
    .values({ key, value: '1' })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
