import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0010_rebates`: rebates (返水). A rebate row is one player's accrual at one platform on one
 * Beijing day, settled by the daily job (unique per (player, platform, day): a second run adds
 * nothing); state 0 claimable, 1 claimed by a claim (the player's, or the auto-wash's). A claim
 * pays all of its rows in one ledger transfer. `rebate_days` records the days already settled.
 */
export const rebatesMigration: MigrationPart = {
  name: '0010_rebates',
  async up(db, { id, now }) {
    await now(
      id(db, 'rebate_claims')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('by_system', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();
    await db.schema
      .createIndex('rebate_claims_user')
      .on('rebate_claims')
      .columns(['user_id', 'created_at'])
      .execute();
    await now(
      id(db, 'rebates')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('platname', 'varchar(32)', (c) => c.notNull())
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('valid_minor', 'bigint', (c) => c.notNull())
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claim_id', 'bigint', (c) => c.references('rebate_claims.id'))
        .addColumn('claimed_at', 'bigint')
        .addUniqueConstraint('rebates_user_platform_day', ['user_id', 'platname', 'day']),
    ).execute();
    await db.schema
      .createIndex('rebates_user_state')
      .on('rebates')
      .columns(['user_id', 'state'])
      .execute();
    await db.schema
      .createIndex('rebates_state_created')
      .on('rebates')
      .columns(['state', 'created_at'])
      .execute();
    await db.schema
      .createTable('rebate_days')
      .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
      .addColumn('rows', 'integer', (c) => c.notNull())
      .addColumn('settled_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
