import type { ServerModule } from '../../platform/module.ts';
import { supportMigration } from './migrations/0014_support.ts';
import { supportRoomType } from './room.ts';
import { registerSupportAdminRoutes, registerSupportRoutes } from './support.routes.ts';
import { SUPPORT_TABLES } from './tables.ts';

/**
 * Customer service's built-in chat (DESIGN §9: customer service reaches a person): the player
 * writes text and images from /kefu, operators answer through /api/admin/support/..., and both
 * see each other's messages live in the realtime room `support-<conversation id>`. See CONTEXT.md.
 */
export const supportModule: ServerModule = {
  name: 'support',
  tables: SUPPORT_TABLES,
  migrations: [supportMigration],
  plugin: (app, ctx) => {
    ctx.realtime?.defineRoomType(supportRoomType(ctx));
    registerSupportRoutes(app, ctx);
    registerSupportAdminRoutes(app, ctx);
  },
};
