import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@app/contract/endpoints';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import {
  providerViews,
  saveProvider,
  setCredentials,
  syncProviderGames,
  testProvider,
} from './admin.ts';
import { reconcileProvider } from './reconcile.ts';

/**
 * The operator's provider calls (contract area admin-providers, roles in ADMIN_ACCESS): the list,
 * save and credentials (admin.ts, audited), the connection test, the games' sync (audited) and a
 * day's reconciliation (reconcile.ts).
 */
export function registerProviderAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.adminProviders, () => providerViews(ctx));
  serve(app, adminEndpoints.adminProviderSave, (_request, body, actor) =>
    saveProvider(ctx, body, actor),
  );
  serve(app, adminEndpoints.adminProviderCredentials, (_request, body, actor) =>
    setCredentials(ctx, body, actor),
  );
  serve(app, adminEndpoints.adminProviderTest, (_request, body) => testProvider(ctx, body.code));
  serve(app, adminEndpoints.adminProviderSync, (_request, body, actor) =>
    syncProviderGames(ctx, body.code, actor),
  );
  serve(app, adminEndpoints.adminProviderReconcile, (_request, body) =>
    reconcileProvider(ctx, body.code, body.day),
  );
}
