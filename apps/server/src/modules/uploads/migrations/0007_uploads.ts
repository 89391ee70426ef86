import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0007_uploads`: uploaded images in the database, so every node serves every upload (DESIGN §7).
 * `bytes` is `blob` on SQLite and `bytea` on PostgreSQL; both read back as a Buffer.
 */
export const uploadsMigration: MigrationPart = {
  name: '0007_uploads',
  async up(db, { dialect, id, now }) {
    await now(
      id(db, 'uploads')
        .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob')
        .addColumn('pinned_at', 'bigint'),
    ).execute();
    // A player's uploads of the day (quota); the clean-up's scan of old, unpinned ones.
    await db.schema
      .createIndex('uploads_user_created')
      .on('uploads')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema.createIndex('uploads_created').on('uploads').column('created_at').execute();
  },
};
