import { loadConfig } from '../platform/config.ts';
import { formatReport, verifyLedger } from '../modules/ledger/index.ts';
import { runMain, verifyEachSchema } from './each-schema.ts';

/**
 * `npm run ledger:verify`: checks every ledger invariant on the configured database, prints what
 * it checked, exits 1 on any breach. LEDGER_VERIFY_SCHEMAS=<pattern> (PostgreSQL) also checks every
 * schema whose name is LIKE the pattern, as the test run leaves one per test file.
 */
runMain('ledger:verify', () =>
  verifyEachSchema(
    'ledger:verify',
    loadConfig().databaseUrl,
    process.env.LEDGER_VERIFY_SCHEMAS,
    'ledger_entries',
    async (store, where) => {
      const report = await verifyLedger(store);
      return { ok: report.ok, report: formatReport(report, where) };
    },
  ),
);
