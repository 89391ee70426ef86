import type { FastifyInstance } from 'fastify';
import { empty, type UserInfo } from '@app/contract/api';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../auth/index.ts';
import { playerBalance } from '../ledger/index.ts';
import { userInfo } from './profile.service.ts';

/** The player's own figures: userInfo (user, refreshusermoney) and the wallet balance. */
export function profilePlugin(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'POST', '/api/user', { schema: empty }, async (request) => {
    const user = await requireUser(ctx, request);
    return userInfo(ctx, user.userId);
  });
  route(
    app,
    'POST',
    '/api/refreshusermoney',
    { schema: empty },
    async (request): Promise<UserInfo> => {
      const user = await requireUser(ctx, request);
      return userInfo(ctx, user.userId);
    },
  );
  route(app, 'POST', '/api/balance', { schema: empty }, async (request) => {
    const user = await requireUser(ctx, request);
    return { balance: formatMinor(await playerBalance(ctx.store, user.userId)) };
  });
}
