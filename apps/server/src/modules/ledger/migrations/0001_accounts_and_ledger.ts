import { sql } from 'kysely';
import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/** Part of migration 0001_accounts_and_ledger (released; never edit): the tables of this owner. */
export const accountsAndLedger: MigrationPart = {
  name: '0001_accounts_and_ledger',
  position: 4,
  async up(db, { id, dialect }) {
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
};
