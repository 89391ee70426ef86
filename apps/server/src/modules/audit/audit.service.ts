import type { Page } from '@app/contract/envelope';
import { ADMIN_LIMITS, type AdminAuditRow } from '@app/contract/admin';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { AUDIT_LIMITS } from '@app/contract/admin-audit';
import type { AuditAction, AuditActionFilter } from '@app/contract/audit-actions';
import { sql } from 'kysely';
import { chainHash } from './audit.chain.ts';

/** Keys whose values never reach the audit log, at any depth of a detail. */
const SECRET_KEYS = /pass(word)?|token|secret/i;
const TARGET_MAX = 128;
const ACTION_MAX = 64;
const IP_MAX = 64;
/** A detail longer than this is cut (and marked) rather than refused: the action already ran. */
const DETAIL_MAX = 16_000;

interface AuditEntry {
  operatorId: number;
  /** What was done: login, logout, deposit.approve, settings.update, … (the contract's list). */
  action: AuditAction;
  /** What it was done to: `deposit:12`, `settings`, `operator:3`. */
  target?: string;
  /** What changed, or the payload; password-like keys are dropped before it is written. */
  detail?: unknown;
  ip?: string;
}

/** A copy of `value` without password, token or secret fields (bigints as strings). */
export function redact(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!SECRET_KEYS.test(key)) out[key] = redact(inner);
    }
    return out;
  }
  return value;
}

/**
 * Appends one row to the audit log's hash chain (recordAudit), in `tx` or in a transaction of its
 * own.
 *
 * The chain cannot fork: the row's place (seq) and previous hash come from `audit_head`, read
 * FOR UPDATE on PostgreSQL (a second writer waits until the first commits or rolls back) and
 * under SQLite's BEGIN IMMEDIATE write lock, and the head moves in the same transaction.
 */
async function appendAuditRow(ctx: AppContext, entry: AuditEntry, tx?: Tx): Promise<void> {
  let detail = JSON.stringify(redact(entry.detail ?? {}));
  if (detail.length > DETAIL_MAX) {
    detail = JSON.stringify({ truncated: true, head: detail.slice(0, DETAIL_MAX - 64) });
  }
  const fields = {
    operator_id: entry.operatorId,
    action: entry.action.slice(0, ACTION_MAX),
    target: (entry.target ?? '').slice(0, TARGET_MAX),
    detail,
    ip: (entry.ip ?? '').slice(0, IP_MAX),
    created_at: ctx.clock.now(),
  };
  const append = async (db: Tx) => {
    let head = db.selectFrom('audit_head').select(['seq', 'hash']).where('id', '=', 1);
    if (ctx.store.dialect === 'postgres') head = head.forUpdate();
    const last = await head.executeTakeFirstOrThrow();
    const seq = Number(last.seq) + 1;
    const hash = chainHash({ ...fields, seq, prev_hash: last.hash });
    await db
      .insertInto('audit_log')
      .values({ ...fields, seq, prev_hash: last.hash, hash })
      .execute();
    const moved = await db
      .updateTable('audit_head')
      .set({ seq, hash })
      .where('id', '=', 1)
      .where('seq', '=', Number(last.seq))
      .executeTakeFirst();
    // Under the lock nobody else can have moved it; if somebody did, the chain would fork.
    if (moved.numUpdatedRows !== 1n) throw new Error('audit chain head moved under its lock');
  };
  if (tx) await append(tx);
  else await inTransaction(ctx.store, append);
}

/** An audit row as stored; the operator's name is added by whoever lists it (operators own it). */
export type AuditRow = Omit<AdminAuditRow, 'operator_name'>;

/** The search's filters with the operator already resolved to an id. */
export interface AuditQuery {
  operatorId?: number | undefined;
  /** One action, or a group of them written `<thing>.` (every action of that thing). */
  action?: AuditActionFilter | undefined;
  /** The exact target. */
  target?: string | undefined;
  /** created_at >= from (epoch ms). */
  from?: number | undefined;
  /** created_at < to (epoch ms). */
  to?: number | undefined;
}

