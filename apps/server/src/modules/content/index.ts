import type { ServerModule } from '../../platform/module.ts';
import { accountsAndLedger } from './migrations/0001_accounts_and_ledger.ts';
import { gamesAndBets } from './migrations/0003_games_and_bets.ts';
import { contentSeedMarker } from './migrations/0006_content_seed_marker.ts';
import { profileAndHelpContent } from './migrations/0015_profile_and_help.ts';
import { seedArticles } from './articles.service.ts';
import { contentPlugin } from './plugin.ts';
import { seedContent } from './content.seed.ts';
import { seedDemoSponsors } from './sponsors.service.ts';

export { BANNER_SEED, NOTICE_SEED } from './content.seed.ts';
export { DEMO_SPONSORS, SPONSORS_KEY } from './sponsors.service.ts';
import { CONTENT_TABLES } from './tables.ts';

/**
 * Content: site settings (appInfo and every module's settings under its own key), home banners
 * and notices. Other modules keep settings through readSetting/writeSetting and once-only start-up
 * work through claimOnce.
 */
export {
  claimOnce,
  lockSetting,
  pingDatabase,
  readSetting,
  writeSetting,
  readSettingText,
  writeSettingTextIfMissing,
} from './settings-store.ts';
export {
  APP_SETTINGS_KEY,
  appInfo,
  readAppSettings,
  updateAppSettings,
  type EditableAppSettings,
} from './settings.service.ts';

export { pageEarlyAnswers } from './content.service.ts';

export const contentModule: ServerModule = {
  name: 'content',
  tables: CONTENT_TABLES,
  migrations: [accountsAndLedger, gamesAndBets, contentSeedMarker, profileAndHelpContent],
  plugin: contentPlugin,
  start: async (ctx) => {
    await seedContent(ctx);
    if (ctx.config.demoSeed && !ctx.config.production) await seedDemoSponsors(ctx);
    await seedArticles(ctx);
  },
};
