import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0003_games_and_bets (released; never edit): the tables of this owner. */
export const gamesAndBets: MigrationPart = {
  name: '0003_games_and_bets',
  position: 3,
  async up(db, { id, now }) {
    await now(
      id(db, 'demo_venue_sessions')
        .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('platname', 'varchar(32)', (c) => c.notNull())
        .addColumn('player_ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull()),
    ).execute();
    await now(
      id(db, 'demo_venue_rounds')
        .addColumn('platname', 'varchar(32)', (c) => c.notNull())
        .addColumn('round_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('player_ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('bet_minor', 'bigint', (c) => c.notNull())
        .addColumn('valid_bet_minor', 'bigint', (c) => c.notNull())
        .addColumn('win_loss_minor', 'bigint', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('')),
    ).execute();
    await db.schema
      .createIndex('demo_venue_rounds_plat')
      .on('demo_venue_rounds')
      .columns(['platname', 'id'])
      .execute();

    // Bet records pulled from the venues by cursor (DESIGN §6): one row per venue bet id.
  },
};
