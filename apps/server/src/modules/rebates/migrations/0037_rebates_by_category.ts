import { sql } from 'kysely';
import type { MigrationPart } from '../../../platform/db/migration-part.ts';

const COLUMNS =
  'id, user_id, platname, category, day, valid_minor, rate_bp, amount_minor, state, claim_id, claimed_at, created_at';

/**
 * `0037_rebates_by_category`: a rebate row is one player's accrual at one platform in one rebate
 * category on one Beijing day — unique per (player, platform, category, day), no longer per
 * (player, platform, day) — so the house venue's games rebate at their own category (its 体育 bets
 * at the sport percent, its slots at electron). Existing rows keep their category (the platform's,
 * as they were settled) and their ids.
 *
 * PostgreSQL swaps the constraint. SQLite cannot drop a table constraint: the table is rebuilt
 * (same columns, the rows copied with their ids, the old table dropped — nothing references it —
 * the new one renamed, its indexes made again).
 */
export const rebatesByCategoryMigration: MigrationPart = {
  name: '0037_rebates_by_category',
  async up(db, { dialect, id, now }) {
    if (dialect === 'postgres') {
      await db.schema.alterTable('rebates').dropConstraint('rebates_user_platform_day').execute();
      await db.schema
        .alterTable('rebates')
        .addUniqueConstraint('rebates_user_platform_category_day', [
          'user_id',
          'platname',
          'category',
          'day',
        ])
        .execute();
      return;
    }
    await now(
      id(db, 'rebates_by_category')
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
        .addUniqueConstraint('rebates_user_platform_category_day', [
          'user_id',
          'platname',
          'category',
          'day',
        ]),
    ).execute();
    await sql
      .raw(`insert into rebates_by_category (${COLUMNS}) select ${COLUMNS} from rebates`)
      .execute(db);
    await db.schema.dropTable('rebates').execute();
    await db.schema.alterTable('rebates_by_category').renameTo('rebates').execute();
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
  },
};
