import type { Generated } from 'kysely';

/** The table the uploads module owns: uploaded images with their bytes (or where they are). */
export const UPLOADS_TABLES = ['uploads'] as const;

/**
 * An uploaded image (a deposit screenshot; later profile pictures): served at `/uploads/<key>.<ext>`
 * from any node. `bytes` is null only when the bytes live in an external object store.
 */
export interface UploadsTable {
  id: Generated<number>;
  /** 32 random hex characters: the unguessable name in the URL. */
  key: string;
  /** The uploader; null for images imported from a node's disk, whose owner is unknown. */
  user_id: number | null;
  /** The operator who uploaded it for content (0024); null for a player's or an imported one. */
  operator_id: Generated<number | null>;
  /**
   * The client address a player uploaded from (0026: `addressKey`, an IPv6 client by its /64),
   * for the per-address daily quota; null for an operator's, an imported one or an older one.
   */
  address: Generated<string | null>;
  /** From the magic bytes: image/gif, image/png or image/jpeg. */
  content_type: string;
  size: number;
  /** Hex SHA-256 of the bytes (also the ETag). */
  sha256: string;
  bytes: Buffer | null;
  /** Set when something keeps it (a deposit cites it); unpinned uploads are deleted after a day. */
  pinned_at: number | null;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    uploads: UploadsTable;
  }
}
