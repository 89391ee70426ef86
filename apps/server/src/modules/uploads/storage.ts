import { defineAppState } from '../../platform/context.ts';

/**
 * Where the bytes of an upload live. The `uploads` row always holds what the server needs to
 * decide (owner, type, size, digest, pin, age); the bytes are in the row itself (the database
 * store, the default) or in an object store that every node reaches (S3-compatible, not built
 * yet: see CONTEXT.md). Every node must see every upload (DESIGN §7).
 */
export interface UploadStorage {
  readonly kind: 'database';
  /**
   * Keeps the bytes of a new upload under `key`, before its row is written. Answers what goes
   * into the row's `bytes` column: the bytes themselves, or null when they are kept elsewhere.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<Buffer | null>;
  /** The bytes of a row: its own `bytes`, or from where `put` kept them; undefined when gone. */
  get(row: { key: string; bytes: Buffer | null }): Promise<Buffer | undefined>;
  /** Forgets bytes kept elsewhere, after their rows are deleted (or never written). */
  remove(keys: readonly string[]): Promise<void>;
}

/** The default: the bytes are a column of the row (`blob` on SQLite, `bytea` on PostgreSQL). */
export const databaseStorage: UploadStorage = {
  kind: 'database',
  async put(_key, bytes) {
    return bytes;
  },
  async get(row) {
    return row.bytes ?? undefined;
  },
  async remove() {
    // Deleting the row deleted the bytes.
  },
};

/** This app's storage (one per app, so that a test may build two nodes on one database). */
export const uploadStorage = defineAppState<UploadStorage>(
  'uploads.storage',
  () => databaseStorage,
);
