import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../audit/index.ts';
import { adminLoginPayload } from '@app/contract/admin';
import { empty } from '@app/contract/api';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { operatorLogin, operatorLogout, requireOperator } from './operators.service.ts';

/** Operator sign-in: /api/admin/login, logout and me. */
export function operatorsPlugin(app: FastifyInstance, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };
  route(
    app,
    'POST',
    '/api/admin/login',
    { schema: adminLoginPayload, rateLimit },
    (request, body) => operatorLogin(ctx, body, request.ip),
  );
  route(app, 'POST', '/api/admin/logout', { schema: empty }, async (request) =>
    operatorLogout(ctx, await requireOperator(ctx, request), request.ip),
  );
  route(app, 'POST', '/api/admin/me', { schema: empty }, async (request) => {
    const operator = await requireOperator(ctx, request);
    return { operator_id: operator.operatorId, name: operator.name };
  });
}

/**
 * Registers an operator call under /api/admin/<path>: an operator token is required, and the
 * handler gets the operator as the actor of the audit rows it writes.
 */
export function operatorRoute<S extends z.ZodType, R>(
  app: FastifyInstance,
  ctx: AppContext,
  path: string,
  schema: S,
  handler: (actor: Actor, payload: z.output<S>) => Promise<R>,
): void {
  route(app, 'POST', `/api/admin/${path}`, { schema }, async (request: FastifyRequest, body) => {
    const operator = await requireOperator(ctx, request);
    return handler({ operatorId: operator.operatorId, ip: request.ip }, body);
  });
}
