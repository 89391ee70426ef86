import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from './database.ts';
import { inTransaction } from './transaction.ts';
import { sql } from 'kysely';

describe('SQLite checkpoints from a worker thread', () => {
  it('copies committed pages into the database file while the store is open', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-wal-'));
    const file = path.join(dir, 'wal.db');
    const store = openStore(`sqlite:${file}`, { backgroundCheckpoints: true });
    try {
      await sql`create table filler (id integer primary key, text text not null)`.execute(store.db);
      const before = fs.statSync(file).size;
      for (let i = 0; i < 20; i++) {
        await inTransaction(store, (tx) =>
          sql`insert into filler (text) values (${'x'.repeat(4_000)})`.execute(tx),
        );
      }
      // Far below the 1,000 pages at which a commit would checkpoint itself: only the worker does.
      await expect
        .poll(() => fs.statSync(file).size, { timeout: 5_000 })
        .toBeGreaterThan(before + 20 * 4_000);
    } finally {
      await store.close();
    }
    // Closed: the last connection checkpointed and removed the WAL.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });
});
