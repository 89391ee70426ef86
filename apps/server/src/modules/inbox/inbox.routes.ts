import { adminEndpoints, endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { findUserByName } from '../users/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { MSG } from '@app/contract/messages';
import { inboxPage, markRead, operatorSend, sentPage, unreadCount } from './inbox.service.ts';

/** The player's inbox calls and the operator's sending (ours: the spec names no call). */
export function registerInboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The player an operator names by account (the send form takes an id or a name). */
  const userIdByName = async (username: string): Promise<number> => {
    const user = await findUserByName(ctx, username);
    if (!user) throw new AppError(404, MSG.inboxUserUnknown);
    return user.id;
  };

  serve(app, endpoints.messageList, async (request, body, user) => {
    return inboxPage(ctx, user.userId, body.page);
  });
  serve(app, endpoints.messageUnread, async (request, _body, user) => {
    return { unread: await unreadCount(ctx, user.userId) };
  });
  serve(app, endpoints.messageRead, async (request, body, user) => {
    return { unread: await markRead(ctx, user.userId, body.id) };
  });

  serve(app, adminEndpoints.inboxSend, async (_request, body, actor) => ({
    id: await operatorSend(ctx, actor, {
      userId: body.user_id ?? (body.username ? await userIdByName(body.username) : undefined),
      title: body.title,
      content: body.content,
    }),
  }));
  serve(app, adminEndpoints.inbox, async (_request, body) =>
    sentPage(ctx, body.page, body.user_id),
  );
}
