import type { Generated } from 'kysely';

/** The tables the auth module owns: player sessions (token hashes) and captcha challenges. */
export const AUTH_TABLES = ['sessions', 'captchas'] as const;

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** How it began: password, register, guest, telegram ('' before 0020). */
  via: Generated<string>;
  /** The client address it began from ('' before 0020). */
  ip: Generated<string>;
}

export interface CaptchasTable {
  key: string;
  answer: string;
  expires_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    sessions: SessionsTable;
    captchas: CaptchasTable;
  }
}
