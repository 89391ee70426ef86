import type { Generated } from 'kysely';

/** The tables the operators module owns: back-office accounts, their sessions and recovery codes. */
export const OPERATORS_TABLES = [
  'operators',
  'operator_sessions',
  'operator_recovery_codes',
] as const;

export interface OperatorsTable {
  id: Generated<number>;
  name: string;
  password_hash: string;
  status: number;
  /** One of STAFF_ROLES (contract admin-roles); 'admin' by default. */
  role: Generated<string>;
  last_login_at: number | null;
  created_at: number;
  /** Base32 TOTP secret once two-factor is on; null when off (0018_operator_two_factor). */
  totp_secret: string | null;
  /** A secret handed out by enrolment, waiting for its first code; and when. */
  totp_pending_secret: string | null;
  totp_pending_at: number | null;
  /** The last TOTP time step a code was taken at: a code of it or before is refused. */
  totp_last_step: number | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
  /** The session's last call (idle timeout); null until its first call after login. */
  last_seen_at: number | null;
}

/** An operator's single-use recovery code, stored only as SHA-256 (operators module). */
export interface OperatorRecoveryCodesTable {
  id: Generated<number>;
  operator_id: number;
  code_hash: string;
  used_at: number | null;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    operators: OperatorsTable;
    operator_sessions: OperatorSessionsTable;
    operator_recovery_codes: OperatorRecoveryCodesTable;
  }
}
