import type { Store, Tx } from './database.ts';

const RETRYABLE = new Set(['40001', '40P01', '23505']);
const ATTEMPTS = 3;

/**
 * Runs `work` in one transaction (`BEGIN IMMEDIATE` on SQLite). On PostgreSQL a serialization
 * failure, a deadlock or a unique race is retried, up to 3 attempts in all; errors the work threw
 * on purpose (anything without a SQLSTATE) are never retried.
 */
export async function inTransaction<T>(store: Store, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const retryable = typeof code === 'string' && RETRYABLE.has(code);
      if (retryable && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}

/** True for a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
