import { adminEndpoints, endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { requireUser } from '../auth/index.ts';
import { operatorRoute } from '../operators/index.ts';
import { inboxPage, markRead, operatorSend, sentPage, unreadCount } from './inbox.service.ts';

/** The player's inbox calls and the operator's sending (ours: the spec names no call). */
export function registerInboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.messageList, async (request, body) => {
    const user = await requireUser(ctx, request);
    return inboxPage(ctx, user.userId, body.page);
  });
  serve(app, endpoints.messageUnread, async (request) => {
    const user = await requireUser(ctx, request);
    return { unread: await unreadCount(ctx, user.userId) };
  });
  serve(app, endpoints.messageRead, async (request, body) => {
    const user = await requireUser(ctx, request);
    return { unread: await markRead(ctx, user.userId, body.id) };
  });

  operatorRoute(app, ctx, adminEndpoints.inboxSend, async (actor, body) => ({
    id: await operatorSend(ctx, actor, {
      userId: body.user_id,
      title: body.title,
      content: body.content,
    }),
  }));
  operatorRoute(app, ctx, adminEndpoints.inbox, async (_actor, body) =>
    sentPage(ctx, body.page, body.user_id),
  );
}
