import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { guestLogin, login, logoff, register, telegramLogin } from './auth.service.ts';
import { createCaptcha } from './captcha.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };
  serve(app, endpoints.captcha, () => createCaptcha(ctx.store, ctx.clock.now()), { rateLimit });
  serve(app, endpoints.register, (request, body) => register(ctx, body, request.ip), { rateLimit });
  serve(app, endpoints.loginPc, (request, body) => login(ctx, body, request.ip), { rateLimit });
  serve(app, endpoints.guestLogin, (request) => guestLogin(ctx, request.ip), { rateLimit });
  serve(app, endpoints.telegramLogin, (request, body) => telegramLogin(ctx, body, request.ip), {
    rateLimit,
  });
  serve(app, endpoints.logoff, async (request, _body, user) => logoff(ctx, user));
}
