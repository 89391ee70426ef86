import type { ServerModule } from '../../platform/module.ts';
import { adjustmentsMigration } from './migrations/0020_adjustments.ts';
import { registerPlayersAdminRoutes } from './players.routes.ts';
import { PLAYERS_ADMIN_TABLES } from './tables.ts';

/**
 * Players in the operator console (issue 13 §5): search, the player page assembled from the
 * modules that own each part, freeze, password resets, and manual adjustments with a second
 * operator's approval above a threshold. Last in MODULES; nothing imports it.
 */
export { adjustmentKey } from './ledger-keys.ts';

export const playersAdminModule: ServerModule = {
  name: 'players-admin',
  tables: PLAYERS_ADMIN_TABLES,
  migrations: [adjustmentsMigration],
  plugin: registerPlayersAdminRoutes,
};
