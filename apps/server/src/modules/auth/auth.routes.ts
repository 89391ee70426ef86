import type { FastifyInstance } from 'fastify';
import { empty, loginPayload, registerPayload, telegramLoginPayload } from '@app/contract/api';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { guestLogin, login, logoff, register, telegramLogin } from './auth.service.ts';
import { createCaptcha } from './captcha.ts';
import { requireUser } from './guard.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };
  route(app, 'GET', '/api/captcha', { schema: empty, rateLimit }, () => createCaptcha(ctx.store));
  route(app, 'POST', '/api/register', { schema: registerPayload, rateLimit }, (_r, body) =>
    register(ctx, body),
  );
  route(app, 'POST', '/api/login_pc', { schema: loginPayload, rateLimit }, (request, body) =>
    login(ctx, body, request.ip),
  );
  route(app, 'POST', '/api/guest_login', { schema: empty, rateLimit }, (request) =>
    guestLogin(ctx, request.ip),
  );
  route(
    app,
    'POST',
    '/api/telegram_login',
    { schema: telegramLoginPayload, rateLimit },
    (_r, body) => telegramLogin(ctx, body),
  );
  route(app, 'POST', '/api/logoff', { schema: empty }, async (request) =>
    logoff(ctx, await requireUser(ctx, request)),
  );
}
