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
import { CALLS_BEFORE_ENROLMENT } from '@app/contract/admin-auth';
import { recoveryCodeHash, totpStep } from './two-factor.ts';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { loginThrottle, type LoginThrottlePolicy } from '../../platform/login-throttle.ts';
import { bearerToken, burnVerify, hashPassword, hashToken, verifyPassword } from '../auth/index.ts';
import { DomainError, type DomainErrorReason } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { Tx } from '../../platform/db/database.ts';
import { recordAudit } from '../audit/index.ts';
import { announceOperatorSessionsEnded } from './socket-revocation.ts';

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
      created_at: ctx.clock.now(),
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

/** Why a sign-in failed, in the audit row of the failure. */
type LoginFailure = 'password' | 'code' | 'recovery_code';

/**
 * POST /api/admin/login from the client at `ip`. A wrong name and a wrong password get the same
 * answer in the same time. An operator with two-factor sends the password alone first (answered
 * `code_required`, no token), then again with a TOTP `code` or a `recovery_code`. Throttled per
 * (name, address) and slowed per name (OPERATOR_LOGIN_THROTTLE): a wrong code counts like a wrong
 * password. A code is taken once (its time step is kept); a recovery code is used up. The login,
 * and a failed one for a known name, are audited.
 */
export async function operatorLogin(
  ctx: AppContext,
  input: {
    name: string;
    password: string;
    code?: string | undefined;
    recovery_code?: string | undefined;
  },
  ip: string,
): Promise<AdminLoginData> {
  const name = input.name.trim();
  if (name === '' || input.password === '') throw new DomainError('admin_login_required');
  const throttle = loginThrottles(ctx);
  const verdict = await throttle.attempt(name, ip);
  if (verdict.refused) throw new DomainError('admin_login_locked');
  await throttle.wait(verdict);
  const operator = await ctx.store.db
    .selectFrom('operators')
    .select(['id', 'name', 'password_hash', 'status', 'totp_secret', 'totp_last_step'])
    .where('name', '=', name)
    .executeTakeFirst();
  const fail = async (reason: LoginFailure, refusal: DomainErrorReason): Promise<never> => {
    await throttle.failed(name);
    if (operator) {
      await recordAudit(
        ctx,
        null,
        { operatorId: operator.id, ip: ip },
        'login_failed',
        `operator:${operator.id}`,
        { reason },
      );
    }
    throw new DomainError(refusal);
  };
  const valid = operator
    ? await verifyPassword(operator.password_hash, input.password)
    : (await burnVerify(input.password), false);
  if (!operator || !valid) return fail('password', 'admin_login_failed');
  if (operator.status !== OPERATOR_ACTIVE) throw new DomainError('admin_disabled');

  const now = ctx.clock.now();
  const secret = operator.totp_secret;
  let step: number | null = null;
  let recoveryHash: string | null = null;
  if (secret !== null) {
    if (input.code !== undefined) {
      step = await totpStep(secret, input.code, now, operator.totp_last_step);
      if (step === null) return fail('code', 'admin_code_invalid');
    } else if (input.recovery_code !== undefined) {
      recoveryHash = recoveryCodeHash(input.recovery_code);
    } else {
      // The password was right: ask for the second factor. Nothing is signed in, nothing reset.
      return { token: '', name: operator.name, code_required: true, must_enrol: false };
    }
  }

  const token = randomBytes(32).toString('base64url');
  const signedIn = await inTransaction(ctx.store, (tx) =>
    signIn(ctx, tx, { operatorId: operator.id, token, step, recoveryHash, now, ip }),
  );
  if (!signedIn) {
    return step !== null
      ? fail('code', 'admin_code_invalid')
      : fail('recovery_code', 'admin_recovery_code_invalid');
  }
  await throttle.succeeded(name, ip);
  return {
    token,
    name: operator.name,
    code_required: false,
    must_enrol: secret === null && ctx.config.production,
  };
}

/**
 * The sign-in's transaction: the TOTP step taken or the recovery code used up (false when another
 * login took it first), the session, the last login time and the audit row.
 */
async function signIn(
  ctx: AppContext,
  tx: Tx,
  sign: {
    operatorId: number;
    token: string;
    step: number | null;
    recoveryHash: string | null;
    now: number;
    ip: string;
  },
): Promise<boolean> {
  const { operatorId, token, step, recoveryHash, now, ip } = sign;
  if (step !== null) {
    // Taken once: a second login with the same code (or an older one) finds the step moved on.
    const taken = await tx
      .updateTable('operators')
      .set({ totp_last_step: step })
      .where('id', '=', operatorId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return false;
  }
  if (recoveryHash !== null) {
    const used = await tx
      .updateTable('operator_recovery_codes')
      .set({ used_at: now })
      .where('operator_id', '=', operatorId)
      .where('code_hash', '=', recoveryHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
  }
  await tx
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operatorId,
      created_at: now,
      expires_at: now + ADMIN_LIMITS.sessionTtlMs,
      last_seen_at: now,
      revoked_at: null,
    })
    .execute();
  await tx
    .updateTable('operators')
    .set({ last_login_at: now })
    .where('id', '=', operatorId)
    .execute();
  await recordAudit(
    ctx,
    tx,
    { operatorId: operatorId, ip: ip },
    'login',
    `operator:${operatorId}`,
    {
      second_factor: step !== null ? 'totp' : recoveryHash !== null ? 'recovery_code' : 'none',
    },
  );
  return true;
}

