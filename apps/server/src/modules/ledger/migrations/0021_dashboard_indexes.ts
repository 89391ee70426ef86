import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0021_dashboard_indexes` (the ledger part): an index on `ledger_transfers.created_at`, so that
 * the ledger's transfers of a day range (the dashboard's deposits, withdrawals, rebates, bonuses) is found without reading the whole table.
 */
export const ledgerTransfersCreatedIndex: MigrationPart = {
  name: '0021_dashboard_indexes',
  async up(db) {
    await db.schema
      .createIndex('ledger_transfers_created')
      .on('ledger_transfers')
      .column('created_at')
      .execute();
  },
};
