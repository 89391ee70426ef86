import { adminEndpoints, endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
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
  serve(app, endpoints.supportOpen, async (request, _body, user) => {
    return openForPlayer(ctx, user.userId);
  });
  serve(app, endpoints.supportMessages, async (request, body, user) => {
    return playerMessages(ctx, user.userId, body.before_id, body.limit);
  });
  serve(app, endpoints.supportSend, async (request, body, user) => {
    return sendFromPlayer(ctx, user.userId, body);
  });
  serve(app, endpoints.supportRead, async (request, _body, user) => {
    return readForPlayer(ctx, user.userId);
  });
}

/** The operator's side (/api/admin/support/...): list, open, reply and close (audited). */
export function registerSupportAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.supportConversations, (_request, body) =>
    listConversations(ctx, body.page, body.state),
  );
  serve(app, adminEndpoints.supportConversation, (_request, body) =>
    openConversation(ctx, body.id, body.before_id, body.limit),
  );
  serve(app, adminEndpoints.supportReply, (_request, body, actor) =>
    replyToConversation(ctx, actor, body.id, body),
  );
  serve(app, adminEndpoints.supportClose, (_request, body, actor) =>
    closeConversation(ctx, actor, body.id),
  );
}
