import type { Store } from '../../platform/db/database.ts';
import { batched } from '../../platform/db/batched.ts';

/**
 * The player's automatic-transfer switch (/transfer, spec part 2 §7 upTransferStatus): 1 on, 0 off;
 * a player without a row has it off. Read on every userInfo poll, so the reads of one turn of the
 * event loop share one query (platform/db/batched.ts).
 */
const autoOf = batched(async (db, ids: readonly number[]) => {
  const rows = await db
    .selectFrom('transfer_prefs')
    .select(['user_id', 'auto'])
    .where('user_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.auto]));
});

export async function transferStatus(store: Store, userId: number): Promise<number> {
  return (await autoOf(store.db, userId)) ?? 0;
}

export async function storeTransferStatus(
  store: Store,
  userId: number,
  value: number,
  now: number,
): Promise<void> {
  await store.db
    .insertInto('transfer_prefs')
    .values({ user_id: userId, auto: value, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ auto: value, updated_at: now }))
    .execute();
}
