import type { Page } from '@app/contract/envelope';
import { ADMIN_LIMITS } from '@app/contract/admin';
import type {
  AdminOperatorCreatePayload,
  AdminOperatorRow,
  AdminOperatorUpdatePayload,
} from '@app/contract/admin-auth';
import { STAFF_ROLES, type StaffRole } from '@app/contract/admin-roles';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { formatBeijing } from '../../platform/time.ts';
import { recordAudit, changesOf, type Actor } from '../audit/index.ts';
import { hashPassword } from '../auth/index.ts';
import { OPERATOR_ACTIVE, OPERATOR_DISABLED } from './operators.service.ts';
import { announceOperatorSessionsEnded } from './socket-revocation.ts';

/**
 * Operator management (the admin role): list, create, change role or status, reset password,
 * reset two-factor. Each change and its audit row commit together. An admin can neither disable
 * nor demote themself, and at least one active admin always remains (checked under a lock on the
 * active admins, so two admins removing each other at once cannot both succeed).
 */

const ROW_COLUMNS = [
  'id',
  'name',
  'role',
  'status',
  'totp_secret',
  'last_login_at',
  'created_at',
] as const;

interface StoredOperator {
  id: number;
  name: string;
  role: string;
  status: number;
  totp_secret: string | null;
  last_login_at: number | null;
  created_at: number;
}

const roleOf = (value: string): StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : 'support';

function toRow(row: StoredOperator): AdminOperatorRow {
  return {
    id: row.id,
    name: row.name,
    role: roleOf(row.role),
    status: row.status,
    two_factor: row.totp_secret !== null,
    last_login_at: row.last_login_at === null ? '' : formatBeijing(row.last_login_at),
    created_at: formatBeijing(row.created_at),
  };
}

const notFound = () => new DomainError('admin_operator_unknown');
const target = (id: number) => `operator:${id}`;

/** POST /api/admin/operators: a page of operators, oldest first. */
export async function listOperators(
  ctx: AppContext,
  pageNumber: number,
): Promise<Page<AdminOperatorRow>> {
  const size = ADMIN_LIMITS.pageSize;
  const counted = await ctx.store.db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows = await ctx.store.db
    .selectFrom('operators')
    .select(ROW_COLUMNS)
    .orderBy('id')
    .limit(size)
    .offset((pageNumber - 1) * size)
    .execute();
  return {
    data: rows.map(toRow),
    total,
    current_page: pageNumber,
    last_page: Math.max(1, Math.ceil(total / size)),
  };
}

