import type { Store } from '../../platform/db/database.ts';
import { chainHash, GENESIS_HASH } from './audit.chain.ts';

const BATCH = 1000;

/** Where the chain first breaks, and why. */
export interface AuditBreak {
  /** The audit_log id of the first row that does not check out (null: rows missing at the end). */
  id: number | null;
  seq: number;
  reason: string;
}

export interface AuditChainReport {
  ok: boolean;
  /** Rows walked before the first break (all of them when ok). */
  checked: number;
  head: { seq: number; hash: string };
  broken?: AuditBreak;
}

/**
 * Walks the audit chain in seq order and checks every link: seq follows seq − 1 with no gap (a
 * deleted row shows as a gap), prev_hash is the hash of the row before, and the row's hash is
 * chainHash of its own fields (an edited row no longer hashes to it). Finally the head must name
 * the last row (rows deleted at the end). Stops at the first break.
 */
export async function verifyAuditChain(store: Store): Promise<AuditChainReport> {
  const head = await store.db
    .selectFrom('audit_head')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const headAt = { seq: Number(head?.seq ?? 0), hash: head?.hash ?? '' };
  const fail = (checked: number, broken: AuditBreak): AuditChainReport => ({
    ok: false,
    checked,
    head: headAt,
    broken,
  });
  if (!head) return fail(0, { id: null, seq: 0, reason: 'audit_head row is missing' });

  let expectedSeq = 1;
  let prev = GENESIS_HASH;
  let checked = 0;
  for (;;) {
    const rows = await chainBatch(store, expectedSeq);
    if (rows.length === 0) break;
    for (const row of rows) {
      const seq = Number(row.seq);
      const id = Number(row.id);
      const broken = linkBreak(row, seq, id, expectedSeq, prev);
      if (broken) return fail(checked, broken);
      prev = row.hash;
      expectedSeq = seq + 1;
      checked++;
    }
  }
  const lastSeq = expectedSeq - 1;
  if (headAt.seq !== lastSeq || headAt.hash !== prev) {
    return fail(checked, {
      id: null,
      seq: headAt.seq,
      reason:
        headAt.seq > lastSeq
          ? `the chain ends at seq ${lastSeq} but the head names seq ${headAt.seq}: rows deleted at the end`
          : `the head (seq ${headAt.seq}) does not name the last row (seq ${lastSeq})`,
    });
  }
  return { ok: true, checked, head: headAt };
}

/** The next rows of the chain from `fromSeq` on, in seq order. */
function chainBatch(store: Store, fromSeq: number) {
  return store.db
    .selectFrom('audit_log')
    .select([
      'id',
      'seq',
      'prev_hash',
      'hash',
      'operator_id',
      'action',
      'target',
      'detail',
      'ip',
      'created_at',
    ])
    .where('seq', '>=', fromSeq)
    .orderBy('seq')
    .limit(BATCH)
    .execute();
}

/** How the row breaks the chain, if it does: a gap before it, a wrong link, or altered fields. */
function linkBreak(
  row: Awaited<ReturnType<typeof chainBatch>>[number],
  seq: number,
  id: number,
  expectedSeq: number,
  prev: string,
): AuditBreak | undefined {
  if (seq !== expectedSeq) {
    const missing =
      seq - 1 === expectedSeq ? `seq ${expectedSeq}` : `seq ${expectedSeq}..${seq - 1}`;
    return {
      id,
      seq,
      reason: `the row(s) before it are missing (${missing}): deleted?`,
    };
  }
  if (row.prev_hash !== prev) {
    return {
      id,
      seq,
      reason: 'prev_hash does not match the hash of the row before it',
    };
  }
  const recomputed = chainHash({
    prev_hash: row.prev_hash,
    seq,
    operator_id: Number(row.operator_id),
    action: row.action,
    target: row.target,
    detail: row.detail,
    ip: row.ip,
    created_at: Number(row.created_at),
  });
  if (recomputed !== row.hash) {
    return {
      id,
      seq,
      reason: 'its fields do not hash to its stored hash: the row was altered',
    };
  }
  return undefined;
}

/** One line for a person: what was checked and, when broken, the first broken row. */
export function formatAuditReport(report: AuditChainReport, where: string): string {
  if (report.ok) {
    return `audit:verify ${where}: OK, ${report.checked} rows chained, head seq ${report.head.seq} ${report.head.hash.slice(0, 16)}…`;
  }
  const b = report.broken!;
  const row = b.id === null ? `at seq ${b.seq}` : `row id ${b.id} (seq ${b.seq})`;
  return `audit:verify ${where}: BROKEN at ${row}: ${b.reason} (${report.checked} rows verified before it)`;
}
