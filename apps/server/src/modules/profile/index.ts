import type { ServerModule } from '../../platform/module.ts';
import { registerLoginProfile } from '../auth/index.ts';
import { profilePlugin } from './plugin.ts';
import { userInfo } from './profile.service.ts';

/** The player's own view across modules: userInfo and the balance. Owns no table. */
export { userInfo } from './profile.service.ts';

export const profileModule: ServerModule = {
  name: 'profile',
  tables: [],
  migrations: [],
  plugin: (app, ctx) => {
    // telegram_login (auth, earlier in the order) answers the player's data with its token.
    registerLoginProfile(ctx, userInfo);
    profilePlugin(app, ctx);
  },
};
