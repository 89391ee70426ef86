import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ADMIN_LIMITS, OPERATOR_NAME_PATTERN, type AdminLoginData } from '@app/contract/admin';
import { adminRoutes } from '@app/contract/endpoint-routes';
import type { Route } from '@app/contract/endpoint';
import {
  ADMIN_ACCESS,
  STAFF_ROLES,
  staffMayCall,
  type Access,
  type StaffRole,
} from '@app/contract/admin-roles';
import { MSG } from '@app/contract/messages';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { loginThrottle, type LoginThrottlePolicy } from '../../platform/login-throttle.ts';
import { bearerToken, burnVerify, hashPassword, hashToken, verifyPassword } from '../auth/index.ts';
import {
  badRequest,
  forbidden,
  refused,
  tooMany,
  unauthorized,
} from '../../platform/http/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Operators of the back office. They are not players: their own table (`operators`), their own
 * tokens (`operator_sessions`, 32 random bytes stored as SHA-256, 12 hours, revocable). A player
 * token is looked up only in `sessions` and an operator token only in `operator_sessions`, so
 * neither opens the other's calls.
 */

/** The demo operator created in demo mode (DEMO_SEED); never for production. */
export const DEMO_OPERATOR = { name: 'admin', password: 'admin123' } as const;

export const OPERATOR_ACTIVE = 1;
export const OPERATOR_DISABLED = 0;

export interface Operator {
  operatorId: number;
  name: string;
  role: StaffRole;
  tokenHash: string;
}

const ACCESS_BY_PATH = new Map<string, Access>(
  Object.entries(adminRoutes).map(([name, route]) => [
    route.path,
    ADMIN_ACCESS[name as keyof typeof ADMIN_ACCESS],
  ]),
);

/** The access rule of an admin call (contract admin-roles); throws for a call that has none. */
export function accessOf(route: Route): Access {
  const access = ACCESS_BY_PATH.get(route.path);
  if (access === undefined) throw new Error(`no access rule for ${route.path} (admin-roles.ts)`);
  return access;
}

const asRole = (value: string): StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : 'support';

/**
 * Creates the operator when no operator has this name; never changes an existing one (its
 * password and status stay as they are). Safe to call on every start and on several nodes at once.
 * Refuses a malformed name or a password shorter than ADMIN_LIMITS.passwordMin.
 */
