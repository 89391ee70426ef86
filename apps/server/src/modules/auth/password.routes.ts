import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { changePassword } from './password.service.ts';

/** Routes of password changes (editPassword, editPayPassword); both need a logged-in player. */
export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.editPassword, async (request, body, user) =>
    changePassword(ctx, user, 'login', body),
  );
  serve(app, endpoints.editPayPassword, async (request, body, user) =>
    changePassword(ctx, user, 'pay', body),
  );
}
