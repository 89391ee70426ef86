import { sql } from 'kysely';
import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0030_house` (DESIGN §6): the house venue's own tables. `house_seed_pairs`: each player's seed
 * pairs, at most one active (revealed_at null) by a partial unique index, which also makes the
 * first pair's creation safe when two requests race. `house_bets`: the personal rounds played,
 * read by player (newest first), by bet number (verification) and by id (the bet-record pull).
 * `house_orders`: the order ids of transfers in and out, unique.
 */
export const houseMigration: MigrationPart = {
  name: '0030_house',
  async up(db, { id, now }) {
    await now(
      id(db, 'house_seed_pairs')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('server_seed', 'char(64)', (c) => c.notNull())
        .addColumn('commitment', 'char(64)', (c) => c.notNull())
        .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('nonce', 'integer', (c) => c.notNull())
        .addColumn('revealed_at', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('house_seed_pairs_active')
      .on('house_seed_pairs')
      .column('user_id')
      .unique()
      .where(sql.ref('revealed_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('house_seed_pairs_user')
      .on('house_seed_pairs')
      .columns(['user_id', 'id'])
      .execute();

    await now(
      id(db, 'house_bets')
        .addColumn('bet_no', 'varchar(48)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('game', 'varchar(32)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('seed_pair_id', 'bigint', (c) => c.notNull().references('house_seed_pairs.id'))
        .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('nonce', 'integer', (c) => c.notNull())
        .addColumn('stake_minor', 'bigint', (c) => c.notNull())
        .addColumn('win_minor', 'bigint', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema
      .createIndex('house_bets_user')
      .on('house_bets')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('house_bets_pair_nonce')
      .on('house_bets')
      .columns(['seed_pair_id', 'nonce'])
      .unique()
      .execute();

    await now(
      id(db, 'house_orders')
        .addColumn('order_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('player_ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('direction', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('closed', 'integer', (c) => c.notNull()),
    ).execute();
  },
};
