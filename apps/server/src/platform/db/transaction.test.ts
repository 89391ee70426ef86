import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, TEST_DATABASES } from '../../test/databases.ts';
import { openStore, type Store } from './database.ts';
import { afterCommit, inTransaction } from './transaction.ts';

const keysLike = async (store: Store, prefix: string) =>
  (
    await store.db
      .selectFrom('settings')
      .select('key')
      .where('key', 'like', `${prefix}%`)
      .orderBy('key')
      .execute()
  ).map((row) => row.key);

describe.each(TEST_DATABASES)('transactions on %s', (kind) => {
  let store: Store & { url: string };
  beforeAll(async () => {
    store = await openTestStore(kind);
  });
  afterAll(() => store.close());

  it('many at once: each commits or fails alone, in the order asked', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        inTransaction(store, async (tx) => {
          await tx
            .insertInto('settings')
            .values({ key: `many.${String(i).padStart(2, '0')}`, value: String(i) })
            .execute();
          // Every third one fails after its write: that write must not stay.
          if (i % 3 === 0) throw new Error(`no ${i}`);
          // Each sees the writes of those committed before it.
          const seen = await tx
            .selectFrom('settings')
            .select('key')
            .where('key', 'like', 'many.%')
            .execute();
          return seen.length;
        }),
      ),
    );
    for (const [i, result] of results.entries()) {
      if (i % 3 === 0) {
        expect(result).toEqual({ status: 'rejected', reason: new Error(`no ${i}`) });
      } else if (kind === 'sqlite') {
        // One writer: its own row and those of the successful ones before it.
        const before = Array.from({ length: i }, (_, j) => j).filter((j) => j % 3 !== 0).length;
        expect(result).toEqual({ status: 'fulfilled', value: before + 1 });
      } else {
        expect(result.status).toBe('fulfilled');
      }
    }
    const kept = Array.from({ length: 20 }, (_, i) => i)
      .filter((i) => i % 3 !== 0)
      .map((i) => `many.${String(i).padStart(2, '0')}`);
    expect(await keysLike(store, 'many.')).toEqual(kept);
  });

  it('a unique violation fails only its own transaction', async () => {
    const results = await Promise.allSettled(
      ['dup.a', 'dup.a', 'dup.b'].map((key) =>
        inTransaction(store, (tx) =>
          tx.insertInto('settings').values({ key, value: '1' }).execute(),
        ),
      ),
    );
    // Which of the two 'dup.a' wins is the engine's choice (PostgreSQL runs them at once).
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(results[2]!.status).toBe('fulfilled');
    expect(await keysLike(store, 'dup.')).toEqual(['dup.a', 'dup.b']);
  });

  it('afterCommit runs once the work committed, and never for a work rolled back', async () => {
    const ran: string[] = [];
    const results = await Promise.allSettled(
      ['after.a', 'after.b', 'after.c'].map((key) =>
        inTransaction(store, async (tx) => {
          await tx.insertInto('settings').values({ key, value: '1' }).execute();
          afterCommit(() => ran.push(key));
          // Not yet: nothing is committed while the work runs.
          expect(ran).not.toContain(key);
          if (key === 'after.b') throw new Error('rolled back');
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(ran.sort()).toEqual(['after.a', 'after.c']);
    expect(await keysLike(store, 'after.')).toEqual(['after.a', 'after.c']);
  });
});

describe('SQLite: killed with -9 while writing', () => {
  it('keeps every transaction it answered', { timeout: 60_000 }, async () => {
    const store = await openTestStore('sqlite', { empty: true });
    await sql`create table acked (key text primary key)`.execute(store.db);
    await store.close();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'commit-worker.ts'), store.url, '20'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const acked: string[] = [];
    let buffered = '';
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', () => resolve());
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        acked.push(...lines);
        if (acked.length >= 3_000 && !child.killed) child.kill('SIGKILL');
      });
    });
    expect(acked.length).toBeGreaterThanOrEqual(3_000);
    const reopened = openStore(store.url);
    try {
      const rows = await sql<{ key: string }>`select key from acked`.execute(reopened.db);
      const stored = new Set(rows.rows.map((row) => row.key));
      expect(acked.filter((key) => !stored.has(key))).toEqual([]);
    } finally {
      await reopened.close();
    }
  });
});
