import type { MigrationPart } from '../../../platform/db/migration-part.ts';
import { DEFAULT_RULES, encodeTiers } from '../rules.ts';

/**
 * `0011_redpackets`: the red packet giveaway (spec part 1 §2 Red packet, §3, §4). The rules are one
 * row (id 1; tiers as JSON text, the same on SQLite and PostgreSQL), seeded here with the default
 * (10:00–12:00 Beijing). A draw is unique per (player, Beijing day, seq): the constraint is what
 * makes each allowed draw pay exactly once, however many taps arrive together.
 */
export const redpacketsMigration: MigrationPart = {
  name: '0011_redpackets',
  async up(db, { id, now, clock }) {
    await now(
      id(db, 'redpacket_rules')
        .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
        .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
        .addColumn('max_times', 'integer', (c) => c.notNull())
        .addColumn('tiers', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
    ).execute();
    const at = clock.now();
    await db
      .insertInto('redpacket_rules')
      .values({
        id: 1,
        start_time: DEFAULT_RULES.startTime,
        end_time: DEFAULT_RULES.endTime,
        max_times: DEFAULT_RULES.maxTimes,
        tiers: encodeTiers(DEFAULT_RULES.tiers),
        updated_at: at,
        created_at: at,
      })
      .execute();
    await now(
      id(db, 'redpacket_draws')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('deposits_minor', 'bigint', (c) => c.notNull())
        .addColumn('turnover_minor', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('redpacket_draws_user_day_seq', ['user_id', 'day', 'seq']),
    ).execute();
    // The player's list, newest first.
    await db.schema
      .createIndex('redpacket_draws_user')
      .on('redpacket_draws')
      .columns(['user_id', 'id'])
      .execute();
  },
};
