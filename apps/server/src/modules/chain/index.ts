import type { ServerModule } from '../../platform/module.ts';
import { registerChainAdminRoutes } from './chain.admin.ts';
import { watchedChains } from './chains.ts';
import { chainMigration } from './migrations/0039_chain.ts';
import { chainJobs } from './scan.job.ts';
import { CHAIN_TABLES } from './tables.ts';

/**
 * USDT on chain (issue "USDT on chain", docs/chain-deposits.md): watch-only deposit addresses
 * derived from the operators' xpubs, one per order; the watcher that reads each chain's USDT
 * transfers to them, follows confirmations and reorganisations, and hands every confirmed one to
 * the wallet (registerChainCredit) to credit once; the payout check of a USDT withdrawal; the
 * console's chains, addresses and transfers. See CONTEXT.md.
 */
export { allocateAddress } from './allocate.ts';
export { formatUnits, unitsToCents, UNITS_PER_CENT } from './amounts.ts';
export { underpayToleranceUnits, watchedProtocols } from './chains.ts';
export { checkPayout, payoutView, type PayoutCheck } from './payouts.ts';
export { scanChain } from './scan.ts';
export {
  registerChainCredit,
  type ChainCreditSink,
  type ConfirmedTransfer,
  type CreditOutcome,
} from './sink.ts';
export { settleReviewedTransfer } from './review.ts';
export { orderActivity, type AddressTransfer } from './views.ts';
export { watchedChain } from './chains.ts';

export const chainModule: ServerModule = {
  name: 'chain',
  tables: CHAIN_TABLES,
  migrations: [chainMigration],
  jobs: chainJobs,
  plugin: (app, ctx) => {
    // Builds each watched chain's source now: a bad xpub stops the start, not the first order.
    watchedChains(ctx);
    registerChainAdminRoutes(app, ctx);
  },
};
