import { formatMinor } from '@app/contract/money';
import {
  REBATE_CATEGORIES,
  VIP_LEVELS,
  type AdminVipLevelUpdatePayload,
  type RebateCategory,
  type VipLevel,
} from '@app/contract/rewards';
import type { Store, Tx } from '../../platform/db/database.ts';

/** A level as the server holds it: thresholds in fen, percents in basis points (80 = 0.80 %). */
export interface Level {
  level: number;
  vipname: string;
  rechargeMinor: bigint;
  flowMinor: bigint;
  retentionMinor: bigint;
  rateBp: Record<RebateCategory, number>;
}

type Db = Store['db'] | Tx;

/** The ten levels, VIP1 first. */
export async function readLevels(db: Db): Promise<Level[]> {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
  return rows.map((row) => ({
    level: row.level,
    vipname: row.vipname,
    rechargeMinor: row.recharge_minor,
    flowMinor: row.flow_minor,
    retentionMinor: row.retention_minor,
    rateBp: {
      realperson: row.realperson_bp,
      sport: row.sport_bp,
      e_sport: row.e_sport_bp,
      joker: row.joker_bp,
      electron: row.electron_bp,
      lottery: row.lottery_bp,
    },
  }));
}

/** The level `n` of the ladder (clamped to 1..10). */
export function levelOf(levels: readonly Level[], n: number): Level {
  const clamped = Math.min(Math.max(1, Math.trunc(n)), levels.length);
  return levels[clamped - 1]!;
}

/** 80 -> "0.80". */
export function formatPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** "0.8" or "0.80" -> 80. */
export function parsePercent(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function levelView(level: Level): VipLevel {
  return {
    level: level.level,
    vipname: level.vipname,
    recharge: formatMinor(level.rechargeMinor),
    flow: formatMinor(level.flowMinor),
    retention: formatMinor(level.retentionMinor),
    realperson: formatPercent(level.rateBp.realperson),
    sport: formatPercent(level.rateBp.sport),
    e_sport: formatPercent(level.rateBp.e_sport),
    joker: formatPercent(level.rateBp.joker),
    electron: formatPercent(level.rateBp.electron),
    lottery: formatPercent(level.rateBp.lottery),
  };
}

/** The ladder with one level changed as the operator asks (nothing written). */
export function withUpdate(
  levels: readonly Level[],
  update: { level: number } & Partial<{
    vipname: string;
    recharge: bigint;
    flow: bigint;
    retention: bigint;
  }> &
    Partial<Record<RebateCategory, string>>,
): Level[] {
  return levels.map((level) => {
    if (level.level !== update.level) return level;
    const rateBp = { ...level.rateBp };
    for (const category of REBATE_CATEGORIES) {
      const text = update[category];
      if (text !== undefined) rateBp[category] = parsePercent(text);
    }
    return {
      ...level,
      vipname:
        update.vipname !== undefined && update.vipname !== '' ? update.vipname : level.vipname,
      rechargeMinor: update.recharge ?? level.rechargeMinor,
      flowMinor: update.flow ?? level.flowMinor,
      retentionMinor: update.retention ?? level.retentionMinor,
      rateBp,
    };
  });
}

/**
 * A ladder is valid when it has the ten levels and, level by level, the cumulative deposit and
 * turnover thresholds rise strictly, the retention turnover does not fall, and no rebate percent
 * falls (a higher level is never worse).
 */
export function ladderProblem(levels: readonly Level[]): string | undefined {
  if (levels.length !== VIP_LEVELS) return `expected ${VIP_LEVELS} levels`;
  for (let i = 1; i < levels.length; i++) {
    const low = levels[i - 1]!;
    const high = levels[i]!;
    if (high.rechargeMinor <= low.rechargeMinor) return `recharge of VIP${high.level}`;
    if (high.flowMinor <= low.flowMinor) return `flow of VIP${high.level}`;
    if (high.retentionMinor < low.retentionMinor) return `retention of VIP${high.level}`;
    for (const category of REBATE_CATEGORIES) {
      if (high.rateBp[category] < low.rateBp[category]) return `${category} of VIP${high.level}`;
    }
  }
  return undefined;
}

/** Writes one level in the caller's transaction. */
export async function writeLevel(tx: Tx, level: Level, now: number): Promise<void> {
  await tx
    .updateTable('vip_levels')
    .set({
      vipname: level.vipname,
      recharge_minor: level.rechargeMinor,
      flow_minor: level.flowMinor,
      retention_minor: level.retentionMinor,
      realperson_bp: level.rateBp.realperson,
      sport_bp: level.rateBp.sport,
      e_sport_bp: level.rateBp.e_sport,
      joker_bp: level.rateBp.joker,
      electron_bp: level.rateBp.electron,
      lottery_bp: level.rateBp.lottery,
      updated_at: now,
    })
    .where('level', '=', level.level)
    .execute();
}

export type LevelUpdate = AdminVipLevelUpdatePayload;
