import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0028_player_vip` (the users' parts): the VIP level leaves `users` for the vip module's
 * `player_vip`. First the players above the default level (1) are handed over as `[user id,
 * level]` pairs (the vip part, position 1, writes them); last the column goes.
 */
export const vipHandover: MigrationPart = {
  name: '0028_player_vip',
  position: 0,
  async up(db, { handover }) {
    const rows: { id: number | bigint; vip: number | bigint }[] = await db
      .selectFrom('users')
      .select(['id', 'vip'])
      .where('vip', '<>', 1)
      .orderBy('id')
      .execute();
    handover.set(
      'users.vip',
      rows.map((r) => [Number(r.id), Number(r.vip)]),
    );
  },
};

export const vipDrop: MigrationPart = {
  name: '0028_player_vip',
  position: 2,
  async up(db) {
    await db.schema.alterTable('users').dropColumn('vip').execute();
  },
};
