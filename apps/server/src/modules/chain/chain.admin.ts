import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@app/contract/endpoints';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { saveChainSettings } from './settings.ts';
import { addressPage, chainViews, transferPage } from './views.ts';

/**
 * The operator's chain calls (contract area admin-chain, roles in ADMIN_ACCESS): the chains with
 * their health, the settings (audited), the addresses with their balances and the transfers. The
 * payout hash of a withdrawal is the wallet's call (it changes a withdrawal).
 */
export function registerChainAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.adminChains, () => chainViews(ctx));
  serve(app, adminEndpoints.adminChainSettings, (_request, body, actor) =>
    saveChainSettings(ctx, body, actor),
  );
  serve(app, adminEndpoints.adminChainAddresses, (_request, body) => addressPage(ctx, body));
  serve(app, adminEndpoints.adminChainTransfers, (_request, body) => transferPage(ctx, body));
}
