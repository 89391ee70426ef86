import type { ServerModule } from '../../platform/module.ts';
import { walletVenuesOperators } from './migrations/0002_wallet_venues_operators.ts';
import { transferPrefs } from './migrations/0027_transfer_prefs.ts';
import { ensureVenues } from './catalogue.ts';
import { venueJobs } from './reconciliation.ts';
import { registerVenueRoutes } from './venues.routes.ts';
import { VENUES_TABLES } from './tables.ts';

/**
 * Game venues behind one adapter interface (DESIGN §6): the venue list, players' accounts there,
 * transfers between the wallet and a venue (through the ledger), launch, and reconciliation of
 * transfers left pending. Adapter kinds are registered by the modules that provide them.
 */
export {
  VenueError,
  type BetRecord,
  type OrderStatus,
  type VenueAccountRef,
  type VenueAdapter,
  type VenueOrder,
} from './adapter.ts';
export {
  playerRefFor,
  playerVenueFigures,
  type PlayerVenueFigures,
  totalVenueBalanceMinor,
  userIdForPlayerRef,
  userIdOfPlayerRef,
  venueWalletsOf,
  type VenueWallet,
} from './accounts.ts';
export {
  allVenueAdapters,
  VENUE_SEED,
  venueCategoriesOf,
  venueIsOpen,
  venueNamesOf,
  type VenueHandle,
} from './catalogue.ts';
export { launchVenueGame, type VenueLaunch } from './launch.ts';
export {
  openVenueAccount,
  saveProviderVenue,
  venueHasAccounts,
  venueTakenByOther,
  venueTransfersBetween,
  type ProviderVenue,
} from './provider-venues.ts';
export { reconcileVenueTransfers, type ReconcileReport } from './reconciliation.ts';
export { venueTransferRecords, type VenueTransferRecord } from './records.ts';
export {
  adapterFor,
  forgetVenueAdapter,
  isSeamlessKind,
  registerAdapterKind,
  type AdapterKindOptions,
  setVenueAdapterFactory,
  type AdapterFactory,
  type VenueRow,
} from './registry.ts';

export { venueInKey, venueOutKey, venueReverseKey } from './ledger-keys.ts';
export { transferStatus } from './transfer-prefs.ts';

export const venuesModule: ServerModule = {
  name: 'venues',
  tables: VENUES_TABLES,
  migrations: [walletVenuesOperators, transferPrefs],
  plugin: registerVenueRoutes,
  jobs: venueJobs,
  start: async (ctx) => {
    await ensureVenues(ctx);
  },
};
