import type { ServerModule } from '../../platform/module.ts';
import { gamesAndBets } from './migrations/0003_games_and_bets.ts';
import { betRecordsBetAtIndex } from './migrations/0021_dashboard_indexes.ts';
import { registerBetRoutes } from './bets.routes.ts';
import { betJobs } from './pull.ts';
import { BETS_TABLES } from './tables.ts';

/**
 * Bet records pulled from every venue by cursor (stored once per venue bet id); /api/betrecord;
 * valid bets since a time, which the wallet's turnover uses.
 */
export {
  betTotalsByUser,
  registerRebateTotal,
  validBetsBetween,
  validBetsByGame,
  validBetsByUser,
  validBetsSince,
  type BetTotals,
  type RebateTotalSource,
  type ValidBetsByGame,
} from './bets.service.ts';
export { betFiguresByDay, type BetDay, type GameRevenue } from './reports.ts';
export { openBets, settleBets, type OpenBet, type SettledBet } from './own-bets.ts';
export { betsOfPlayer } from './player-bets.ts';
export {
  pullBetRecords,
  refreshBetRecords,
  betJobs,
  type BetLog,
  type PullReport,
} from './pull.ts';

export const betsModule: ServerModule = {
  name: 'bets',
  tables: BETS_TABLES,
  migrations: [gamesAndBets, betRecordsBetAtIndex],
  plugin: registerBetRoutes,
  jobs: betJobs,
};
