import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { confirmEnrolment, operatorProfile, startEnrolment } from './enrolment.ts';
import {
  createOperator,
  listOperators,
  resetOperatorPassword,
  resetOperatorTwoFactor,
  updateOperator,
} from './management.ts';
import { operatorLogin, operatorLogout } from './operators.service.ts';

/** Operator sign-in (login, logout, me), two-factor enrolment and operator management. */
export function operatorsPlugin(app: FastifyInstance, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };
  serve(app, adminEndpoints.login, (request, body) => operatorLogin(ctx, body, request.ip), {
    rateLimit,
  });
  serve(app, adminEndpoints.logout, (_request, _body, operator) =>
    operatorLogout(ctx, operator, operator.ip),
  );
  serve(app, adminEndpoints.me, (_request, _body, operator) => operatorProfile(ctx, operator));
  serve(app, adminEndpoints.twoFactorSetup, (_request, _body, operator) =>
    startEnrolment(ctx, operator, operator.ip),
  );
  serve(
    app,
    adminEndpoints.twoFactorConfirm,
    (_request, body, operator) => confirmEnrolment(ctx, operator, body.code ?? '', operator.ip),
    { rateLimit },
  );
  serve(app, adminEndpoints.operators, (_request, body) => listOperators(ctx, body.page));
  serve(app, adminEndpoints.operatorsCreate, (_request, body, operator) =>
    createOperator(ctx, operator, body),
  );
  serve(app, adminEndpoints.operatorsUpdate, (_request, body, operator) =>
    updateOperator(ctx, operator, body),
  );
  serve(app, adminEndpoints.operatorsResetPassword, (_request, body, operator) =>
    resetOperatorPassword(ctx, operator, body),
  );
  serve(app, adminEndpoints.operatorsResetTwoFactor, (_request, body, operator) =>
    resetOperatorTwoFactor(ctx, operator, body),
  );
}
