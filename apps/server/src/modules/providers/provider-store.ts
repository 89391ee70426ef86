import type { ProviderMode, ProviderSigning } from '@app/contract/provider-protocol';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { memo, type Memo } from '../../platform/memo.ts';
import { credentialsKey, openCredentials, type ProviderCredentials } from './credentials.ts';

/**
 * The providers as the wallet calls and the adapters use them: every row with its credentials
 * opened, kept per node for at most `PROVIDERS_CACHE_MS` (a provider's wallet call must not read
 * and decrypt the row each time). This node's own changes drop the copy at once
 * (`providersChanged`); another node sees them within the period.
 */
export const PROVIDERS_CACHE_MS = 2_000;

export interface Provider {
  id: number;
  code: string;
  name: string;
  mode: ProviderMode;
  signing: ProviderSigning;
  baseUrl: string;
  currencies: string[];
  categories: string[];
  errorCodes: Record<string, string>;
  enabled: boolean;
  /** Null until saved (or when they cannot be opened: wrong PROVIDERS_KEY, logged). */
  credentials: ProviderCredentials | null;
  publicKey: string;
  updatedAt: number;
}

const cache = defineAppState('providers.cache', (ctx) => ({
  all: memo<Map<string, Provider>>(PROVIDERS_CACHE_MS, ctx.clock) as Memo<Map<string, Provider>>,
}));

type ProviderRow = Awaited<ReturnType<typeof readRows>>[number];

function readRows(db: Store['db'] | Tx) {
  return db.selectFrom('providers').selectAll().orderBy('id').execute();
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function providerOfRow(ctx: Pick<AppContext, 'config' | 'log'>, row: ProviderRow): Provider {
  let credentials: ProviderCredentials | null = null;
  if (row.credentials !== '') {
    try {
      credentials = openCredentials(credentialsKey(ctx), row.code, row.credentials);
    } catch (error) {
      ctx.log?.error({ err: error, provider: row.code }, 'provider credentials cannot be opened');
    }
  }
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    mode: row.mode as ProviderMode,
    signing: row.signing as ProviderSigning,
    baseUrl: row.base_url,
    currencies: parseJson<string[]>(row.currencies, []),
    categories: parseJson<string[]>(row.categories, []),
    errorCodes: parseJson<Record<string, string>>(row.error_codes, {}),
    enabled: row.enabled === 1,
    credentials,
    publicKey: row.public_key,
    updatedAt: row.updated_at,
  };
}

/** Every provider by code (this node's copy, at most PROVIDERS_CACHE_MS old). */
export async function allProviders(ctx: AppContext): Promise<Map<string, Provider>> {
  return cache(ctx).all.get(async () => {
    const rows = await readRows(ctx.store.db);
    return new Map(rows.map((row) => [row.code, providerOfRow(ctx, row)]));
  });
}

export async function findProvider(ctx: AppContext, code: string): Promise<Provider | undefined> {
  return (await allProviders(ctx)).get(code);
}

/** After this node changed a provider (committed): the next read loads them again. */
export function providersChanged(ctx: AppContext): void {
  cache(ctx).all.forget();
}

/** The key that verifies the provider's calls (HMAC: the secret; RSA: its public key). */
export function verifyingKey(provider: Provider): string | undefined {
  const credentials = provider.credentials;
  if (!credentials) return undefined;
  return provider.signing === 'hmac-sha256' ? credentials.secret : credentials.providerPublicKey;
}

/** The key that signs our calls (HMAC: the secret; RSA: our private key). */
export function signingKey(provider: Provider): string | undefined {
  const credentials = provider.credentials;
  if (!credentials) return undefined;
  return provider.signing === 'hmac-sha256' ? credentials.secret : credentials.ourPrivateKey;
}
