import type { ServerModule } from '../../platform/module.ts';
import { redpacketsMigration } from './migrations/0011_redpackets.ts';
import { registerRedPacketAdminRoutes } from './redpackets.admin.ts';
import { registerRedPacketRoutes } from './redpackets.routes.ts';
import { REDPACKETS_TABLES } from './tables.ts';

/**
 * Red packets (spec part 1 §2 Red packet, §3, §4, §7; part 2 §2 Welfare centre): operator-set
 * tiers by today's approved deposits and valid bets, drawn in a Beijing window, each packet paid
 * from the promotions house account exactly once. See CONTEXT.md.
 */
export { admitPromotion } from './admission.ts';
export { redPacketsOf } from './redpackets.service.ts';

export const redpacketsModule: ServerModule = {
  name: 'redpackets',
  tables: REDPACKETS_TABLES,
  migrations: [redpacketsMigration],
  plugin: (app, ctx) => {
    registerRedPacketRoutes(app, ctx);
    registerRedPacketAdminRoutes(app, ctx);
  },
};
