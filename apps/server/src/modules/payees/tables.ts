import type { Generated } from 'kysely';

/** The table the payees module owns: the player's saved bank cards and USDT addresses. */
export const PAYEES_TABLES = ['payees'] as const;

/** type: 1 bank card, 2 USDT address (spec part 2 §3). */
export interface PayeesTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  bank: string;
  bank_owner: string;
  bank_no: string;
  bank_address: string;
  ico: string;
  created_at: number;
  deleted_at: number | null;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    payees: PayeesTable;
  }
}
