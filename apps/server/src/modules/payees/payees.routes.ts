import type { FastifyInstance } from 'fastify';
import { bindCardPayload, delCardPayload, getCardPayload } from '@app/contract/payees';
import type { AppContext } from '../../platform/context.ts';
import { assertNotGuest, requireUser } from '../auth/index.ts';
import { route } from '../../platform/http/route.ts';
import { bindCard, deleteCard, listCards } from './payees.service.ts';

/** Routes of saved payees (getcard, bindcard, delcard); all need a logged-in player. */
export function registerPayeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'POST', '/api/getcard', { schema: getCardPayload }, async (request, body) => {
    const user = await requireUser(ctx, request);
    return listCards(ctx, user.userId, body.type);
  });
  route(app, 'POST', '/api/bindcard', { schema: bindCardPayload }, async (request, body) => {
    const user = await requireUser(ctx, request);
    assertNotGuest(user);
    return bindCard(ctx, user.userId, body);
  });
  route(app, 'POST', '/api/delcard', { schema: delCardPayload }, async (request, body) => {
    const user = await requireUser(ctx, request);
    await deleteCard(ctx, user.userId, body.id);
    return null;
  });
}
