import type { ServerModule } from '../../platform/module.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import { registerOperatorUploads } from './uploads.admin.ts';

/**
 * The operator API that spans modules (DESIGN §4, under /api/admin): deposit and withdrawal
 * reviews, site and wallet settings, the audit log, operators' image uploads. Owns no table;
 * nothing imports it.
 */
export const adminModule: ServerModule = {
  name: 'admin',
  tables: [],
  migrations: [],
  plugin: async (app, ctx) => {
    await registerAdminRoutes(app, ctx);
    await registerOperatorUploads(app, ctx);
  },
};
