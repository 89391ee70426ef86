import { sql, type Kysely } from 'kysely';
import type { Store } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

/** One invariant of DESIGN §5 and what was found. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface VerifyReport {
  ok: boolean;
  checks: Check[];
}

const SAMPLE = 5;

/** Checks every ledger invariant on the store and reports each one. Reads only. */
export async function verifyLedger(store: Store): Promise<VerifyReport> {
  const { db } = store;
  const checks: Check[] = [];
  checks.push(await entriesSumToZero(db));
  checks.push(await transfersBalance(db));
  checks.push(await noEmptyTransfer(db));
  checks.push(await balancesMatchEntries(db));
  checks.push(await noNegativeBalance(db));
  checks.push(await uniqueIdempotencyKeys(db));
  checks.push(await noOrphanEntries(db));
  return { ok: checks.every((c) => c.ok), checks };
}

/** All entries of the ledger together sum to zero. */
async function entriesSumToZero(db: Kysely<Database>): Promise<Check> {
  const totals = await db
    .selectFrom('ledger_entries')
    .select([
      sql<string>`coalesce(sum(amount_minor), 0)`.as('sum_minor'),
      sql<number>`count(*)`.as('entries'),
    ])
    .executeTakeFirstOrThrow();
  const sum = (totals as unknown as { sum_minor: bigint }).sum_minor;
  return {
    name: 'all entries sum to zero',
    ok: sum === 0n,
    detail: `${totals.entries} entries, sum ${sum}`,
  };
}

/** Every transfer has two or more entries that sum to zero. */
async function transfersBalance(db: Kysely<Database>): Promise<Check> {
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['transfer_id', sql<string>`sum(amount_minor)`.as('sum_minor')])
    .groupBy('transfer_id')
    .having((eb) => eb.or([eb(sql`sum(amount_minor)`, '!=', 0), eb(sql`count(*)`, '<', 2)]))
    .limit(SAMPLE)
    .execute();
  const transfers = await db
    .selectFrom('ledger_transfers')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return {
    name: 'every transfer has two or more entries summing to zero',
    ok: unbalanced.length === 0,
    detail:
      unbalanced.length === 0
        ? `${transfers.n} transfers`
        : `broken transfers: ${unbalanced.map((u) => u.transfer_id).join(', ')}`,
  };
}

/** No transfer is without entries. */
async function noEmptyTransfer(db: Kysely<Database>): Promise<Check> {
  const empty = await db
    .selectFrom('ledger_transfers as t')
    .leftJoin('ledger_entries as e', 'e.transfer_id', 't.id')
    .select('t.id')
    .where('e.id', 'is', null)
    .limit(SAMPLE)
    .execute();
  return {
    name: 'no transfer without entries',
    ok: empty.length === 0,
    detail: empty.length === 0 ? 'none' : `transfers ${empty.map((t) => t.id).join(', ')}`,
  };
}

/** Every account's cached balance is the sum of its entries. */
async function balancesMatchEntries(db: Kysely<Database>): Promise<Check> {
  const mismatched = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      db
        .selectFrom('ledger_entries')
        .select(['account_id', sql<string>`sum(amount_minor)`.as('summed_minor')])
        .groupBy('account_id')
        .as('s'),
      's.account_id',
      'a.id',
    )
    .select(['a.id', 'a.code', 'a.balance_minor', 's.summed_minor'])
    .where(sql<boolean>`a.balance_minor <> coalesce(s.summed_minor, 0)`)
    .limit(SAMPLE)
    .execute();
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return {
    name: 'every cached balance equals the sum of its entries',
    ok: mismatched.length === 0,
    detail:
      mismatched.length === 0
        ? `${accounts.n} accounts`
        : mismatched
            .map((m) => `${m.code}: cached ${m.balance_minor}, summed ${m.summed_minor ?? 0}`)
            .join('; '),
  };
}

/** No account that may not go negative is below zero. */
async function noNegativeBalance(db: Kysely<Database>): Promise<Check> {
  const negative = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance_minor'])
    .where('allow_negative', '=', 0)
    .where('balance_minor', '<', 0n)
    .limit(SAMPLE)
    .execute();
  return {
    name: 'no player (or held) account below zero',
    ok: negative.length === 0,
    detail:
      negative.length === 0
        ? 'none below zero'
        : negative.map((n) => `${n.code}: ${n.balance_minor}`).join('; '),
  };
}

/** No two transfers share an idempotency key. */
async function uniqueIdempotencyKeys(db: Kysely<Database>): Promise<Check> {
  const duplicateKeys = await db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', sql<number>`count(*)`.as('n')])
    .groupBy('idempotency_key')
    .having(sql`count(*)`, '>', 1)
    .limit(SAMPLE)
    .execute();
  return {
    name: 'every idempotency key is unique',
    ok: duplicateKeys.length === 0,
    detail:
      duplicateKeys.length === 0
        ? 'unique'
        : duplicateKeys.map((d) => `${d.idempotency_key} x${d.n}`).join('; '),
  };
}

/** Every entry names an account and a transfer that exist. */
async function noOrphanEntries(db: Kysely<Database>): Promise<Check> {
  const orphans = await db
    .selectFrom('ledger_entries as e')
    .leftJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .leftJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select('e.id')
    .where((eb) => eb.or([eb('a.id', 'is', null), eb('t.id', 'is', null)]))
    .limit(SAMPLE)
    .execute();
  return {
    name: 'every entry belongs to a known account and transfer',
    ok: orphans.length === 0,
    detail: orphans.length === 0 ? 'all known' : `entries ${orphans.map((o) => o.id).join(', ')}`,
  };
}

export function formatReport(report: VerifyReport, label: string): string {
  const lines = [`ledger:verify ${label}`];
  for (const check of report.checks) {
    lines.push(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name} (${check.detail})`);
  }
  lines.push(report.ok ? '  all invariants hold' : '  INVARIANT BREACHED');
  return lines.join('\n');
}
