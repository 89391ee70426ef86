import type { Generated } from 'kysely';

/**
 * The tables the red packet module owns: the operator's rules (one row: the window, the tiers and
 * the daily maximum) and every packet drawn, one row per (player, Beijing day, draw number).
 */
export const REDPACKETS_TABLES = ['redpacket_rules', 'redpacket_draws'] as const;

/** The red packet rules: one row (id 1): the Beijing window, the daily maximum, the tiers (JSON). */
export interface RedpacketRulesTable {
  id: Generated<number>;
  /** 'HH:MM' Beijing time; end_time may be '24:00' and is excluded. */
  start_time: string;
  end_time: string;
  max_times: number;
  /** JSON: [{recharge, day_flow, nums, min, max}] with fen as decimal strings. */
  tiers: string;
  updated_at: number;
  created_at: number;
}

/**
 * One red packet drawn: unique per (player, Beijing day 'YYYY-MM-DD', seq 1..allowed); paid by
 * the ledger transfer keyed `redpacket:<user>:<day>:<seq>` in the same transaction. The day's
 * deposits and turnover are what qualified it.
 */
export interface RedpacketDrawsTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  seq: number;
  amount_minor: bigint;
  deposits_minor: bigint;
  turnover_minor: bigint;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    redpacket_rules: RedpacketRulesTable;
    redpacket_draws: RedpacketDrawsTable;
  }
}
