import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '@app/contract/endpoint';
import type { Actor } from '../audit/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { parsePayload, serve, type AnswerOf } from '../../platform/http/route.ts';
import { confirmEnrolment, operatorProfile, startEnrolment } from './enrolment.ts';
import {
  createOperator,
  listOperators,
  resetOperatorPassword,
  resetOperatorTwoFactor,
  updateOperator,
} from './management.ts';
import {
  operatorLogin,
  operatorLogout,
  requireOperator,
  type Operator,
} from './operators.service.ts';

/** Operator sign-in (login, logout, me), two-factor enrolment and operator management. */
export function operatorsPlugin(app: FastifyInstance, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };
  serve(app, adminEndpoints.login, (request, body) => operatorLogin(ctx, body, request.ip), {
    rateLimit,
  });
  operatorServe(app, ctx, adminEndpoints.logout, (operator, request) =>
    operatorLogout(ctx, operator, request.ip),
  );
  operatorServe(app, ctx, adminEndpoints.me, (operator) => operatorProfile(ctx, operator));
  operatorServe(app, ctx, adminEndpoints.twoFactorSetup, (operator, request) =>
    startEnrolment(ctx, operator, request.ip),
  );
  operatorServe(
    app,
    ctx,
    adminEndpoints.twoFactorConfirm,
    (operator, request, body) => confirmEnrolment(ctx, operator, body.code ?? '', request.ip),
    { rateLimit },
  );
  operatorRoute(app, ctx, adminEndpoints.operators, (_actor, body) =>
    listOperators(ctx, body.page),
  );
  operatorRoute(app, ctx, adminEndpoints.operatorsCreate, (actor, body) =>
    createOperator(ctx, actor, body),
  );
  operatorRoute(app, ctx, adminEndpoints.operatorsUpdate, (actor, body) =>
    updateOperator(ctx, actor, body),
  );
  operatorRoute(app, ctx, adminEndpoints.operatorsResetPassword, (actor, body) =>
    resetOperatorPassword(ctx, actor, body),
  );
  operatorRoute(app, ctx, adminEndpoints.operatorsResetTwoFactor, (actor, body) =>
    resetOperatorTwoFactor(ctx, actor, body),
  );
}

/** Accepts any body: the operator is checked before the payload is (operatorServe). */
const anyPayload = z.unknown();

/**
 * Registers an operator call: first the token and the role (401, 403: a caller who may not make
 * the call learns nothing about its payload), then the payload against its schema (400), then
 * the handler with the operator.
 */
export function operatorServe<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (
    operator: Operator,
    request: FastifyRequest,
    payload: z.output<E['payload']>,
  ) => Promise<AnswerOf<E>>,
  options: { rateLimit?: { max: number; timeWindow: number } } = {},
): void {
  const unchecked: Endpoint<typeof anyPayload, E['response']> = {
    ...endpoint,
    payload: anyPayload,
  };
  serve(
    app,
    unchecked,
    async (request, body) => {
      const operator = await requireOperator(ctx, request, endpoint);
      const payload = parsePayload<E['payload']>(endpoint.payload, body);
      return (await handler(operator, request, payload)) as AnswerOf<typeof unchecked>;
    },
    options,
  );
}

/**
 * Registers an operator call under /api/admin/<path> (operatorServe): an operator token whose
 * role may make the call (contract admin-roles) is required, and the handler gets the operator as
 * the actor of the audit rows it writes.
 */
export function operatorRoute<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (actor: Actor, payload: z.output<E['payload']>) => Promise<z.input<E['response']>>,
): void {
  operatorServe(
    app,
    ctx,
    endpoint,
    async (operator, request, payload) =>
      handler({ operatorId: operator.operatorId, ip: request.ip }, payload) as Promise<AnswerOf<E>>,
  );
}
