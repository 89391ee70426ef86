import type { ServerModule } from '../../platform/module.ts';
import { onSessionsRevoked } from '../auth/index.ts';
import { onPlayBlocked } from '../protection/index.ts';
import { endSessionsOf } from './sessions.ts';
import { registerAdapterKind } from '../venues/index.ts';
import { seamlessAdapter, transferAdapter } from './adapters.ts';
import { providersMigration } from './migrations/0038_providers.ts';
import { registerProviderAdminRoutes } from './providers.admin.ts';
import { providerGuards, registerSeamlessRoutes } from './seamless.routes.ts';
import { PROVIDERS_TABLES } from './tables.ts';

/**
 * Game providers (issue "game providers", docs/providers.md): provider records with their
 * credentials sealed, the seamless wallet a provider calls for every bet, win and rollback, the
 * venue adapters of both wallet conventions (`seamless`, `transfer`), the console's calls and the
 * reconciliation against a provider's report. See CONTEXT.md.
 */
export { SESSION_TTL_MS } from './seamless-wallet.ts';
export { providerGames, saveProvider, setCredentials, syncProviderGames } from './admin.ts';
export { callProvider, setProviderCallTimeout } from './client.ts';
export { findProvider, signingKey, type Provider } from './provider-store.ts';
export { beijingDayRange, reconcileProvider } from './reconcile.ts';
export { endSessionsOf, openSession } from './sessions.ts';

export const providersModule: ServerModule = {
  name: 'providers',
  tables: PROVIDERS_TABLES,
  migrations: [providersMigration],
  guards: providerGuards,
  plugin: async (app, ctx) => {
    registerAdapterKind(ctx, 'seamless', seamlessAdapter, { seamless: true });
    registerAdapterKind(ctx, 'transfer', transferAdapter);
    registerProviderAdminRoutes(app, ctx);
    // A player's game sessions end with their sessions (logoff, new password, frozen account)
    // and when a time-out or exclusion starts, on whichever node hears it (ending twice is harmless).
    const endPlay = async (event: { userId: number }) => {
      await endSessionsOf(ctx.store, event.userId, ctx.clock.now());
    };
    onSessionsRevoked(ctx, endPlay);
    onPlayBlocked(ctx, endPlay);
    // A scope of their own: it reads JSON bodies as text (the signature covers the raw bytes).
    await app.register(async (scope) => registerSeamlessRoutes(scope, ctx));
  },
};
