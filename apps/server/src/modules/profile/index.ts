import type { ServerModule } from '../../platform/module.ts';
import { profilePlugin } from './plugin.ts';

/** The player's own view across modules: userInfo and the balance. Owns no table. */
export { userInfo } from './profile.service.ts';

export const profileModule: ServerModule = {
  name: 'profile',
  tables: [],
  migrations: [],
  plugin: profilePlugin,
};
