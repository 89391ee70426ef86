import type { FastifyInstance } from 'fastify';
import { empty } from '@app/contract/api';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../auth/guard.ts';
import { route } from '../../platform/http/route.ts';
import { playerBalance } from '../ledger/ledger.service.ts';
import { userInfo } from './users.service.ts';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'POST', '/api/user', { schema: empty }, async (request) => {
    const user = await requireUser(ctx, request);
    return userInfo(ctx, user.userId);
  });
  route(app, 'POST', '/api/balance', { schema: empty }, async (request) => {
    const user = await requireUser(ctx, request);
    return { balance: formatMinor(await playerBalance(ctx.store, user.userId)) };
  });
}
