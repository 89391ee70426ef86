import { describe, expect, it } from 'vitest';
import {
  allowedDraws,
  decodeTiers,
  DEFAULT_RULES,
  encodeTiers,
  ruleRows,
  rulesProblem,
  windowState,
  type RedPacketRules,
} from './rules.ts';

const tier = (recharge: bigint, flow: bigint, nums: number) => ({
  rechargeMinor: recharge,
  dayFlowMinor: flow,
  nums,
  minMinor: 100n,
  maxMinor: 500n,
});

describe('red packet rules', () => {
  it('seeds a valid default: 10:00–12:00 Beijing, at most 5 a day', () => {
    expect(rulesProblem(DEFAULT_RULES)).toBeNull();
    expect(DEFAULT_RULES).toMatchObject({ startTime: '10:00', endTime: '12:00', maxTimes: 5 });
    expect(decodeTiers(encodeTiers(DEFAULT_RULES.tiers))).toEqual(DEFAULT_RULES.tiers);
    expect(ruleRows(DEFAULT_RULES)[0]).toEqual({
      start_time: '10:00',
      end_time: '12:00',
      recharge: '100.00',
      day_flow: '0.00',
      nums: 1,
      min_money: '1.00',
      flow_money: '8.88',
    });
  });

  it('applies the met tier with the most packets, capped by the daily maximum', () => {
    const rules: RedPacketRules = {
      ...DEFAULT_RULES,
      maxTimes: 4,
      tiers: [tier(10_000n, 0n, 1), tier(50_000n, 100_000n, 3), tier(100_000n, 0n, 6)],
    };
    expect(allowedDraws(rules, 0n, 0n).allowed).toBe(0);
    expect(allowedDraws(rules, 9_999n, 10_000_000n).allowed).toBe(0);
    expect(allowedDraws(rules, 10_000n, 0n).allowed).toBe(1);
    // Deposits enough for the second tier but not its turnover: the first applies.
    expect(allowedDraws(rules, 50_000n, 99_999n).allowed).toBe(1);
    expect(allowedDraws(rules, 50_000n, 100_000n).allowed).toBe(3);
    expect(allowedDraws(rules, 100_000n, 0n)).toMatchObject({ allowed: 4 });
  });

  it('tells the window: before, inside (start included), after (end excluded)', () => {
    expect(windowState(DEFAULT_RULES, 9 * 60 + 59)).toBe(0);
    expect(windowState(DEFAULT_RULES, 10 * 60)).toBe(1);
    expect(windowState(DEFAULT_RULES, 11 * 60 + 59)).toBe(1);
    expect(windowState(DEFAULT_RULES, 12 * 60)).toBe(2);
    expect(windowState({ ...DEFAULT_RULES, endTime: '24:00' }, 23 * 60 + 59)).toBe(1);
  });

  it('refuses rules that cannot work', () => {
    const ok: RedPacketRules = { ...DEFAULT_RULES, tiers: [tier(10_000n, 0n, 2)] };
    expect(rulesProblem(ok)).toBeNull();
    expect(rulesProblem({ ...ok, endTime: '10:00' })).not.toBeNull();
    expect(rulesProblem({ ...ok, startTime: '13:00' })).not.toBeNull();
    expect(rulesProblem({ ...ok, tiers: [{ ...tier(1n, 0n, 1), minMinor: 0n }] })).not.toBeNull();
    expect(rulesProblem({ ...ok, tiers: [{ ...tier(1n, 0n, 1), minMinor: 600n }] })).not.toBeNull();
    expect(
      rulesProblem({ ...ok, tiers: [{ ...tier(1n, 0n, 1), maxMinor: 1_000_001n }] }),
    ).not.toBeNull();
    expect(rulesProblem({ ...ok, tiers: [tier(0n, 0n, 1)] })).not.toBeNull();
    expect(rulesProblem({ ...ok, tiers: [tier(1n, 0n, 1), tier(1n, 0n, 2)] })).not.toBeNull();
    expect(rulesProblem({ ...ok, tiers: [tier(1n, 0n, 2), tier(5n, 5n, 1)] })).not.toBeNull();
    // Neither tier asks more than the other on both counts: both may stand.
    expect(rulesProblem({ ...ok, tiers: [tier(1n, 9n, 2), tier(5n, 5n, 1)] })).toBeNull();
  });
});
