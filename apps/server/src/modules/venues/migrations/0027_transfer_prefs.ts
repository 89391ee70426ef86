import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0027_transfer_prefs` (the venues' part, between the users' two): the player's automatic-transfer
 * switch (/api/uptransferstatus), formerly `users.transferstatus`. A player without a row has it
 * off (0, the column's default); the players handed over by the users' part keep their value.
 */
export const transferPrefs: MigrationPart = {
  name: '0027_transfer_prefs',
  position: 1,
  async up(db, { clock, handover }) {
    await db.schema
      .createTable('transfer_prefs')
      .ifNotExists()
      .addColumn('user_id', 'bigint', (c) => c.primaryKey())
      .addColumn('auto', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    const pairs = (handover.get('users.transferstatus') ?? []) as [number, number][];
    const now = clock.now();
    for (let i = 0; i < pairs.length; i += 500) {
      await db
        .insertInto('transfer_prefs')
        .values(
          pairs
            .slice(i, i + 500)
            .map(([userId, auto]) => ({ user_id: userId, auto, updated_at: now })),
        )
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    }
  },
};
