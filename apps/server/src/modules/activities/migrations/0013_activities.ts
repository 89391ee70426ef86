import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0013_activities`: activity types, activities (HTML content sanitised on save, a bonus in fen and
 * its turnover multiple) and applications. An application is unique per (activity, player): the
 * constraint is what makes "once per player per activity" hold however many taps arrive together.
 */
export const activitiesMigration: MigrationPart = {
  name: '0013_activities',
  async up(db, { id, now }) {
    await now(
      id(db, 'activity_types')
        .addColumn('name', 'varchar(32)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
    ).execute();
    await now(
      id(db, 'activities')
        .addColumn('type_id', 'bigint', (c) => c.notNull().references('activity_types.id'))
        .addColumn('banner', 'varchar(255)', (c) => c.notNull())
        .addColumn('title', 'varchar(64)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('memo', 'varchar(2000)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('bonus_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('turnover_multiple', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
    ).execute();
    await db.schema
      .createIndex('activities_type')
      .on('activities')
      .columns(['type_id', 'sort'])
      .execute();
    await now(
      id(db, 'activity_applications')
        .addColumn('activity_id', 'bigint', (c) => c.notNull().references('activities.id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('state', 'integer', (c) => c.notNull())
        .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('reviewed_by', 'bigint')
        .addColumn('reviewed_at', 'bigint')
        .addColumn('bonus_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('turnover_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('activity_applications_activity_user', ['activity_id', 'user_id']),
    ).execute();
    // The player's records, newest first; the operator's queue by state.
    await db.schema
      .createIndex('activity_applications_user')
      .on('activity_applications')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('activity_applications_state')
      .on('activity_applications')
      .columns(['state', 'id'])
      .execute();
  },
};
