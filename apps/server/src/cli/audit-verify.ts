import pg from 'pg';
import { loadConfig } from '../platform/config.ts';
import { openStore } from '../platform/db/database.ts';
import { formatAuditReport, verifyAuditChain } from '../modules/audit/index.ts';

/**
 * `npm run audit:verify`: walks the audit hash chain of the configured database (DATABASE_URL),
 * prints the first broken row, exits 1 on a break. AUDIT_VERIFY_SCHEMAS=<pattern> (PostgreSQL)
 * also checks every schema whose name is LIKE the pattern, as the test run leaves one per file.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const url = config.databaseUrl;
  const schemas: (string | undefined)[] = [undefined];
  const pattern = process.env.AUDIT_VERIFY_SCHEMAS;
  if (pattern && url.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const found = await client.query<{ nspname: string }>(
      'select nspname from pg_namespace where nspname like $1 order by nspname',
      [pattern],
    );
    await client.end();
    schemas.push(...found.rows.map((r) => r.nspname));
  }
  let ok = true;
  for (const schema of schemas) {
    const where = `${redact(url)}${schema ? ` schema ${schema}` : ''}`;
    const store = openStore(url, schema ? { schema, poolSize: 1 } : { poolSize: 1 });
    try {
      const tables = await store.db.introspection.getTables();
      const own = (t: { name: string; schema?: string }) =>
        t.name === 'audit_head' &&
        (store.dialect === 'sqlite' || t.schema === (schema ?? 'public'));
      if (!tables.some(own)) {
        console.log(`audit:verify ${where}: no audit chain yet`);
        continue;
      }
      const report = await verifyAuditChain(store);
      console.log(formatAuditReport(report, where));
      ok &&= report.ok;
    } finally {
      await store.close();
    }
  }
  return ok ? 0 : 1;
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('audit:verify failed to run:', error);
    process.exit(2);
  },
);
