import type { ServerModule } from '../../platform/module.ts';
import { registerRebateTotal } from '../bets/index.ts';
import { registerTurnoverSource } from '../wallet/index.ts';
import { claimedOnBetsSince, rebateTurnoverOwed } from './claims.ts';
import { rebatesMigration } from './migrations/0010_rebates.ts';
import { rebatesByCategoryMigration } from './migrations/0037_rebates_by_category.ts';
import { rebateJobs } from './rebates.jobs.ts';
import { registerRebateRoutes } from './rebates.routes.ts';
import { REBATES_TABLES } from './tables.ts';

/**
 * Rebates (返水 / 洗码, spec part 2 §2 Rebate centre, Real-time rebate; §3; §9 wash note): settled
 * valid bets accrue at the player's VIP percent per (player, platform, Beijing day); a daily job
 * settles yesterday's into claimable rows; the player claims them all in one ledger transfer from
 * the rebates house account, or the auto-wash does from 05:00 the next day. A claimed rebate adds
 * its amount (1×) to the withdrawal turnover requirement. See CONTEXT.md.
 */
export { accrualsOf, rebateOf, settleDay } from './accrual.ts';
export { autoWash, claimRebates, REBATE_TRANSFER_KIND } from './claims.ts';
export { registerPlayerRedPackets, type PlayerRedPackets } from './rebates.routes.ts';

export { rebateClaimKey } from './ledger-keys.ts';

export const rebatesModule: ServerModule = {
  name: 'rebates',
  tables: REBATES_TABLES,
  migrations: [rebatesMigration, rebatesByCategoryMigration],
  plugin: (app, ctx) => {
    // The wallet and the bet records come before this module: it registers into them.
    registerTurnoverSource(ctx, 'rebates', rebateTurnoverOwed);
    registerRebateTotal(ctx, claimedOnBetsSince);
    registerRebateRoutes(app, ctx);
  },
  jobs: rebateJobs,
};
