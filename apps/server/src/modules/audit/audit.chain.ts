import { createHash } from 'node:crypto';

/**
 * The audit chain's hash (DESIGN §9: tamper-evident audit trail). Frozen: migration
 * 0019_audit_chain chained the rows that existed before it with this function and `audit:verify`
 * recomputes it, so changing a byte of it breaks every chain. A new scheme is a new version tag.
 */
export const CHAIN_VERSION = 'audit-v1';
/** The `prev_hash` of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a row's hash covers: everything an operator could want to falsify. */
export interface ChainedFields {
  prev_hash: string;
  /** 1, 2, 3, … in chain order (assigned under the audit_head lock; no gaps). */
  seq: number;
  operator_id: number;
  action: string;
  target: string;
  /** The stored JSON text, byte for byte. */
  detail: string;
  ip: string;
  created_at: number;
}

/**
 * SHA-256 (hex) over a canonical serialisation: a JSON array in a fixed order of strings and
 * integers, so no field can bleed into another (`"a","bc"` ≠ `"ab","c"`).
 */
export function chainHash(row: ChainedFields): string {
  const canonical = JSON.stringify([
    CHAIN_VERSION,
    row.prev_hash,
    String(row.seq),
    String(row.operator_id),
    row.action,
    row.target,
    row.detail,
    row.ip,
    String(row.created_at),
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
