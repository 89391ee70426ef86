import type { ServerModule } from '../../platform/module.ts';
import { accountsAndLedger } from './migrations/0001_accounts_and_ledger.ts';
import { ledgerTransfersCreatedIndex } from './migrations/0021_dashboard_indexes.ts';
import { LEDGER_TABLES } from './tables.ts';

/**
 * The ledger's public surface (DESIGN §5): money moves only through these verbs, inside the
 * caller's transaction (`inTransaction` from platform/db). Errors are DomainErrors
 * (`insufficient_funds`, `idempotency_kind_mismatch`); an invariant breach is a LedgerInvariantError.
 */
export {
  creditFromHouse,
  ensurePlayerWallet,
  ensureVenueWallet,
  houseTotal,
  houseVenueBalance,
  houseVenueBalanceIn,
  IDEMPOTENCY_KEY_MAX,
  moveBetweenHouse,
  moveWithHouse,
  moveWithHouseVenue,
  moveWithVenue,
  playerBalance,
  transferIdByKey,
  type LedgerHost,
  type PostedTransfer,
} from './ledger.service.ts';
export {
  houseVenueWalletCode,
  venueWalletCode,
  type HousePurpose,
  type HouseVenuePurpose,
} from './house.ts';
export {
  PLAY_KINDS,
  playFlows,
  venueBalances,
  walletBalances,
  walletEntries,
} from './player-views.ts';
export { houseFlowsByDay, type HouseFlow } from './reports.ts';
export { formatReport, verifyLedger, type VerifyReport } from './verify.ts';

export const ledgerModule: ServerModule = {
  name: 'ledger',
  tables: LEDGER_TABLES,
  migrations: [accountsAndLedger, ledgerTransfersCreatedIndex],
};
