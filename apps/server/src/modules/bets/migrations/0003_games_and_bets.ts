import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0003_games_and_bets (released; never edit): the tables of this owner. */
export const gamesAndBets: MigrationPart = {
  name: '0003_games_and_bets',
  position: 4,
  async up(db, { id, now }) {
    await now(
      id(db, 'bet_records')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('platname', 'varchar(32)', (c) => c.notNull())
        .addColumn('bet_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('bet_minor', 'bigint', (c) => c.notNull())
        .addColumn('valid_bet_minor', 'bigint', (c) => c.notNull())
        .addColumn('win_loss_minor', 'bigint', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('bet_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('bet_records_venue_bet', ['platname', 'bet_id']),
    ).execute();
    await db.schema
      .createIndex('bet_records_user')
      .on('bet_records')
      .columns(['user_id', 'bet_at'])
      .execute();
    await db.schema
      .createTable('venue_bet_cursors')
      .addColumn('platname', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('cursor', 'varchar(128)', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
