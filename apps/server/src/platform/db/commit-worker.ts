import { sql } from 'kysely';
import { openStore } from './database.ts';
import { inTransaction } from './transaction.ts';

/**
 * Test helper run as a separate process (transaction.test.ts): CLIENTS loops each writing one
 * row of the test's own `acked` table per transaction, opened as the server opens SQLite (background checkpoints), and
 * printing `key` once its transaction has been answered, until the process is killed.
 */
const [url, clients] = process.argv.slice(2);
const store = openStore(url!, { backgroundCheckpoints: true });
let next = 0;
await Promise.all(
  Array.from({ length: Number(clients) }, async () => {
    for (;;) {
      const key = `acked.${next++}`;
      await inTransaction(store, (tx) => sql`insert into acked (key) values (${key})`.execute(tx));
      process.stdout.write(`${key}\n`);
    }
  }),
);
