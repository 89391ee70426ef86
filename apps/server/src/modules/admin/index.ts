import type { ServerModule } from '../../platform/module.ts';
import { registerAdminRoutes } from './admin.routes.ts';

/**
 * The operator API that spans modules (DESIGN §4, under /api/admin): deposit and withdrawal
 * reviews, site and wallet settings, the audit log. Owns no table; nothing imports it.
 */
export const adminModule: ServerModule = {
  name: 'admin',
  tables: [],
  migrations: [],
  plugin: registerAdminRoutes,
};
