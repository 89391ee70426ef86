import pg from 'pg';
import type { Store } from '../platform/db/database.ts';
import { openStore } from '../platform/db/database.ts';

/** What one verification said of one database or schema. */
export interface SchemaVerdict {
  ok: boolean;
  /** The whole report, printed when it failed or when only one place was checked. */
  report: string;
}

/**
 * Runs `check` on the configured database and, with a LIKE `pattern` on PostgreSQL, on every
 * schema whose name matches (the test run leaves one per test file). A place without `table`
 * is skipped. With several places, only breaches are printed in full, then one summary line, so
 * a failing test's name above stays within a log's tail. Returns the exit code.
 */
export async function verifyEachSchema(
  name: string,
  url: string,
  pattern: string | undefined,
  table: string,
  check: (store: Store, where: string) => Promise<SchemaVerdict>,
): Promise<number> {
  const schemas = [undefined, ...(await schemasLike(url, pattern))];
  const quiet = schemas.length > 1;
  let checked = 0;
  let broken = 0;
  for (const schema of schemas) {
    const where = `${redact(url)}${schema ? ` schema ${schema}` : ''}`;
    const store = openStore(url, schema ? { schema, poolSize: 1 } : { poolSize: 1 });
    try {
      const tables = await store.db.introspection.getTables();
      const own = (t: { name: string; schema?: string }) =>
        t.name === table && (store.dialect === 'sqlite' || t.schema === (schema ?? 'public'));
      if (!tables.some(own)) {
        if (!quiet) console.log(`${name} ${where}: nothing to check yet`);
        continue;
      }
      const verdict = await check(store, where);
      checked += 1;
      if (!verdict.ok) broken += 1;
      if (!quiet || !verdict.ok) console.log(verdict.report);
    } finally {
      await store.close();
    }
  }
  if (quiet) {
    console.log(
      `${name} ${redact(url)}: ` +
        (broken === 0
          ? `OK, ${checked} database(s) and schema(s) checked, all hold`
          : `BROKEN in ${broken} of ${checked} database(s) and schema(s) (reports above)`),
    );
  }
  return broken === 0 ? 0 : 1;
}

async function schemasLike(url: string, pattern: string | undefined): Promise<string[]> {
  if (!pattern || !url.startsWith('postgres')) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ nspname: string }>(
      'select nspname from pg_namespace where nspname like $1 order by nspname',
      [pattern],
    );
    return found.rows.map((r) => r.nspname);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

/** Runs a command-line `main`, exiting with its code (2 when it could not run). */
export function runMain(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed to run:`, error);
      process.exit(2);
    },
  );
}
