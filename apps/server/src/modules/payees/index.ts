import type { ServerModule } from '../../platform/module.ts';
import { walletVenuesOperators } from './migrations/0002_wallet_venues_operators.ts';
import { registerPayeeRoutes } from './payees.routes.ts';
import { PAYEES_TABLES } from './tables.ts';

/** Saved payees (bank cards, USDT addresses): bind, list, delete; a withdrawal names one. */
export { findOwnPayee, type PayeeRow } from './payees.service.ts';

export const payeesModule: ServerModule = {
  name: 'payees',
  tables: PAYEES_TABLES,
  migrations: [walletVenuesOperators],
  plugin: registerPayeeRoutes,
};
