import { sql } from 'kysely';
import type { LedgerKind } from '@app/contract/ledger-kinds';
import type { Store } from '../../platform/db/database.ts';
import { beijingDayIndexSql } from '../../platform/db/beijing-day.ts';
import { HOUSE_SHARDS, houseCode, type HousePurpose } from './house.ts';

/** One Beijing day's movement of a house purpose (all shards) by one kind of transfer. */
export interface HouseFlow {
  /** Beijing day index (platform/db/beijing-day.ts). */
  day: number;
  purpose: HousePurpose;
  /** The transfer's kind (`deposit`, `withdraw_pay`, `rebate`, …). */
  kind: string;
  /**
   * Sum of the entries on the purpose's house accounts (fen, signed as the ledger: negative is
   * money that left the house account, e.g. towards players' wallets).
   */
  amountMinor: bigint;
}

/**
 * The movements of these house purposes per Beijing day and transfer kind, for transfers posted
 * in [since, until) (reports: the operator's dashboard). Straight from the journal (entries and
 * their transfers' time), never from cached balances, so a reversing transfer nets out on the day
 * it was posted.
 */
export async function houseFlowsByDay(
  store: Store,
  input: {
    purposes: readonly HousePurpose[];
    since: number;
    until: number;
    kinds?: readonly LedgerKind[];
  },
): Promise<HouseFlow[]> {
  if (input.purposes.length === 0 || input.until <= input.since) return [];
  const purposeOf = new Map<string, HousePurpose>();
  for (const purpose of input.purposes) {
    for (let shard = 0; shard < HOUSE_SHARDS; shard++)
      purposeOf.set(houseCode(purpose, shard), purpose);
  }
  let query = store.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select([
      beijingDayIndexSql('t.created_at').as('day'),
      'a.code as code',
      't.kind as kind',
      sql<bigint>`coalesce(sum(e.amount_minor), 0)`.as('sum_minor'),
    ])
    .where('a.code', 'in', [...purposeOf.keys()])
    .where('t.created_at', '>=', input.since)
    .where('t.created_at', '<', input.until);
  if (input.kinds !== undefined) {
    if (input.kinds.length === 0) return [];
    query = query.where('t.kind', 'in', [...input.kinds]);
  }
  const rows = await query
    .groupBy([beijingDayIndexSql('t.created_at'), 'a.code', 't.kind'])
    .execute();
  // Shards of one purpose fold into one row per (day, purpose, kind).
  const folded = new Map<string, HouseFlow>();
  for (const row of rows) {
    const purpose = purposeOf.get(row.code)!;
    const key = `${row.day}\u0000${purpose}\u0000${row.kind}`;
    const flow = folded.get(key);
    if (flow) flow.amountMinor += row.sum_minor;
    else
      folded.set(key, {
        day: Number(row.day),
        purpose,
        kind: row.kind,
        amountMinor: row.sum_minor,
      });
  }
  return [...folded.values()];
}
