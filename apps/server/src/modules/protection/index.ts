import type { ServerModule } from '../../platform/module.ts';
import { protectionMigration } from './migrations/0025_player_protection.ts';
import { registerProtectionRoutes } from './protection.routes.ts';
import { PROTECTION_TABLES } from './tables.ts';

/**
 * Player protection (DESIGN §12): limits, time-outs, exclusions and the play session. Every module
 * that admits a deposit, a stake or a promotion calls one of the admission functions inside the
 * transaction that admits it; the wallet registers how its deposit orders count. See CONTEXT.md.
 */
export { admitDeposit, admitPromotion, admitStake, continuePlay } from './admission.ts';
export { onPlayBlocked, type PlayBlocked } from './blocks.ts';
export { registerDepositFlows, type DepositFlows } from './usage.ts';

export const protectionModule: ServerModule = {
  name: 'protection',
  tables: PROTECTION_TABLES,
  migrations: [protectionMigration],
  plugin: registerProtectionRoutes,
};
