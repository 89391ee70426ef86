import type { RedPacketRule } from '@app/contract/rewards';
import { formatMinor } from '@app/contract/money';

/**
 * The red packet rules as the module holds them: one window of the Beijing day (HH:MM, the end
 * excluded, '24:00' allowed), the tiers, and the most packets a player may draw in a day. Pure:
 * no I/O, so the migration's seed, the operator's edit and the draw share it.
 */

export interface Tier {
  /** Today's approved deposits at least this much (fen)… */
  rechargeMinor: bigint;
  /** …and today's valid-bet turnover at least this much (fen)… */
  dayFlowMinor: bigint;
  /** …give this many packets… */
  nums: number;
  /** …each drawn between these two amounts, both included (fen). */
  minMinor: bigint;
  maxMinor: bigint;
}

export interface RedPacketRules {
  startTime: string;
  endTime: string;
  maxTimes: number;
  tiers: Tier[];
}

/** The highest a packet may be worth (fen): 10,000.00 yuan, far above any sensible packet. */
export const PACKET_MAX_MINOR = 1_000_000n;

/** The default the migration seeds: 10:00–12:00 Beijing, four tiers, at most 5 packets a day. */
export const DEFAULT_RULES: RedPacketRules = {
  startTime: '10:00',
  endTime: '12:00',
  maxTimes: 5,
  tiers: [
    { rechargeMinor: 10_000n, dayFlowMinor: 0n, nums: 1, minMinor: 100n, maxMinor: 888n },
    { rechargeMinor: 50_000n, dayFlowMinor: 100_000n, nums: 2, minMinor: 200n, maxMinor: 1_888n },
    { rechargeMinor: 100_000n, dayFlowMinor: 500_000n, nums: 3, minMinor: 500n, maxMinor: 3_888n },
    {
      rechargeMinor: 500_000n,
      dayFlowMinor: 2_000_000n,
      nums: 5,
      minMinor: 888n,
      maxMinor: 8_888n,
    },
  ],
};

interface StoredTier {
  recharge: string;
  day_flow: string;
  nums: number;
  min: string;
  max: string;
}

/** Tiers as the `tiers` column holds them: JSON with fen as decimal strings (bigint-safe). */
export function encodeTiers(tiers: readonly Tier[]): string {
  const stored: StoredTier[] = tiers.map((t) => ({
    recharge: t.rechargeMinor.toString(),
    day_flow: t.dayFlowMinor.toString(),
    nums: t.nums,
    min: t.minMinor.toString(),
    max: t.maxMinor.toString(),
  }));
  return JSON.stringify(stored);
}

export function decodeTiers(text: string): Tier[] {
  return (JSON.parse(text) as StoredTier[]).map((t) => ({
    rechargeMinor: BigInt(t.recharge),
    dayFlowMinor: BigInt(t.day_flow),
    nums: t.nums,
    minMinor: BigInt(t.min),
    maxMinor: BigInt(t.max),
  }));
}

/** Minutes since Beijing midnight of 'HH:MM' ('24:00' is 1440). */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Why these rules may not be saved, or null when they may: the window must end after it starts;
 * each tier must pay something (0 < min ≤ max ≤ PACKET_MAX_MINOR) and ask something (a deposit or
 * a turnover above zero); no two tiers may ask the same thresholds; a tier that asks at least as
 * much as another on both counts must give at least as many packets.
 */
export function rulesProblem(rules: RedPacketRules): string | null {
  if (minutesOf(rules.endTime) <= minutesOf(rules.startTime)) return 'window';
  if (!Number.isInteger(rules.maxTimes) || rules.maxTimes < 1) return 'max_times';
  if (rules.tiers.length === 0) return 'no tiers';
  for (const t of rules.tiers) {
    if (t.minMinor <= 0n || t.minMinor > t.maxMinor || t.maxMinor > PACKET_MAX_MINOR) {
      return 'amount range';
    }
    if (t.rechargeMinor < 0n || t.dayFlowMinor < 0n) return 'negative threshold';
    if (t.rechargeMinor === 0n && t.dayFlowMinor === 0n) return 'a tier must ask something';
    if (!Number.isInteger(t.nums) || t.nums < 1) return 'nums';
  }
  for (const a of rules.tiers) {
    for (const b of rules.tiers) {
      if (a === b) continue;
      if (a.rechargeMinor === b.rechargeMinor && a.dayFlowMinor === b.dayFlowMinor) {
        return 'duplicate tier';
      }
      if (
        a.rechargeMinor >= b.rechargeMinor &&
        a.dayFlowMinor >= b.dayFlowMinor &&
        a.nums < b.nums
      ) {
        return 'a harder tier gives fewer packets';
      }
    }
  }
  return null;
}

/**
 * The tier that applies: among those whose deposit and turnover the player meets, the one with the
 * most packets (ties: the later in the list, the operator's order). Null when none is met.
 */
export function bestTier(tiers: readonly Tier[], depositsMinor: bigint, turnoverMinor: bigint) {
  let best: Tier | null = null;
  for (const t of tiers) {
    if (depositsMinor < t.rechargeMinor || turnoverMinor < t.dayFlowMinor) continue;
    if (best === null || t.nums >= best.nums) best = t;
  }
  return best;
}

/** Packets the player may draw today in all: the best tier's, capped by the daily maximum. */
export function allowedDraws(
  rules: RedPacketRules,
  depositsMinor: bigint,
  turnoverMinor: bigint,
): { allowed: number; tier: Tier | null } {
  const tier = bestTier(rules.tiers, depositsMinor, turnoverMinor);
  return { allowed: tier ? Math.min(tier.nums, rules.maxTimes) : 0, tier };
}

/** 0 before today's window, 1 inside it, 2 after it; `minuteOfDay` is Beijing minutes. */
export function windowState(rules: RedPacketRules, minuteOfDay: number): 0 | 1 | 2 {
  if (minuteOfDay < minutesOf(rules.startTime)) return 0;
  if (minuteOfDay < minutesOf(rules.endTime)) return 1;
  return 2;
}

/** The rules as the contract's rows (every row carries the window, as the spec's table does). */
export function ruleRows(rules: RedPacketRules): RedPacketRule[] {
  return rules.tiers.map((t) => ({
    start_time: rules.startTime,
    end_time: rules.endTime,
    recharge: formatMinor(t.rechargeMinor),
    day_flow: formatMinor(t.dayFlowMinor),
    nums: t.nums,
    min_money: formatMinor(t.minMinor),
    flow_money: formatMinor(t.maxMinor),
  }));
}
