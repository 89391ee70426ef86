import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@app/contract/endpoint';
import type { Actor } from '../audit/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { operatorLogin, operatorLogout, requireOperator } from './operators.service.ts';

/** Operator sign-in: /api/admin/login, logout and me. */
export function operatorsPlugin(app: FastifyInstance, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };
  serve(app, adminEndpoints.login, (request, body) => operatorLogin(ctx, body, request.ip), {
    rateLimit,
  });
  serve(app, adminEndpoints.logout, async (request) =>
    operatorLogout(ctx, await requireOperator(ctx, request, adminEndpoints.logout), request.ip),
  );
  serve(app, adminEndpoints.me, async (request) => {
    const operator = await requireOperator(ctx, request, adminEndpoints.me);
    return { operator_id: operator.operatorId, name: operator.name, role: operator.role };
  });
}

/**
 * Registers an operator call under /api/admin/<path>: an operator token whose role may make the
 * call (contract admin-roles) is required, and the
 * handler gets the operator as the actor of the audit rows it writes.
 */
export function operatorRoute<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (actor: Actor, payload: z.output<E['payload']>) => Promise<z.input<E['response']>>,
): void {
  serve(app, endpoint, async (request: FastifyRequest, body) => {
    const operator = await requireOperator(ctx, request, endpoint);
    return handler({ operatorId: operator.operatorId, ip: request.ip }, body);
  });
}
