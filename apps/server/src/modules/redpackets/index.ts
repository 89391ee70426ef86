import type { ServerModule } from '../../platform/module.ts';
import { registerPlayerRedPackets } from '../rebates/index.ts';
import { redpacketsMigration } from './migrations/0011_redpackets.ts';
import { registerRedPacketAdminRoutes } from './redpackets.admin.ts';
import { registerRedPacketRoutes } from './redpackets.routes.ts';
import { redPacketsOf } from './redpackets.service.ts';
import { REDPACKETS_TABLES } from './tables.ts';

/**
 * Red packets (spec part 1 §2 Red packet, §3, §4, §7; part 2 §2 Welfare centre): operator-set
 * tiers by today's approved deposits and valid bets, drawn in a Beijing window, each packet paid
 * from the promotions house account exactly once. See CONTEXT.md.
 */
export { redPacketsOf };

/** The operator's per-player view (served by rebates) lists the latest packets. */
const PACKETS_IN_PLAYER_VIEW = 50;

export { redpacketKey } from './ledger-keys.ts';

export const redpacketsModule: ServerModule = {
  name: 'redpackets',
  tables: REDPACKETS_TABLES,
  migrations: [redpacketsMigration],
  plugin: (app, ctx) => {
    registerRedPacketRoutes(app, ctx);
    registerRedPacketAdminRoutes(app, ctx);
    registerPlayerRedPackets(
      ctx,
      async (c, userId) => (await redPacketsOf(c, userId, 1, PACKETS_IN_PLAYER_VIEW)).data,
    );
  },
};
