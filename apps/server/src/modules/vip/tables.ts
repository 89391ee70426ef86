import type { Generated } from 'kysely';

/** The tables the vip module owns: the ten levels and the history of players' level changes. */
export const VIP_TABLES = ['vip_levels', 'vip_changes', 'player_vip'] as const;

/** A VIP level (vip module): thresholds in fen, rebate percents per category in basis points. */
export interface VipLevelsTable {
  level: number;
  vipname: string;
  recharge_minor: bigint;
  flow_minor: bigint;
  retention_minor: bigint;
  realperson_bp: number;
  sport_bp: number;
  e_sport_bp: number;
  joker_bp: number;
  electron_bp: number;
  lottery_bp: number;
  updated_at: number;
}

/** One change of a player's level, decided by a daily job; one per (user, Beijing day). */
export interface VipChangesTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  from_level: number;
  to_level: number;
  kind: 'promotion' | 'demotion';
  created_at: number;
}

/** A player's current level (0028; formerly users.vip); no row: VIP1. */
export interface PlayerVipTable {
  user_id: number;
  level: number;
  updated_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    vip_levels: VipLevelsTable;
    vip_changes: VipChangesTable;
    player_vip: PlayerVipTable;
  }
}
