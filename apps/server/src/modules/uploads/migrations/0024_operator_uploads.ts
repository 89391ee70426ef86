import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0024_operator_uploads`: images an operator uploads for content (banners, activities, invite
 * images, support replies) name their operator, so an operator's daily quota is counted from the
 * table on every node. Player uploads keep `operator_id` null; an operator's keep `user_id` null.
 */
export const operatorUploadsMigration: MigrationPart = {
  name: '0024_operator_uploads',
  async up(db) {
    await db.schema
      .alterTable('uploads')
      .addColumn('operator_id', 'bigint', (c) => c.references('operators.id'))
      .execute();
    await db.schema
      .createIndex('uploads_operator_created')
      .on('uploads')
      .columns(['operator_id', 'created_at'])
      .execute();
  },
};
