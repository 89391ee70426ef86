// Drops the PostgreSQL schemas that earlier test runs left (test_*), so each run starts clean.
import pg from 'pg';

const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await client.connect();
const { rows } = await client.query(
  "select nspname from pg_namespace where nspname like 'test\\_%'",
);
for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
await client.end();
console.log(`dropped ${rows.length} old test schemas`);
