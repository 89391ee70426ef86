import type { ServerModule } from '../../platform/module.ts';
import { walletVenuesOperators } from './migrations/0002_wallet_venues_operators.ts';
import { providerGuards, registerFundsRoutes } from './funds.routes.ts';
import { WALLET_TABLES } from './tables.ts';
import { walletChainMigration } from './migrations/0039_chain.ts';
import { registerChainCredit } from '../chain/index.ts';
import { chainCreditSink } from './deposits.service.ts';
import { payoutJobs } from './payouts.ts';

/**
 * The wallet: deposits (manual with a screenshot, automatic through a signed provider callback,
 * bank), withdrawals (held in the ledger, then paid or returned), the turnover requirement,
 * transaction records and the wallet settings. Operators review through the admin module.
 */
export {
  approvedDepositsByUser,
  approvedDepositsMinor,
  listDeposits,
  reviewDeposit,
} from './deposits.service.ts';
export { DASHBOARD_FUND_KINDS, fundsByDay, pendingFundReviews, type FundsDay } from './reports.ts';
export { firstDepositsByUser, playerMoney, type PlayerMoney } from './player-money.ts';
export {
  registerTurnoverSource,
  turnoverStatus,
  type TurnoverSource,
  type TurnoverStatus,
} from './turnover.ts';
export { listWithdrawals, reviewWithdrawal } from './withdrawals.service.ts';
export { submitPayout } from './payouts.ts';
export {
  DEFAULT_WALLET_SETTINGS,
  payBanksWithIds,
  readWalletSettings,
  shownWalletSettings,
  updateWalletSettings,
  WALLET_SETTINGS_KEY,
  type WalletSettings,
} from './wallet-settings.ts';

export { depositKey, withdrawHoldKey, withdrawPayKey, withdrawReturnKey } from './ledger-keys.ts';

export const walletModule: ServerModule = {
  name: 'wallet',
  tables: WALLET_TABLES,
  migrations: [walletVenuesOperators, walletChainMigration],
  guards: providerGuards,
  jobs: payoutJobs,
  plugin: async (app, ctx) => {
    // Confirmed transfers to the orders' addresses are credited here (chain-deposits.ts).
    registerChainCredit(ctx, chainCreditSink);
    await registerFundsRoutes(app, ctx);
  },
};
