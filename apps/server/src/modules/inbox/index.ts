import type { ServerModule } from '../../platform/module.ts';
import { registerInboxRoutes } from './inbox.routes.ts';
import { inboxMigration } from './migrations/0012_inbox.ts';
import { inboxRoomType } from './room.ts';
import { INBOX_TABLES } from './tables.ts';

/**
 * The inbox (站内信, spec part 1 §2 /message tab 2): messages to one player or to all, each
 * player's read state and unread count; `sendInbox` is how later modules tell a player about an
 * event, inside the event's own transaction. See CONTEXT.md.
 */
export { sendInbox, type OutgoingMessage } from './inbox.service.ts';
export { notifyPlayer } from './room.ts';

export const inboxModule: ServerModule = {
  name: 'inbox',
  tables: INBOX_TABLES,
  migrations: [inboxMigration],
  plugin: (app, ctx) => {
    ctx.realtime?.defineRoomType(inboxRoomType());
    registerInboxRoutes(app, ctx);
  },
};
