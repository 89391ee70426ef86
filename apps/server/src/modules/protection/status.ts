import { formatMinor } from '@app/contract/money';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  PLAY_BREAK_MS,
  type AdminProtection,
  type PendingChange,
  type ProtectionStatus,
} from '@app/contract/protection';
import type { AppContext } from '../../platform/context.ts';
import { formatBeijing } from '../../platform/time.ts';
import { playFlows } from '../ledger/index.ts';
import { activeBlock, LIMIT_COLUMN, readProfile, type Profile } from './profile.ts';
import { flowsOf, usageByPeriod } from './usage.ts';

/** What the /responsible screen and the console show of a player. */

function valueText(field: string, value: bigint | null): string | null {
  if (value === null) return null;
  return field === 'session' || field === 'reality' ? value.toString() : formatMinor(value);
}

async function pendingChanges(ctx: AppContext, userId: number, now: number) {
  const rows = await ctx.store.db
    .selectFrom('protection_changes')
    .select(['id', 'field', 'value_minor', 'effective_at'])
    .where('user_id', '=', userId)
    .where('applied_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
  return new Map<string, PendingChange>(
    rows.map((r) => [
      r.field,
      {
        id: r.id,
        value: valueText(r.field, r.value_minor),
        effective_at: formatBeijing(r.effective_at),
        ready: r.effective_at <= now ? 1 : 0,
      },
    ]),
  );
}

/** The play session as it stands: none once a break of PLAY_BREAK_MS has passed. */
async function playOf(ctx: AppContext, profile: Profile, now: number) {
  const started = profile.play_started_at;
  const last = profile.play_last_at;
  if (started === null || last === null || now - last >= PLAY_BREAK_MS) {
    return { started_at: null, net: '0.00' };
  }
  const flows = await playFlows(ctx.store.db, profile.user_id, started - 1);
  const net = flows.reduce((sum, f) => sum + f.amount_minor, 0n);
  return { started_at: started, net: formatMinor(net) };
}

export async function protectionStatus(ctx: AppContext, userId: number): Promise<ProtectionStatus> {
  const now = ctx.clock.now();
  const profile = await readProfile(ctx.store.db, userId, now);
  const pending = await pendingChanges(ctx, userId, now);
  const limits: ProtectionStatus['limits'] = [];
  for (const kind of LIMIT_KINDS) {
    const used = usageByPeriod(kind, await flowsOf(ctx, ctx.store.db, kind, userId, now), now);
    for (const period of LIMIT_PERIODS) {
      const field = `${kind}:${period}` as const;
      const amount = profile[LIMIT_COLUMN[field]];
      limits.push({
        kind,
        period,
        amount: amount === null ? null : formatMinor(amount),
        used: formatMinor(used[period]),
        pending: pending.get(field) ?? null,
      });
    }
  }
  const block = activeBlock(profile, now);
  return {
    limits,
    session_minutes: profile.session_minutes,
    session_pending: pending.get('session') ?? null,
    reality_minutes: profile.reality_minutes,
    block: block
      ? {
          kind: block.kind,
          until: block.until === null ? null : formatBeijing(block.until),
          by: block.by,
        }
      : null,
    play: await playOf(ctx, profile, now),
    now,
  };
}

/** The console's view: the status and every change, newest first. */
export async function adminProtection(ctx: AppContext, userId: number): Promise<AdminProtection> {
  const status = await protectionStatus(ctx, userId);
  const rows = await ctx.store.db
    .selectFrom('protection_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return {
    ...status,
    history: rows.map((r) => ({
      id: r.id,
      field: r.field,
      value:
        r.field === 'timeout' || r.field === 'exclusion'
          ? r.value_minor === null
            ? null
            : formatBeijing(Number(r.value_minor))
          : valueText(r.field, r.value_minor),
      by: r.by_kind === 'operator' ? 'operator' : 'player',
      reason: r.reason,
      created_at: formatBeijing(r.created_at),
      state: r.applied_at !== null ? 'applied' : r.cancelled_at !== null ? 'cancelled' : 'pending',
    })),
  };
}
