import type { Generated } from 'kysely';

/** The table the audit module owns: one row per operator action (DESIGN §9). */
export const AUDIT_TABLES = ['audit_log', 'audit_head'] as const;

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target: string;
  detail: string;
  ip: string;
  created_at: number;
  /** Place in the hash chain: 1, 2, 3, … (migration 0019_audit_chain). */
  seq: number;
  /** The hash of the row at seq − 1 (64 zeros for the first). */
  prev_hash: string;
  /** chainHash of this row (modules/audit/audit.chain.ts). */
  hash: string;
}

/** The one row (id 1) every audit writer locks: the chain's last seq and hash. */
export interface AuditHeadTable {
  id: number;
  seq: number;
  hash: string;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    audit_log: AuditLogTable;
    audit_head: AuditHeadTable;
  }
}
