import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0028_player_vip` (the vip part, between the users' two): each player's current level, formerly
 * `users.vip`. A player without a row is VIP1 (the column's default); the players handed over by
 * the users' part keep their level.
 */
export const playerVip: MigrationPart = {
  name: '0028_player_vip',
  position: 1,
  async up(db, { clock, handover }) {
    await db.schema
      .createTable('player_vip')
      .ifNotExists()
      .addColumn('user_id', 'bigint', (c) => c.primaryKey())
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    const pairs = (handover.get('users.vip') ?? []) as [number, number][];
    const now = clock.now();
    for (let i = 0; i < pairs.length; i += 500) {
      await db
        .insertInto('player_vip')
        .values(
          pairs
            .slice(i, i + 500)
            .map(([userId, level]) => ({ user_id: userId, level, updated_at: now })),
        )
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    }
  },
};
