import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * Part of `0020_adjustments`: each session records how it began (`via`: password, register,
 * guest, telegram) and from which address (`ip`), so the console's player page can list a
 * player's sign-ins. Sessions made before have '' in both.
 */
export const sessionOrigin: MigrationPart = {
  name: '0020_adjustments',
  async up(db) {
    await db.schema
      .alterTable('sessions')
      .addColumn('via', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('sessions')
      .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
