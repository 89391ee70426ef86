import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { type UserInfo } from '@app/contract/api';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { requireUser } from '../auth/index.ts';
import { playerBalance } from '../ledger/index.ts';
import { userInfo } from './profile.service.ts';

/** The player's own figures: userInfo (user, refreshusermoney) and the wallet balance. */
export function profilePlugin(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.user, async (request) => {
    const user = await requireUser(ctx, request);
    return userInfo(ctx, user.userId);
  });
  serve(app, endpoints.refreshUserMoney, async (request): Promise<UserInfo> => {
    const user = await requireUser(ctx, request);
    return userInfo(ctx, user.userId);
  });
  serve(app, endpoints.balance, async (request) => {
    const user = await requireUser(ctx, request);
    return { balance: formatMinor(await playerBalance(ctx.store, user.userId)) };
  });
}
