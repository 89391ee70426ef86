import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { beijingDate } from '../../platform/time.ts';
import { betTotalsByUser } from '../bets/index.ts';
import { creditFromHouse } from '../ledger/index.ts';
import { referralRows, type AgentReferralRow as ReferralRow } from './agent-flags.ts';
import {
  agentLevelsOf,
  percentOf,
  rateOfLevel,
  readCommissionSettings,
  readLevels,
  type CommissionSettings,
} from './levels.ts';
import { commissionOf, splitCommission } from './split.ts';
import { commissionKey } from './ledger-keys.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ledger kind (and key prefix) of a commission. */
export const COMMISSION_KIND = 'agent_commission';

/** Epoch ms of 00:00 Beijing of the day "YYYY-MM-DD". */
export function dayStartOf(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`);
}

export function previousDay(day: string): string {
  return beijingDate(dayStartOf(day) - DAY_MS);
}

/** One agent's commission of a day, before it is paid. */
export interface DayCommission {
  agentId: number;
  /** The downline's basis (valid bets or net loss) that passed through this agent, in fen. */
  basisMinor: bigint;
  /** The agent's own rate that day. */
  rateBp: number;
  /** Downline members whose bets count for this agent. */
  members: number;
  amountMinor: bigint;
}

/** A player's basis of a day: valid bets, or their net loss (never below 0). */
function basisOf(
  settings: CommissionSettings,
  totals: { validMinor: bigint; winLossMinor: bigint },
) {
  if (settings.basis === 'valid_bets') return totals.validMinor;
  return totals.winLossMinor < 0n ? -totals.winLossMinor : 0n;
}

/**
 * The commissions of one Beijing day: each bettor's basis goes up their referrer chain (at most
 * `depth` referrers); each agent in it earns its share (splitCommission) at its current level's
 * rate. Rounded down per agent and day.
 */
export async function commissionsOfDay(ctx: AppContext, day: string): Promise<DayCommission[]> {
  const from = dayStartOf(day);
  const [settings, levels, totals] = await Promise.all([
    readCommissionSettings(ctx.store.db),
    readLevels(ctx.store.db),
    betTotalsByUser(ctx, from, from + DAY_MS),
  ]);
  const bases = new Map<number, bigint>();
  for (const [userId, t] of totals) {
    const basis = basisOf(settings, t);
    if (basis > 0n) bases.set(userId, basis);
  }
  if (bases.size === 0) return [];

  // The referral rows of the bettors and of their referrers, `depth` levels up.
  const rows = new Map<number, ReferralRow>();
  let frontier = [...bases.keys()];
  for (let level = 0; level <= settings.depth && frontier.length > 0; level++) {
    const found = await inChunks(frontier, (ids) => referralRows(ctx.store.db, ids));
    for (const row of found) rows.set(row.id, row);
    frontier = found
      .map((row) => row.pid)
      .filter((pid): pid is number => pid !== null && !rows.has(pid));
  }
  const agentIds = [...rows.values()].filter((r) => r.is_agent === 1).map((r) => r.id);
  const levelOf = await agentLevelsOf(ctx.store.db, agentIds);
  const rateOf = (agentId: number) => rateOfLevel(levels, levelOf.get(agentId) ?? 1)?.rate_bp ?? 0;

  const byAgent = new Map<number, { weighted: bigint; basis: bigint; members: number }>();
  for (const [userId, basis] of bases) {
    const chain: number[] = [];
    let pid = rows.get(userId)?.pid ?? null;
    while (
      pid !== null &&
      chain.length < settings.depth &&
      !chain.includes(pid) &&
      pid !== userId
    ) {
      chain.push(pid);
      pid = rows.get(pid)?.pid ?? null;
    }
    const rates = chain.map((id) => (rows.get(id)?.is_agent === 1 ? rateOf(id) : null));
    const shares = splitCommission(rates);
    chain.forEach((agentId, i) => {
      if (rates[i] === null) return;
      const entry = byAgent.get(agentId) ?? { weighted: 0n, basis: 0n, members: 0 };
      entry.weighted += basis * BigInt(shares[i]!);
      entry.basis += basis;
      entry.members += 1;
      byAgent.set(agentId, entry);
    });
  }
  return [...byAgent.entries()]
    .map(([agentId, e]) => ({
      agentId,
      basisMinor: e.basis,
      rateBp: rateOf(agentId),
      members: e.members,
      amountMinor: commissionOf(e.weighted),
    }))
    .sort((a, b) => a.agentId - b.agentId);
}

async function inChunks<T>(ids: readonly number[], read: (ids: number[]) => Promise<T[]>) {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...(await read(ids.slice(i, i + 500))));
  return out;
}

/** The remark of a commission record (shown in 奖金记录). */
export function commissionRemark(c: DayCommission, settings: CommissionSettings): string {
  const what = settings.basis === 'valid_bets' ? '有效投注' : '净输赢';
  const effective = c.basisMinor > 0n ? Number((c.amountMinor * 10_000n) / c.basisMinor) : 0;
  const differential = effective < c.rateBp ? '，扣除下级代理佣金' : '';
  return `${c.members}位下线${what} ${formatMinor(c.basisMinor)} × ${percentOf(c.rateBp)}%${differential}`;
}

export interface CommissionReport {
  day: string;
  paid: number;
  amountMinor: bigint;
  skipped: number;
}

/**
 * Pays the commissions of `day`, each in its own transaction: the record (unique per agent and
 * day) and the ledger transfer from the commissions house account commit together. A day paid
 * before pays nothing again (the insert does nothing, and so does the ledger key).
 */
export async function payCommissions(
  ctx: AppContext,
  day: string,
  signal?: AbortSignal,
): Promise<CommissionReport> {
  const settings = await readCommissionSettings(ctx.store.db);
  const commissions = await commissionsOfDay(ctx, day);
  const report: CommissionReport = { day, paid: 0, amountMinor: 0n, skipped: 0 };
  for (const c of commissions) {
    if (signal?.aborted) break;
    if (c.amountMinor <= 0n) continue;
    const paid = await inTransaction(ctx.store, async (tx) => {
      const row = await tx
        .insertInto('agent_commissions')
        .values({
          agent_id: c.agentId,
          day,
          basis_minor: c.basisMinor,
          rate_bp: c.rateBp,
          members: c.members,
          amount_minor: c.amountMinor,
          remark: commissionRemark(c, settings),
          created_at: ctx.clock.now(),
        })
        .onConflict((oc) => oc.columns(['agent_id', 'day']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      const transfer = await creditFromHouse(ctx, tx, {
        userId: c.agentId,
        purpose: 'commissions',
        amountMinor: c.amountMinor,
        key: commissionKey(c.agentId, day),
        kind: COMMISSION_KIND,
      });
      return !transfer.replayed;
    });
    if (paid) {
      report.paid += 1;
      report.amountMinor += c.amountMinor;
    } else {
      report.skipped += 1;
    }
  }
  return report;
}
