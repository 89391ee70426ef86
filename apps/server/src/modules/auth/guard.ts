import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { Guards } from '../../platform/http/guards.ts';
import { DomainError } from '../../platform/errors.ts';
import {
  findSessionUser,
  sessionCache,
  tokenOfFrozenPlayer,
  type SessionUser,
} from './sessions.ts';

/** The bearer token of a request, or '' when none was sent. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) return '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * The logged-in player of the request; 401 请登录！ otherwise (401 账号已被冻结，请联系客服 for a
 * frozen player's token).
 */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const token = bearerToken(request);
  if (token === '') throw new DomainError('please_login');
  const user = await findSessionUser(ctx.store, sessionCache(ctx), token);
  if (!user) {
    // A frozen player is told so (账号已被冻结，请联系客服), not merely to log in again.
    if (await tokenOfFrozenPlayer(ctx.store, token))
      throw new DomainError('account_disabled_session');
    throw new DomainError('session_expired');
  }
  return user;
}

/**
 * For calls a trial account may never make (deposit, withdraw, transfer out of the platform):
 * 403 with a message that says why.
 */
export function assertNotGuest(user: Pick<SessionUser, 'isGuest'>): void {
  if (user.isGuest) throw new DomainError('guest_not_allowed');
}

declare module '../../platform/http/guards.ts' {
  interface Callers {
    /** A logged-in player (`auth: 'player'`). */
    player: SessionUser;
  }
}

/** The guard of the map's `player` calls: the session behind the bearer token (requireUser). */
export function playerGuards(ctx: AppContext): Guards {
  return { player: (request) => requireUser(ctx, request) };
}