function filtered(ctx: AppContext, query: AuditQuery) {
  let q = ctx.store.db.selectFrom('audit_log');
  if (query.operatorId !== undefined) q = q.where('operator_id', '=', query.operatorId);
  if (query.action !== undefined && query.action.endsWith('.')) {
    // A group: a prefix compared as text on both engines (LIKE differs: case, and _ in the input).
    const prefix = query.action;
    q = q.where(sql<string>`substr(action, 1, ${prefix.length})`, '=', prefix);
  } else if (query.action !== undefined) {
    // One action, exactly (`login` does not find `login_failed`).
    q = q.where('action', '=', query.action);
  }
  if (query.target !== undefined) q = q.where('target', '=', query.target);
  if (query.from !== undefined) q = q.where('created_at', '>=', query.from);
  if (query.to !== undefined) q = q.where('created_at', '<', query.to);
  return q;
}

const ROW_COLUMNS = [
  'id',
  'operator_id',
  'action',
  'target',
  'detail',
  'ip',
  'created_at',
] as const;

/** The audit log matching `query`, newest first, ADMIN_LIMITS.pageSize rows a page. */
export async function listAudit(
  ctx: AppContext,
  pageNumber: number,
  query: AuditQuery = {},
): Promise<Page<AuditRow>> {
  const size = ADMIN_LIMITS.pageSize;
  const counted = await filtered(ctx, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows = await filtered(ctx, query)
    .select([...ROW_COLUMNS])
    .orderBy('id', 'desc')
    .limit(size)
    .offset((pageNumber - 1) * size)
    .execute();
  return {
    data: rows.map((row) => ({ ...row, detail: parseDetail(row.detail) })),
    total,
    current_page: pageNumber,
    last_page: Math.max(1, Math.ceil(total / size)),
  };
}

/**
 * Every row matching `query` for a CSV export, newest first, at most AUDIT_LIMITS.exportMax;
 * `truncated` when more matched.
 */
export async function exportAudit(
  ctx: AppContext,
  query: AuditQuery = {},
): Promise<{ data: AuditRow[]; total: number; truncated: boolean }> {
  const counted = await filtered(ctx, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows = await filtered(ctx, query)
    .select([...ROW_COLUMNS])
    .orderBy('id', 'desc')
    .limit(AUDIT_LIMITS.exportMax)
    .execute();
  return {
    data: rows.map((row) => ({ ...row, detail: parseDetail(row.detail) })),
    total,
    truncated: total > rows.length,
  };
}

function parseDetail(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What differs between two settings trees: nested objects become nested objects of the keys that
 * changed; a changed leaf becomes {before, after}. Undefined when nothing changed.
 */
export function diff(before: unknown, after: unknown): unknown {
  if (isPlainObject(before) && isPlainObject(after)) {
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const inner = diff(before[key], after[key]);
      if (inner !== undefined) out[key] = inner;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return JSON.stringify(before) === JSON.stringify(after) ? undefined : { before, after };
}

/** Who made an operator change, for its audit row. */
export interface Actor {
  operatorId: number;
  ip: string;
}

/**
 * Writes the audit row of what an operator did: `action` (the contract's closed list) to `target`
 * (`deposit:12`, `settings`, `operator:3`), with `detail` (what changed, or the payload; password-
 * like keys are dropped). Pass the change's `tx` so that neither can exist without the other;
 * `null` writes it in a transaction of its own (a refused login, which changes nothing).
 */
export async function recordAudit(
  ctx: AppContext,
  tx: Tx | null,
  actor: Actor,
  action: AuditAction,
  target: string,
  detail: unknown = {},
): Promise<void> {
  await appendAuditRow(
    ctx,
    { operatorId: actor.operatorId, action, target, detail: detail ?? {}, ip: actor.ip },
    tx ?? undefined,
  );
}

/** The object without its undefined values; 400 when nothing is left to change. */
export function changesOf<T extends object>(value: T): Partial<T> {
  const out = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
  if (Object.keys(out).length === 0) throw new DomainError('catalogue_nothing_to_change');
  return out as Partial<T>;
}
