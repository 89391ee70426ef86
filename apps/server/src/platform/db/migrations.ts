import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName, Store } from './database.ts';

/**
 * Migrations, in code so that the bundled server carries them. Each is written once for both
 * engines; `id` is the only column whose type differs.
 */
function migrations(dialect: DialectName): Record<string, Migration> {
  const id = (db: Kysely<unknown>, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'bigserial', (c) => c.primaryKey())
      : db.schema
          .createTable(table)
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    '0001_accounts_and_ledger': {
      async up(db) {
        await id(db, 'users')
          .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('realname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
          .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
          .addColumn('pay_password_hash', 'varchar(255)')
          .addColumn('pid', 'bigint')
          .addColumn('telegram_id', 'varchar(32)', (c) => c.unique())
          .addColumn('is_guest', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_agent', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
          .addColumn('mobile', 'varchar(32)', (c) => c.notNull().defaultTo(''))
          .addColumn('email', 'varchar(128)', (c) => c.notNull().defaultTo(''))
          .addColumn('birthday', 'varchar(16)', (c) => c.notNull().defaultTo(''))
          .addColumn('transferstatus', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('last_login_at', 'bigint')
          .execute();

        await id(db, 'sessions')
          .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
          .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('revoked_at', 'bigint')
          .execute();
        await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

        await db.schema
          .createTable('captchas')
          .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('answer', 'varchar(16)', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('captchas_expiry')
          .on('captchas')
          .column('expires_at')
          .execute();

        await db.schema
          .createTable('settings')
          .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();

        await id(db, 'ledger_accounts')
          .addColumn('code', 'varchar(96)', (c) => c.notNull().unique())
          .addColumn('kind', 'varchar(32)', (c) => c.notNull())
          .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
          .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('ledger_accounts_user')
          .on('ledger_accounts')
          .column('user_id')
          .execute();

        await id(db, 'ledger_transfers')
          .addColumn('idempotency_key', 'varchar(160)', (c) => c.notNull().unique())
          .addColumn('kind', 'varchar(48)', (c) => c.notNull())
          .addColumn('memo', 'varchar(255)', (c) => c.notNull().defaultTo(''))
          .addColumn('reverses_id', 'bigint', (c) => c.references('ledger_transfers.id'))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();

        await id(db, 'ledger_entries')
          .addColumn('transfer_id', 'bigint', (c) => c.notNull().references('ledger_transfers.id'))
          .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
          .addColumn('amount_minor', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('ledger_entries_account')
          .on('ledger_entries')
          .columns(['account_id', 'id'])
          .execute();
        await db.schema
          .createIndex('ledger_entries_transfer')
          .on('ledger_entries')
          .column('transfer_id')
          .execute();
        // Append-only journal (DESIGN §5): history is never updated or deleted.
        if (dialect === 'sqlite') {
          for (const table of ['ledger_entries', 'ledger_transfers']) {
            await sql
              .raw(
                `create trigger ${table}_no_update before update on ${table} begin select raise(abort, '${table} is append-only'); end`,
              )
              .execute(db);
            await sql
              .raw(
                `create trigger ${table}_no_delete before delete on ${table} begin select raise(abort, '${table} is append-only'); end`,
              )
              .execute(db);
          }
        } else {
          await sql
            .raw(
              `create or replace function ledger_append_only() returns trigger language plpgsql as $$ begin raise exception '% is append-only', TG_TABLE_NAME; end $$`,
            )
            .execute(db);
          for (const table of ['ledger_entries', 'ledger_transfers']) {
            await sql
              .raw(
                `create trigger ${table}_append_only before update or delete on ${table} for each row execute function ledger_append_only()`,
              )
              .execute(db);
          }
        }
      },
    },
    '0002_wallet_venues_operators': {
      async up(db) {
        const now = (t: ReturnType<typeof id>) =>
          t.addColumn('created_at', 'bigint', (c) => c.notNull());

        await now(
          id(db, 'venues')
            .addColumn('platname', 'varchar(32)', (c) => c.notNull().unique())
            .addColumn('name', 'varchar(64)', (c) => c.notNull())
            .addColumn('category', 'varchar(32)', (c) => c.notNull().defaultTo(''))
            .addColumn('adapter', 'varchar(32)', (c) => c.notNull().defaultTo('demo'))
            .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
            .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
        ).execute();

        await now(
          id(db, 'venue_accounts')
            .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
            .addColumn('platname', 'varchar(32)', (c) => c.notNull())
            .addColumn('player_ref', 'varchar(64)', (c) => c.notNull())
            .addUniqueConstraint('venue_accounts_user_plat', ['user_id', 'platname']),
        ).execute();

        await now(
          id(db, 'venue_transfers')
            .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
            .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
            .addColumn('platname', 'varchar(32)', (c) => c.notNull())
            .addColumn('direction', 'varchar(8)', (c) => c.notNull())
            .addColumn('amount_minor', 'bigint', (c) => c.notNull())
            .addColumn('state', 'integer', (c) => c.notNull())
            .addColumn('error', 'varchar(255)', (c) => c.notNull().defaultTo(''))
            .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('updated_at', 'bigint', (c) => c.notNull()),
        ).execute();
        await db.schema
          .createIndex('venue_transfers_user')
          .on('venue_transfers')
          .columns(['user_id', 'id'])
          .execute();
        await db.schema
          .createIndex('venue_transfers_state')
          .on('venue_transfers')
          .columns(['state', 'updated_at'])
          .execute();

        // The demo venue's own books: it stands for a third party and keeps its own wallets.
        await now(
          id(db, 'demo_venue_wallets')
            .addColumn('platname', 'varchar(32)', (c) => c.notNull())
            .addColumn('player_ref', 'varchar(64)', (c) => c.notNull())
            .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
            .addUniqueConstraint('demo_venue_wallets_player', ['platname', 'player_ref']),
        ).execute();
        await now(
          id(db, 'demo_venue_orders')
            .addColumn('platname', 'varchar(32)', (c) => c.notNull())
            .addColumn('order_id', 'varchar(40)', (c) => c.notNull())
            .addColumn('player_ref', 'varchar(64)', (c) => c.notNull())
            .addColumn('direction', 'varchar(8)', (c) => c.notNull())
            .addColumn('amount_minor', 'bigint', (c) => c.notNull())
            .addUniqueConstraint('demo_venue_orders_order', ['platname', 'order_id']),
        ).execute();

        await now(
          id(db, 'payees')
            .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
            .addColumn('type', 'integer', (c) => c.notNull())
            .addColumn('bank', 'varchar(64)', (c) => c.notNull())
            .addColumn('bank_owner', 'varchar(64)', (c) => c.notNull())
            .addColumn('bank_no', 'varchar(128)', (c) => c.notNull())
            .addColumn('bank_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
            .addColumn('ico', 'varchar(255)', (c) => c.notNull().defaultTo(''))
            .addColumn('deleted_at', 'bigint'),
        ).execute();
        await db.schema
          .createIndex('payees_user')
          .on('payees')
          .columns(['user_id', 'type'])
          .execute();

        await now(
          id(db, 'deposits')
            .addColumn('deposit_no', 'varchar(40)', (c) => c.notNull().unique())
            .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
            .addColumn('method', 'varchar(16)', (c) => c.notNull())
            .addColumn('paytype', 'varchar(16)', (c) => c.notNull())
            .addColumn('catepay', 'varchar(16)', (c) => c.notNull().defaultTo(''))
            .addColumn('amount_minor', 'bigint', (c) => c.notNull())
            .addColumn('real_money_minor', 'bigint', (c) => c.notNull())
            .addColumn('cash_fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
            .addColumn('address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
            .addColumn('screenshot_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
            .addColumn('bank', 'varchar(64)', (c) => c.notNull().defaultTo(''))
            .addColumn('bank_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
            .addColumn('bank_owner', 'varchar(64)', (c) => c.notNull().defaultTo(''))
            .addColumn('bank_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
            .addColumn('state', 'integer', (c) => c.notNull())
            .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
            .addColumn('provider', 'varchar(32)', (c) => c.notNull().defaultTo(''))
            .addColumn('provider_ref', 'varchar(128)', (c) => c.notNull().defaultTo(''))
            .addColumn('expires_at', 'bigint')
            .addColumn('reviewed_by', 'bigint')
            .addColumn('reviewed_at', 'bigint'),
        ).execute();
        await db.schema
          .createIndex('deposits_user')
          .on('deposits')
          .columns(['user_id', 'id'])
          .execute();
        await db.schema
          .createIndex('deposits_state')
          .on('deposits')
          .columns(['state', 'id'])
          .execute();

        await now(
          id(db, 'withdrawals')
            .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
            .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
            .addColumn('payee_type', 'integer', (c) => c.notNull())
            .addColumn('bank', 'varchar(64)', (c) => c.notNull())
            .addColumn('bank_no', 'varchar(128)', (c) => c.notNull())
            .addColumn('bank_owner', 'varchar(64)', (c) => c.notNull())
            .addColumn('bank_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
            .addColumn('amount_minor', 'bigint', (c) => c.notNull())
            .addColumn('usdt_rate', 'varchar(16)', (c) => c.notNull().defaultTo(''))
            .addColumn('usdt_amount', 'varchar(32)', (c) => c.notNull().defaultTo(''))
            .addColumn('usdt_fee', 'varchar(32)', (c) => c.notNull().defaultTo(''))
            .addColumn('usdt_receive', 'varchar(32)', (c) => c.notNull().defaultTo(''))
            .addColumn('state', 'integer', (c) => c.notNull())
            .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
            .addColumn('reviewed_by', 'bigint')
            .addColumn('reviewed_at', 'bigint'),
        ).execute();
        await db.schema
          .createIndex('withdrawals_user')
          .on('withdrawals')
          .columns(['user_id', 'id'])
          .execute();
        await db.schema
          .createIndex('withdrawals_state')
          .on('withdrawals')
          .columns(['state', 'id'])
          .execute();

        await now(
          id(db, 'operators')
            .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
            .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
            .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
            .addColumn('last_login_at', 'bigint'),
        ).execute();
        await now(
          id(db, 'operator_sessions')
            .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
            .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
            .addColumn('expires_at', 'bigint', (c) => c.notNull())
            .addColumn('revoked_at', 'bigint'),
        ).execute();
        await now(
          id(db, 'audit_log')
            .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
            .addColumn('action', 'varchar(64)', (c) => c.notNull())
            .addColumn('target', 'varchar(128)', (c) => c.notNull().defaultTo(''))
            .addColumn('detail', 'text', (c) => c.notNull())
            .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo('')),
        ).execute();

        // Answers of money calls by Idempotency-Key (DESIGN §4): a repeat gets the first answer.
        await now(
          id(db, 'idempotent_answers')
            .addColumn('user_id', 'bigint', (c) => c.notNull())
            .addColumn('key', 'varchar(128)', (c) => c.notNull())
            .addColumn('path', 'varchar(64)', (c) => c.notNull())
            .addColumn('status', 'integer', (c) => c.notNull())
            .addColumn('body', 'text', (c) => c.notNull())
            .addUniqueConstraint('idempotent_answers_key', ['user_id', 'key']),
        ).execute();
      },
    },
    '0003_games_and_bets': {
      async up(db) {
        const now = (t: ReturnType<typeof id>) =>
          t.addColumn('created_at', 'bigint', (c) => c.notNull());

        // The catalogue (spec part 1 §3 Category, Game), edited by the operator.
        await now(
          id(db, 'game_categories')
            .addColumn('code', 'integer', (c) => c.notNull().unique())
            .addColumn('slug', 'varchar(32)', (c) => c.notNull().unique())
            .addColumn('name', 'varchar(64)', (c) => c.notNull())
            .addColumn('img', 'varchar(255)', (c) => c.notNull().defaultTo(''))
            .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
        ).execute();
        await now(
          id(db, 'games')
            .addColumn('category_id', 'bigint', (c) => c.notNull().references('game_categories.id'))
            .addColumn('platname', 'varchar(32)', (c) => c.notNull())
            .addColumn('catecode', 'varchar(32)', (c) => c.notNull())
            .addColumn('name', 'varchar(64)', (c) => c.notNull())
            .addColumn('game_type', 'integer', (c) => c.notNull())
            .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
            .addColumn('img', 'varchar(255)', (c) => c.notNull().defaultTo(''))
            .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
            .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
            .addUniqueConstraint('games_in_category', ['category_id', 'platname', 'game_code']),
        ).execute();
        await db.schema.createIndex('games_catecode').on('games').column('catecode').execute();
        await now(
          id(db, 'banners')
            .addColumn('type', 'integer', (c) => c.notNull())
            .addColumn('src', 'varchar(255)', (c) => c.notNull())
            .addColumn('link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
            .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
        ).execute();
        // kind 1: scrolling announcement (homenotice); kind 2: notice (noticeList, popup).
        await now(
          id(db, 'notices')
            .addColumn('kind', 'integer', (c) => c.notNull())
            .addColumn('title', 'varchar(128)', (c) => c.notNull().defaultTo(''))
            .addColumn('content', 'text', (c) => c.notNull())
            .addColumn('popup', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
        ).execute();

        // Who had which game open, and when last (real player counts, DESIGN §9).
        await now(
          id(db, 'game_activity')
            .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
            .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
            .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
            .addUniqueConstraint('game_activity_user_game', ['user_id', 'game_id']),
        ).execute();
        await db.schema
          .createIndex('game_activity_seen')
          .on('game_activity')
          .columns(['last_seen_at'])
          .execute();

        // The demo venue's own books for its games: launch sessions and rounds played.
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
    },
    // An Idempotency-Key sent again with another payload is refused (409) instead of replayed:
    // each stored answer keeps a hash of the payload it answered. Older rows have none and replay
    // as before.
    '0005_idempotency_payload_hash': {
      async up(db) {
        await db.schema
          .alterTable('idempotent_answers')
          .addColumn('payload_hash', 'varchar(64)')
          .execute();
      },
    },
  };
}

export async function migrateToLatest(store: Store): Promise<void> {
  const all = migrations(store.dialect);
  const provider: MigrationProvider = { getMigrations: async () => all };
  const migrator = new Migrator({
    db: store.db,
    provider,
    ...(store.schema ? { migrationTableSchema: store.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
