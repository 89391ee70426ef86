import type { Generated } from 'kysely';

/** The tables the wallet module owns: deposit orders and withdrawal requests. */
export const WALLET_TABLES = ['deposits', 'withdrawals'] as const;

/** state: 1 pending review, 2 approved (credited), 3 rejected (spec part 2 §4). */
export interface DepositsTable {
  id: Generated<number>;
  deposit_no: string;
  user_id: number;
  method: 'manual' | 'auto' | 'bank';
  paytype: string;
  catepay: string;
  amount_minor: bigint;
  real_money_minor: bigint;
  cash_fee_minor: bigint;
  address: string;
  screenshot_url: string;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: number;
  remark: string;
  provider: string;
  provider_ref: string;
  expires_at: number | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

/** state: 1 pending review, 2 paid, 3 rejected (money returned). payee_type as payees.type. */
export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  payee_type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  amount_minor: bigint;
  usdt_rate: string;
  usdt_amount: string;
  usdt_fee: string;
  usdt_receive: string;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    deposits: DepositsTable;
    withdrawals: WithdrawalsTable;
  }
}
