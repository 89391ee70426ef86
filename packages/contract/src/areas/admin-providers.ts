import { defineEndpoint } from '../endpoint.ts';
import {
  adminProvider,
  adminProviderCodePayload,
  adminProviderCredentialsPayload,
  adminProviderReconcile,
  adminProviderReconcilePayload,
  adminProviders,
  adminProviderSavePayload,
  adminProviderSync,
  adminProviderTest,
} from '../admin-providers.ts';
import { empty } from '../api.ts';

/**
 * The operator's calls of the area "admin-providers" (game providers, docs/providers.md). Spread
 * into `adminEndpoints` (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const adminProvidersArea = {
  adminProviders: defineEndpoint({
    method: 'POST',
    path: '/api/admin/providers',
    auth: 'operator',
    summary: 'The game providers: mode, signing, address, currencies, categories, enabled',
    payload: empty,
    response: adminProviders,
  }),
  adminProviderSave: defineEndpoint({
    method: 'POST',
    path: '/api/admin/providers/save',
    auth: 'operator',
    summary: 'Adds a provider or changes one (audited; its venue follows)',
    payload: adminProviderSavePayload,
    response: adminProvider,
  }),
  adminProviderCredentials: defineEndpoint({
    method: 'POST',
    path: '/api/admin/providers/credentials',
    auth: 'operator',
    summary: "Sets a provider's secret or public key, or makes us a new key pair (audited)",
    payload: adminProviderCredentialsPayload,
    response: adminProvider,
  }),
  adminProviderTest: defineEndpoint({
    method: 'POST',
    path: '/api/admin/providers/test',
    auth: 'operator',
    summary: "Calls the provider's game list, signed: reachable, signature accepted, how fast",
    payload: adminProviderCodePayload,
    response: adminProviderTest,
  }),
  adminProviderSync: defineEndpoint({
    method: 'POST',
    path: '/api/admin/providers/sync',
    auth: 'operator',
    summary: "Brings the provider's game list into the catalogue (audited)",
    payload: adminProviderCodePayload,
    response: adminProviderSync,
  }),
  adminProviderReconcile: defineEndpoint({
    method: 'POST',
    path: '/api/admin/providers/reconcile',
    auth: 'operator',
    summary: "Our ledger against the provider's report for a Beijing day: mismatches listed",
    payload: adminProviderReconcilePayload,
    response: adminProviderReconcile,
  }),
} as const;
