import { adminEndpoints, endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { requireUser } from '../auth/index.ts';
import { operatorRoute } from '../operators/index.ts';
import {
  closeConversation,
  listConversations,
  openConversation,
  openForPlayer,
  playerMessages,
  readForPlayer,
  replyToConversation,
  sendFromPlayer,
} from './support.service.ts';

/** The player's customer-service calls (ours: POST /api/supportOpen, …Messages, …Send, …Read). */
export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.supportOpen, async (request) => {
    const user = await requireUser(ctx, request);
    return openForPlayer(ctx, user.userId);
  });
  serve(app, endpoints.supportMessages, async (request, body) => {
    const user = await requireUser(ctx, request);
    return playerMessages(ctx, user.userId, body.before_id, body.limit);
  });
  serve(app, endpoints.supportSend, async (request, body) => {
    const user = await requireUser(ctx, request);
    return sendFromPlayer(ctx, user.userId, body);
  });
  serve(app, endpoints.supportRead, async (request) => {
    const user = await requireUser(ctx, request);
    return readForPlayer(ctx, user.userId);
  });
}

/** The operator's side (/api/admin/support/...): list, open, reply and close (audited). */
export function registerSupportAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  operatorRoute(app, ctx, adminEndpoints.supportConversations, (_actor, body) =>
    listConversations(ctx, body.page, body.state),
  );
  operatorRoute(app, ctx, adminEndpoints.supportConversation, (_actor, body) =>
    openConversation(ctx, body.id, body.before_id, body.limit),
  );
  operatorRoute(app, ctx, adminEndpoints.supportReply, (actor, body) =>
    replyToConversation(ctx, actor, body.id, body),
  );
  operatorRoute(app, ctx, adminEndpoints.supportClose, (actor, body) =>
    closeConversation(ctx, actor, body.id),
  );
}
