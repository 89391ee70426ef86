import type { ServerModule } from '../../platform/module.ts';
import { vipMigration } from './migrations/0009_vip.ts';
import { playerVip } from './migrations/0028_player_vip.ts';
import { VIP_TABLES } from './tables.ts';
import { vipJobs } from './vip.jobs.ts';
import { registerVipRoutes } from './vip.routes.ts';

/**
 * VIP levels (spec part 1 §2 VIP, part 2 §4): the ten levels (thresholds and rebate percents),
 * the player's standing, daily promotion (one level a day) and 90-day retention (demotion by
 * one), each change a history row; the player's current level (`player_vip`). See CONTEXT.md.
 */
export { formatPercent, levelOf, readLevels, type Level } from './levels.ts';
export { vipProgress } from './standing.ts';
export { levelOnDay } from './level-on-day.ts';
export { playerLevel, playerLevels } from './player-level.ts';
export { demotePlayers, promotePlayers } from './vip.jobs.ts';

export const vipModule: ServerModule = {
  name: 'vip',
  tables: VIP_TABLES,
  migrations: [vipMigration, playerVip],
  plugin: registerVipRoutes,
  jobs: vipJobs,
};
