import type { Generated } from 'kysely';

/** The tables the wallet module owns: deposit orders and withdrawal requests. */
export const WALLET_TABLES = ['deposits', 'withdrawals', 'withdrawal_payouts'] as const;

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
  /** The order's USDT deposit rate (orders paid on chain); '' for others. */
  usdt_rate: Generated<string>;
  /** What arrived on chain for this deposit, 10^-6 USDT; null when not paid on chain. */
  received_minor: bigint | null;
  /** `<chain>:<tx hash>:<log index>` of the transfer that paid it (unique); null otherwise. */
  chain_ref: string | null;
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

/** A USDT withdrawal's payout hash and its check on chain (one per withdrawal, a hash once). */
export interface WithdrawalPayoutsTable {
  id: Generated<number>;
  withdrawal_id: number;
  chain: string;
  tx_hash: string;
  /** PAYOUT_STATES. */
  state: string;
  confirmations: number;
  required: number;
  /** JSON array of what did not match. */
  problems: string;
  found_to: string;
  /** 10^-6 USDT found moved to found_to. */
  found_minor: bigint;
  operator_id: number;
  checked_at: number;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    deposits: DepositsTable;
    withdrawals: WithdrawalsTable;
    withdrawal_payouts: WithdrawalPayoutsTable;
  }
}