/** POST /api/admin/operators/create: 409 when the name is taken. */
export async function createOperator(
  ctx: AppContext,
  actor: Actor,
  input: AdminOperatorCreatePayload,
): Promise<AdminOperatorRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(ctx.store, async (tx) => {
      const inserted = await tx
        .insertInto('operators')
        .values({
          name: input.name,
          password_hash: passwordHash,
          status: OPERATOR_ACTIVE,
          role: input.role,
          last_login_at: null,
          created_at: ctx.clock.now(),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning(ROW_COLUMNS)
        .executeTakeFirst();
      if (!inserted) throw new DomainError('admin_operator_name_taken');
      await recordAudit(ctx, tx, actor, 'operator.create', target(inserted.id), {
        after: { name: inserted.name, role: inserted.role, status: inserted.status },
      });
      return toRow(inserted);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('admin_operator_name_taken');
    throw error;
  }
}

/**
 * The active admins, locked (PostgreSQL; SQLite's BEGIN IMMEDIATE already serializes), and the
 * target operator. 403 when the actor is no longer an active admin, 404 for an unknown target.
 */
async function lockForChange(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  id: number,
): Promise<{ admins: Set<number>; row: StoredOperator }> {
  let adminsQuery = tx
    .selectFrom('operators')
    .select('id')
    .where('role', '=', 'admin')
    .where('status', '=', OPERATOR_ACTIVE)
    .orderBy('id');
  if (ctx.store.dialect === 'postgres') adminsQuery = adminsQuery.forUpdate();
  const admins = new Set((await adminsQuery.execute()).map((r) => r.id));
  if (!admins.has(actor.operatorId)) throw new DomainError('admin_forbidden');
  let rowQuery = tx.selectFrom('operators').select(ROW_COLUMNS).where('id', '=', id);
  if (ctx.store.dialect === 'postgres') rowQuery = rowQuery.forUpdate();
  const row = await rowQuery.executeTakeFirst();
  if (!row) throw notFound();
  return { admins, row };
}

async function endSessions(ctx: AppContext, tx: Tx, operatorId: number): Promise<void> {
  await tx
    .updateTable('operator_sessions')
    .set({ revoked_at: ctx.clock.now() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * POST /api/admin/operators/update {id, role?, status?}: 422 when an admin would disable or
 * demote themself or when no active admin would remain. Disabling ends the operator's sessions.
 */
export async function updateOperator(
  ctx: AppContext,
  actor: Actor,
  input: AdminOperatorUpdatePayload,
): Promise<AdminOperatorRow> {
  const changes = changesOf({ role: input.role, status: input.status });
  const updated = await inTransaction(ctx.store, async (tx) => {
    const { admins, row } = await lockForChange(ctx, tx, actor, input.id);
    const before = { role: roleOf(row.role), status: row.status };
    const after = { role: changes.role ?? before.role, status: changes.status ?? before.status };
    const staysActiveAdmin = after.role === 'admin' && after.status === OPERATOR_ACTIVE;
    if (row.id === actor.operatorId && !staysActiveAdmin)
      throw new DomainError('admin_operator_self');
    if (admins.has(row.id) && !staysActiveAdmin && admins.size <= 1) {
      throw new DomainError('admin_operator_last_admin');
    }
    await tx.updateTable('operators').set(after).where('id', '=', row.id).execute();
    if (after.status === OPERATOR_DISABLED && before.status !== OPERATOR_DISABLED) {
      await endSessions(ctx, tx, row.id);
    }
    await recordAudit(ctx, tx, actor, 'operator.update', target(row.id), {
      name: row.name,
      before,
      after,
    });
    return {
      row: toRow({ ...row, ...after }),
      changed: JSON.stringify(before) !== JSON.stringify(after),
    };
  });
  // Open sockets (support rooms) end and reconnect under the new role, or not at all.
  if (updated.changed) {
    await announceOperatorSessionsEnded(ctx, { operatorId: input.id, tokenHashes: null });
  }
  return updated.row;
}

/** POST /api/admin/operators/reset-password {id, password}: the operator's sessions end. */
export async function resetOperatorPassword(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; password: string },
): Promise<AdminOperatorRow> {
  const passwordHash = await hashPassword(input.password);
  const answer = await inTransaction(ctx.store, async (tx) => {
    const { row } = await lockForChange(ctx, tx, actor, input.id);
    await tx
      .updateTable('operators')
      .set({ password_hash: passwordHash })
      .where('id', '=', row.id)
      .execute();
    await endSessions(ctx, tx, row.id);
    await recordAudit(ctx, tx, actor, 'operator.reset_password', target(row.id), {
      name: row.name,
    });
    return toRow(row);
  });
  await announceOperatorSessionsEnded(ctx, { operatorId: input.id, tokenHashes: null });
  return answer;
}

/**
 * POST /api/admin/operators/reset-two-factor {id}: two-factor off, recovery codes gone, sessions
 * ended; the operator enrols anew at their next sign-in (required in production). 422 when the
 * operator has no two-factor.
 */
export async function resetOperatorTwoFactor(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<AdminOperatorRow> {
  const reset = await inTransaction(ctx.store, async (tx) => {
    const { row } = await lockForChange(ctx, tx, actor, input.id);
    if (row.totp_secret === null) throw new DomainError('admin_operator_no_two_factor');
    await tx
      .updateTable('operators')
      .set({
        totp_secret: null,
        totp_pending_secret: null,
        totp_pending_at: null,
        totp_last_step: null,
      })
      .where('id', '=', row.id)
      .execute();
    await tx.deleteFrom('operator_recovery_codes').where('operator_id', '=', row.id).execute();
    await endSessions(ctx, tx, row.id);
    await recordAudit(ctx, tx, actor, 'operator.reset_two_factor', target(row.id), {
      name: row.name,
      before: { two_factor: true },
      after: { two_factor: false },
    });
    return toRow({ ...row, totp_secret: null });
  });
  await announceOperatorSessionsEnded(ctx, { operatorId: input.id, tokenHashes: null });
  return reset;
}