export async function ensureOperator(
  ctx: AppContext,
  name: string,
  password: string,
  role: StaffRole = 'admin',
): Promise<{ created: boolean }> {
  if (!OPERATOR_NAME_PATTERN.test(name)) {
    throw new Error(`operator name must match ${OPERATOR_NAME_PATTERN}`);
  }
  if (password.length < ADMIN_LIMITS.passwordMin || password.length > ADMIN_LIMITS.passwordMax) {
    throw new Error(
      `operator password must be ${ADMIN_LIMITS.passwordMin}-${ADMIN_LIMITS.passwordMax} characters`,
    );
  }
  const existing = await ctx.store.db
    .selectFrom('operators')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return { created: false };
  const passwordHash = await hashPassword(password);
  const result = await ctx.store.db
    .insertInto('operators')
    .values({
      name,
      password_hash: passwordHash,
      status: OPERATOR_ACTIVE,
      role,
      last_login_at: null,
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  return { created: Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 };
}

/**
 * Operator logins (platform/login-throttle): ADMIN_LIMITS.loginFailuresMax attempts of a name from
 * one address, then that address waits out the window (MSG.adminLoginLocked says so); failures of
 * a name from anywhere slow every attempt on it, sooner than for players, by at most 2 s, and never
 * refuse the operator elsewhere.
 */
export const OPERATOR_LOGIN_THROTTLE: LoginThrottlePolicy = {
  pairFailuresMax: ADMIN_LIMITS.loginFailuresMax,
  windowMs: ADMIN_LIMITS.loginFailureWindowMs,
  delayAfterFailures: 3,
  delayBaseMs: 250,
  delayMaxMs: 2_000,
};
const loginThrottles = defineAppState('operators.loginThrottle', (ctx) =>
  loginThrottle(ctx.limiter, 'admin-login', OPERATOR_LOGIN_THROTTLE),
);

/**
 * POST /api/admin/login from the client at `ip`. A wrong name and a wrong password get the same
 * answer in the same time. Throttled per (name, address) and slowed per name
 * (OPERATOR_LOGIN_THROTTLE). The login, and a failed one for a known name, are audited.
 */
export async function operatorLogin(
  ctx: AppContext,
  input: { name: string; password: string },
  ip: string,
): Promise<AdminLoginData> {
  const name = input.name.trim();
  if (name === '' || input.password === '') throw badRequest(MSG.adminLoginRequired);
  const throttle = loginThrottles(ctx);
  const verdict = await throttle.attempt(name, ip);
  if (verdict.refused) throw tooMany(MSG.adminLoginLocked);
  await throttle.wait(verdict);
  const operator = await ctx.store.db
    .selectFrom('operators')
    .select(['id', 'name', 'password_hash', 'status'])
    .where('name', '=', name)
    .executeTakeFirst();
  const valid = operator
    ? await verifyPassword(operator.password_hash, input.password)
    : (await burnVerify(input.password), false);
  if (!operator || !valid) {
    await throttle.failed(name);
    if (operator) {
      await recordAudit(ctx, {
        operatorId: operator.id,
        action: 'login_failed',
        target: `operator:${operator.id}`,
        ip,
      });
    }
    throw refused(MSG.adminLoginFailed);
  }
  if (operator.status !== OPERATOR_ACTIVE) throw refused(MSG.adminDisabled);
  await throttle.succeeded(name, ip);

  const token = randomBytes(32).toString('base64url');
  await inTransaction(ctx.store, async (tx) => {
    const now = Date.now();
    await tx
      .insertInto('operator_sessions')
      .values({
        token_hash: hashToken(token),
        operator_id: operator.id,
        created_at: now,
        expires_at: now + ADMIN_LIMITS.sessionTtlMs,
        revoked_at: null,
      })
      .execute();
    await tx
      .updateTable('operators')
      .set({ last_login_at: now })
      .where('id', '=', operator.id)
      .execute();
    await recordAudit(
      ctx,
      { operatorId: operator.id, action: 'login', target: `operator:${operator.id}`, ip },
      tx,
    );
  });
  return { token, name: operator.name };
}

/**
 * The active operator behind the request's `Authorization: Bearer` token, allowed by its role to
 * make the call `route` (ADMIN_ACCESS): 401 without a valid operator token (none, a player's, an
 * expired or revoked one, a disabled operator), 403 when the role may not make the call. Not
 * cached: a logout, a disabled operator or a changed role takes effect at once on every node.
 */
export async function requireOperator(
  ctx: AppContext,
  request: FastifyRequest,
  route: Route,
): Promise<Operator> {
  const access = accessOf(route);
  const token = bearerToken(request);
  if (token === '') throw unauthorized(MSG.adminPleaseLogin);
  const operator = await operatorOfToken(ctx, token);
  if (!operator) throw unauthorized(MSG.adminSessionExpired);
  if (!staffMayCall(operator.role, access)) throw forbidden(MSG.adminForbidden);
  return operator;
}

/**
 * The active operator behind a token, or null (unknown, a player's, expired, revoked, disabled).
 * Not cached. Used by requireOperator and by rooms operators join (support chat).
 */
export async function operatorOfToken(ctx: AppContext, token: string): Promise<Operator | null> {
  if (token === '' || token.length > 128) return null;
  const tokenHash = hashToken(token);
  const row = await ctx.store.db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.name', 'o.status', 'o.role', 's.expires_at', 's.revoked_at'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (
    !row ||
    row.revoked_at !== null ||
    row.expires_at <= Date.now() ||
    row.status !== OPERATOR_ACTIVE
  ) {
    return null;
  }
  return { operatorId: row.id, name: row.name, role: asRole(row.role), tokenHash };
}

/** POST /api/admin/logout: revokes the token and records it. */
export async function operatorLogout(
  ctx: AppContext,
  operator: Operator,
  ip: string,
): Promise<void> {
  await inTransaction(ctx.store, async (tx) => {
    await tx
      .updateTable('operator_sessions')
      .set({ revoked_at: Date.now() })
      .where('token_hash', '=', operator.tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
    await recordAudit(
      ctx,
      {
        operatorId: operator.operatorId,
        action: 'logout',
        target: `operator:${operator.operatorId}`,
        ip,
      },
      tx,
    );
  });
}

/** Operators' names by id (lists that show who acted). */
export async function operatorNames(
  ctx: AppContext,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.store.db
    .selectFrom('operators')
    .select(['id', 'name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The id of the operator with this exact name, if any (the audit search's operator filter). */
export async function operatorIdByName(ctx: AppContext, name: string): Promise<number | undefined> {
  const row = await ctx.store.db
    .selectFrom('operators')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}
