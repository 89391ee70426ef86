import type { ServerModule } from '../../platform/module.ts';
import { walletVenuesOperators } from './migrations/0002_wallet_venues_operators.ts';
import { operatorRoles } from './migrations/0017_operator_roles.ts';
import { operatorTwoFactor } from './migrations/0018_operator_two_factor.ts';
import { operatorGuards } from './guard.ts';
import { operatorsPlugin } from './plugin.ts';
import { listenToOperatorSessions } from './socket-revocation.ts';

export { announceOperatorSessionsEnded } from './socket-revocation.ts';

export type { StaffCaller } from './guard.ts';
import { OPERATORS_TABLES } from './tables.ts';

/**
 * Back-office accounts: sign-in and the `operator` guard (requireOperator), which every
 * /api/admin call of the map runs first.
 */
export {
  DEMO_OPERATOR,
  ensureOperator,
  operatorIdByName,
  operatorNames,
  operatorOfToken,
  type Operator,
} from './operators.service.ts';

export const operatorsModule: ServerModule = {
  name: 'operators',
  tables: OPERATORS_TABLES,
  migrations: [walletVenuesOperators, operatorRoles, operatorTwoFactor],
  guards: operatorGuards,
  plugin: operatorsPlugin,
  start: async (ctx) => listenToOperatorSessions(ctx),
};
