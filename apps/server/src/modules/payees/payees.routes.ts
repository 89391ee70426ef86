import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { assertNotGuest } from '../auth/index.ts';
import { serve } from '../../platform/http/route.ts';
import { bindCard, deleteCard, listCards } from './payees.service.ts';

/** Routes of saved payees (getcard, bindcard, delcard); all need a logged-in player. */
export function registerPayeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.getCard, async (request, body, user) => {
    return listCards(ctx, user.userId, body.type);
  });
  serve(app, endpoints.bindCard, async (request, body, user) => {
    assertNotGuest(user);
    return bindCard(ctx, user.userId, body);
  });
  serve(app, endpoints.delCard, async (request, body, user) => {
    await deleteCard(ctx, user.userId, body.id);
    return null;
  });
}
