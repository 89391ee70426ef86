import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** The seeded ladder: [recharge, flow, retention] in yuan, rebate percent in basis points. */
const LADDER: readonly [number, number, number, number][] = [
  [0, 0, 0, 30],
  [1_000, 5_000, 2_000, 40],
  [5_000, 25_000, 10_000, 50],
  [20_000, 100_000, 40_000, 60],
  [50_000, 300_000, 100_000, 70],
  [100_000, 800_000, 250_000, 80],
  [300_000, 2_000_000, 600_000, 95],
  [800_000, 5_000_000, 1_500_000, 110],
  [2_000_000, 15_000_000, 4_000_000, 130],
  [5_000_000, 40_000_000, 10_000_000, 150],
];

/**
 * `0009_vip`: the ten VIP levels (thresholds in fen; rebate percents per category in basis points,
 * 80 = 0.80 %), seeded with a rising ladder, and one row per change of a player's level — unique
 * per (player, Beijing day), which is what makes the daily jobs change a level at most once a day.
 * The player's current level stays in `users.vip` (users module).
 */
export const vipMigration: MigrationPart = {
  name: '0009_vip',
  async up(db, { id, now, clock }) {
    await db.schema
      .createTable('vip_levels')
      .addColumn('level', 'integer', (c) => c.primaryKey())
      .addColumn('vipname', 'varchar(16)', (c) => c.notNull())
      .addColumn('recharge_minor', 'bigint', (c) => c.notNull())
      .addColumn('flow_minor', 'bigint', (c) => c.notNull())
      .addColumn('retention_minor', 'bigint', (c) => c.notNull())
      .addColumn('realperson_bp', 'integer', (c) => c.notNull())
      .addColumn('sport_bp', 'integer', (c) => c.notNull())
      .addColumn('e_sport_bp', 'integer', (c) => c.notNull())
      .addColumn('joker_bp', 'integer', (c) => c.notNull())
      .addColumn('electron_bp', 'integer', (c) => c.notNull())
      .addColumn('lottery_bp', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    const at = clock.now();
    await db
      .insertInto('vip_levels')
      .values(
        LADDER.map(([recharge, flow, retention, bp], index) => ({
          level: index + 1,
          vipname: `VIP${index + 1}`,
          recharge_minor: BigInt(recharge) * 100n,
          flow_minor: BigInt(flow) * 100n,
          retention_minor: BigInt(retention) * 100n,
          realperson_bp: bp,
          sport_bp: bp,
          e_sport_bp: bp,
          joker_bp: bp,
          electron_bp: bp,
          lottery_bp: bp,
          updated_at: at,
        })),
      )
      .execute();
    await now(
      id(db, 'vip_changes')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('from_level', 'integer', (c) => c.notNull())
        .addColumn('to_level', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addUniqueConstraint('vip_changes_user_day', ['user_id', 'day']),
    ).execute();
  },
};
