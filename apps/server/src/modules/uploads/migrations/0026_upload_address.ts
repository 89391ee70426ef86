import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0026_upload_address`: a player's upload names the client address it came from (the
 * login throttle's `addressKey`), so that one address's uploads of the day are counted across
 * every account signed in from it, on every node.
 */
export const uploadAddressMigration: MigrationPart = {
  name: '0026_upload_address',
  async up(db) {
    await db.schema.alterTable('uploads').addColumn('address', 'varchar(64)').execute();
    await db.schema
      .createIndex('uploads_address_created')
      .on('uploads')
      .columns(['address', 'created_at'])
      .execute();
  },
};
