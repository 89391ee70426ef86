import type { ServerModule } from '../../platform/module.ts';
import { loadRegistry, lotteryJobs } from './lottery.jobs.ts';
import { registerLotteryAdminRoutes } from './lottery.admin.ts';
import { registerLotteryRoutes } from './lottery.routes.ts';
import { ensureLotteries } from './lottery.seed.ts';
import { lotteryMigration } from './migrations/0008_lottery.ts';
import { roomModerationMigration } from './migrations/0022_room_moderation.ts';
import { closeRoomsOnBlock, lotteryRoomType } from './room-socket.ts';
import { LOTTERY_TABLES } from './tables.ts';

/**
 * The lottery rooms (DESIGN §1, spec part 1 §2 Lottery room): lotteries and rooms as data, issues
 * derived from each schedule, provably fair draws, bet orders through the ledger, settlement,
 * each room's socket (chat, bets, system messages), verification and trend. See CONTEXT.md.
 */
export { placeOrder, type OrderInput } from './orders.ts';
export { settleIssue, type SettlementReport } from './settlement.ts';
export { LOTTERY_PLATNAME } from './lottery.seed.ts';
export { pageRoomTitles } from './room.ts';

export { lotteryOrderKey, lotteryPayoutKey, lotteryPayoutKeyPrefix } from './ledger-keys.ts';

export const lotteryModule: ServerModule = {
  name: 'lottery',
  tables: LOTTERY_TABLES,
  migrations: [lotteryMigration, roomModerationMigration],
  plugin: (app, ctx) => {
    ctx.realtime?.defineRoomType(lotteryRoomType(ctx));
    closeRoomsOnBlock(ctx);
    registerLotteryRoutes(app, ctx);
    registerLotteryAdminRoutes(app, ctx);
  },
  start: async (ctx) => {
    await ensureLotteries(ctx);
    await loadRegistry(ctx);
  },
  jobs: lotteryJobs,
};
