import { formatMinor, parseMinor } from '@app/contract/money';
import { providerReportReply, type ProviderReportLine } from '@app/contract/provider-protocol';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { playerRefFor, venueTransfersBetween, VenueError } from '../venues/index.ts';
import { callProvider } from './client.ts';
import { findProvider, type Provider } from './provider-store.ts';

/**
 * Reconciliation of a provider for a Beijing day (docs/providers.md): our side — the seamless
 * transactions we accepted, or the transfers that moved or may have moved money — against the
 * provider's `report` of the same range. Every id on one side only, or with another kind or amount,
 * is a mismatch. Read-only: nothing is corrected here (a correction is an operator's adjustment).
 */

const DAY_MS = 86_400_000;
/** Mismatches listed at most (the counts and totals still cover every line). */
export const MISMATCHES_LISTED = 1_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

interface Line {
  id: string;
  kind: string;
  user: string;
  amountMinor: bigint;
}

export interface ReconcileProblem {
  id: string;
  kind: string;
  user: string;
  ours: string | null;
  theirs: string | null;
  problem: 'missing_ours' | 'missing_theirs' | 'amount' | 'kind';
}

/** [from, to) of a Beijing day `YYYY-MM-DD` (undefined when it is no date). */
export function beijingDayRange(day: string): { from: number; to: number } | undefined {
  const utc = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) return undefined;
  const from = utc - BEIJING_OFFSET_MS;
  return { from, to: from + DAY_MS };
}

async function ourLines(ctx: AppContext, provider: Provider, from: number, to: number) {
  if (provider.mode === 'transfer') {
    const transfers = await venueTransfersBetween(ctx.store, provider.code, from, to);
    return transfers.map((t): Line => ({
      id: t.orderNo,
      kind: t.direction,
      user: playerRefFor(t.userId),
      amountMinor: t.amountMinor,
    }));
  }
  const rows = await ctx.store.db
    .selectFrom('provider_transactions')
    .select(['tx_id', 'kind', 'user_id', 'amount_minor', 'state'])
    .where('provider', '=', provider.code)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => !(row.kind === 'bet' && row.state === 'void'))
    .map((row): Line => ({
      id: row.tx_id,
      kind: row.kind,
      user: playerRefFor(Number(row.user_id)),
      amountMinor: BigInt(row.amount_minor),
    }));
}

function theirLine(line: ProviderReportLine): Line {
  return {
    id: line.id,
    kind: line.kind,
    user: line.user,
    amountMinor: parseMinor(line.amount) ?? 0n,
  };
}

const total = (lines: Line[]) => ({
  count: lines.length,
  total: formatMinor(lines.reduce((sum, line) => sum + line.amountMinor, 0n)),
});

export async function reconcileProvider(ctx: AppContext, code: string, day: string) {
  const provider = await findProvider(ctx, code);
  if (!provider) throw new DomainError('provider_unknown');
  const range = beijingDayRange(day);
  if (!range) throw new DomainError('input_invalid');
  const ours = await ourLines(ctx, provider, range.from, range.to);
  let theirs: Line[] = [];
  let error = '';
  try {
    if (!provider.credentials) throw new VenueError('unavailable', '请先设置厂商密钥');
    const reply = await callProvider(provider, 'report', range, providerReportReply);
    theirs = (reply.lines ?? []).map(theirLine);
  } catch (failure) {
    if (!(failure instanceof VenueError)) throw failure;
    error = `无法读取厂商报表：${failure.message}`;
  }
  const mismatches: ReconcileProblem[] = [];
  let matched = 0;
  if (error === '') {
    const theirsById = new Map(theirs.map((line) => [line.id, line]));
    const seen = new Set<string>();
    for (const line of ours) {
      seen.add(line.id);
      const other = theirsById.get(line.id);
      const problem = !other
        ? 'missing_theirs'
        : other.kind !== line.kind
          ? 'kind'
          : other.amountMinor !== line.amountMinor
            ? 'amount'
            : null;
      if (problem === null) {
        matched += 1;
        continue;
      }
      mismatches.push({
        id: line.id,
        kind: line.kind,
        user: line.user,
        ours: formatMinor(line.amountMinor),
        theirs: other ? formatMinor(other.amountMinor) : null,
        problem,
      });
    }
    for (const line of theirs) {
      if (seen.has(line.id)) continue;
      mismatches.push({
        id: line.id,
        kind: line.kind,
        user: line.user,
        ours: null,
        theirs: formatMinor(line.amountMinor),
        problem: 'missing_ours',
      });
    }
  }
  return {
    code,
    day,
    ours: total(ours),
    theirs: total(theirs),
    matched,
    mismatches: mismatches.slice(0, MISMATCHES_LISTED),
    error,
  };
}
