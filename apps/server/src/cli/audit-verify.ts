import { loadConfig } from '../platform/config.ts';
import { formatAuditReport, verifyAuditChain } from '../modules/audit/index.ts';
import { runMain, verifyEachSchema } from './each-schema.ts';

/**
 * `npm run audit:verify`: walks the audit hash chain of the configured database (DATABASE_URL),
 * prints the first broken row, exits 1 on a break. AUDIT_VERIFY_SCHEMAS=<pattern> (PostgreSQL)
 * also checks every schema whose name is LIKE the pattern, as the test run leaves one per file.
 */
runMain('audit:verify', () =>
  verifyEachSchema(
    'audit:verify',
    loadConfig().databaseUrl,
    process.env.AUDIT_VERIFY_SCHEMAS,
    'audit_head',
    async (store, where) => {
      const report = await verifyAuditChain(store);
      return { ok: report.ok, report: formatAuditReport(report, where) };
    },
  ),
);
