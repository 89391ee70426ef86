import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0027_transfer_prefs` (the users' parts): the automatic-transfer switch leaves `users` for the
 * venues' `transfer_prefs`. First the players whose switch is not the default (0) are handed over
 * as `[user id, value]` pairs (the venues' part, position 1, writes them); last the column goes.
 */
export const transferStatusHandover: MigrationPart = {
  name: '0027_transfer_prefs',
  position: 0,
  async up(db, { handover }) {
    const rows: { id: number | bigint; transferstatus: number | bigint }[] = await db
      .selectFrom('users')
      .select(['id', 'transferstatus'])
      .where('transferstatus', '<>', 0)
      .orderBy('id')
      .execute();
    handover.set(
      'users.transferstatus',
      rows.map((r) => [Number(r.id), Number(r.transferstatus)]),
    );
  },
};

export const transferStatusDrop: MigrationPart = {
  name: '0027_transfer_prefs',
  position: 2,
  async up(db) {
    await db.schema.alterTable('users').dropColumn('transferstatus').execute();
  },
};
