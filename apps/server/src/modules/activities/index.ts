import type { ServerModule } from '../../platform/module.ts';
import { registerTurnoverSource } from '../wallet/index.ts';
import { activityTurnoverOwed } from './activities.service.ts';
import { registerActivityRoutes } from './activities.routes.ts';
import { registerActivityBannerRoute } from './banners.ts';
import { activitiesMigration } from './migrations/0013_activities.ts';
import { seedActivities } from './seed.ts';
import { ACTIVITIES_TABLES } from './tables.ts';

/**
 * Activities (优惠活动, spec part 1 §2, §3, §4, §7; part 2 §2 Records, §3): operator-edited types
 * and activities (HTML sanitised on save), one application per player and activity, and the
 * operator's review: an approval may pay a bonus through the ledger with a turnover multiple, and
 * either decision reaches the player's inbox. See CONTEXT.md.
 */
export { pendingApplicationCount } from './activities.admin.ts';
export { sanitizeActivityHtml } from './sanitize.ts';
export { seedActivities } from './seed.ts';

export { activityBonusKey } from './ledger-keys.ts';

export const activitiesModule: ServerModule = {
  name: 'activities',
  tables: ACTIVITIES_TABLES,
  migrations: [activitiesMigration],
  plugin: (app, ctx) => {
    // The wallet comes before this module: an approved bonus's turnover registers into it.
    registerTurnoverSource(ctx, 'activities', activityTurnoverOwed);
    registerActivityRoutes(app, ctx);
    registerActivityBannerRoute(app);
  },
  start: async (ctx) => {
    // Demo offers only in demo mode (never in production: the configuration refuses DEMO_SEED).
    if (!ctx.config.demoSeed || ctx.config.production) return;
    if (await seedActivities(ctx)) ctx.log?.info('demo activities seeded');
  },
};