/** The name of each admin call by its path (the enrolment rule names calls). */
const CALL_BY_PATH = new Map<string, string>(
  Object.entries(adminRoutes).map(([name, route]) => [route.path, name]),
);
const BEFORE_ENROLMENT = new Set<string>(CALLS_BEFORE_ENROLMENT);

/**
 * The active operator behind the request's `Authorization: Bearer` token, allowed by its role to
 * make the call `route` (ADMIN_ACCESS): 401 without a valid operator token (none, a player's, an
 * expired, idle or revoked one, a disabled operator), 403 when the role may not make the call,
 * and 403 for every call but enrolment while two-factor is required and not on (production).
 * Not cached: a logout, a disabled operator or a changed role takes effect at once on every node.
 * A call keeps the session alive (ADMIN_LIMITS.sessionIdleMs).
 */
export async function requireOperator(
  ctx: AppContext,
  request: FastifyRequest,
  route: Route,
): Promise<Operator> {
  const access = accessOf(route);
  const token = bearerToken(request);
  if (token === '') throw new DomainError('admin_please_login');
  const session = await sessionOfToken(ctx, token);
  if (session === 'idle') throw new DomainError('admin_session_idle');
  if (!session) throw new DomainError('admin_session_expired');
  const { operator } = session;
  if (!staffMayCall(operator.role, access)) throw new DomainError('admin_forbidden');
  if (session.mustEnrol && !BEFORE_ENROLMENT.has(CALL_BY_PATH.get(route.path) ?? '')) {
    throw new DomainError('admin_two_factor_enrol_first');
  }
  const now = ctx.clock.now();
  if (now - session.lastSeenAt >= SESSION_TOUCH_MS) {
    await ctx.store.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', operator.tokenHash)
      .execute();
  }
  return operator;
}

/** A session's last call is written at most once a minute (the idle timeout is 30 minutes). */
const SESSION_TOUCH_MS = 60_000;

interface OperatorSession {
  operator: Operator;
  /** Two-factor is required here (production) and this operator has not enrolled. */
  mustEnrol: boolean;
  lastSeenAt: number;
}

/**
 * The session behind a token: null when unknown, a player's, expired, revoked or of a disabled
 * operator; 'idle' when it went ADMIN_LIMITS.sessionIdleMs without a call.
 */
async function sessionOfToken(
  ctx: AppContext,
  token: string,
): Promise<OperatorSession | 'idle' | null> {
  if (token === '' || token.length > 128) return null;
  const tokenHash = hashToken(token);
  const row = await ctx.store.db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select([
      'o.id',
      'o.name',
      'o.status',
      'o.role',
      'o.totp_secret',
      's.created_at',
      's.expires_at',
      's.last_seen_at',
      's.revoked_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  const now = ctx.clock.now();
  if (!row || row.revoked_at !== null || row.expires_at <= now || row.status !== OPERATOR_ACTIVE) {
    return null;
  }
  const lastSeenAt = row.last_seen_at ?? row.created_at;
  if (now - lastSeenAt > ADMIN_LIMITS.sessionIdleMs) return 'idle';
  return {
    operator: { operatorId: row.id, name: row.name, role: asRole(row.role), tokenHash },
    mustEnrol: ctx.config.production && row.totp_secret === null,
    lastSeenAt,
  };
}

/**
 * The active operator behind a token, or null (unknown, a player's, expired, idle, revoked,
 * disabled, or still to enrol two-factor where it is required). Not cached. Used by rooms
 * operators join (support chat).
 */
export async function operatorOfToken(ctx: AppContext, token: string): Promise<Operator | null> {
  const session = await sessionOfToken(ctx, token);
  return session && session !== 'idle' && !session.mustEnrol ? session.operator : null;
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
      .set({ revoked_at: ctx.clock.now() })
      .where('token_hash', '=', operator.tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
    await recordAudit(
      ctx,
      tx,
      { operatorId: operator.operatorId, ip: ip },
      'logout',
      `operator:${operator.operatorId}`,
    );
  });
  await announceOperatorSessionsEnded(ctx, {
    operatorId: operator.operatorId,
    tokenHashes: [operator.tokenHash],
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
