import type { FastifyInstance } from 'fastify';
import { passwordChangePayload } from '@app/contract/payees';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from './guard.ts';
import { changePassword } from './password.service.ts';

/** Routes of password changes (editPassword, editPayPassword); both need a logged-in player. */
export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    'POST',
    '/api/editPassword',
    { schema: passwordChangePayload },
    async (request, body) => changePassword(ctx, await requireUser(ctx, request), 'login', body),
  );
  route(
    app,
    'POST',
    '/api/editPayPassword',
    { schema: passwordChangePayload },
    async (request, body) => changePassword(ctx, await requireUser(ctx, request), 'pay', body),
  );
}
