import { createPublicKey } from 'node:crypto';
import type { z } from 'zod';
import type {
  AdminProvider,
  adminProviderCredentialsPayload,
  adminProviderSavePayload,
} from '@app/contract/admin-providers';
import { providerGamesReply } from '@app/contract/provider-protocol';
import { newRsaKeyPair } from '@app/contract/provider-signing';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { diff, recordAudit, type Actor } from '../audit/index.ts';
import {
  catalogueChanged,
  setVenueGamesOpen,
  syncVenueGames,
  VENUE_GAME_CATEGORIES,
  venueGameCounts,
  type VenueGame,
  type VenueGamesSync,
} from '../games/index.ts';
import {
  forgetVenueAdapter,
  saveProviderVenue,
  venueHasAccounts,
  VenueError,
} from '../venues/index.ts';
import { callProvider } from './client.ts';
import { credentialsKey, sealCredentials, type ProviderCredentials } from './credentials.ts';
import './errors.ts';
import { allProviders, providerOfRow, providersChanged, type Provider } from './provider-store.ts';

/**
 * The console's provider records (contract area admin-providers): every change is one
 * transaction with its audit row and the provider's venue kept in step (name, kind, first
 * category, enabled); the credentials are write-only (sealed at once; the audit row says which
 * were set, never their value).
 */

type SavePayload = z.output<typeof adminProviderSavePayload>;
type CredentialsPayload = z.output<typeof adminProviderCredentialsPayload>;

export async function providerViews(ctx: AppContext): Promise<AdminProvider[]> {
  const [providers, counts] = await Promise.all([allProviders(ctx), venueGameCounts(ctx.store)]);
  return [...providers.values()].map((provider) =>
    viewOf(provider, counts.get(provider.code) ?? 0),
  );
}

function viewOf(provider: Provider, games: number): AdminProvider {
  const credentials = provider.credentials;
  const hasCredentials =
    provider.signing === 'hmac-sha256'
      ? Boolean(credentials?.secret)
      : Boolean(credentials?.providerPublicKey && credentials.ourPrivateKey);
  return {
    code: provider.code,
    name: provider.name,
    mode: provider.mode,
    signing: provider.signing,
    base_url: provider.baseUrl,
    currencies: provider.currencies,
    categories: provider.categories as AdminProvider['categories'],
    error_codes: provider.errorCodes,
    enabled: provider.enabled,
    has_credentials: hasCredentials,
    public_key: provider.publicKey,
    games,
    updated_at: provider.updatedAt,
  };
}

async function viewOfCode(ctx: AppContext, code: string): Promise<AdminProvider> {
  providersChanged(ctx);
  const provider = (await allProviders(ctx)).get(code);
  if (!provider) throw new DomainError('provider_unknown');
  const counts = await venueGameCounts(ctx.store);
  return viewOf(provider, counts.get(code) ?? 0);
}

/** Adds a provider (a new code) or changes one. */
export async function saveProvider(
  ctx: AppContext,
  body: SavePayload,
  actor: Actor,
): Promise<AdminProvider> {
  const now = ctx.clock.now();
  const fields = {
    name: body.name,
    mode: body.mode,
    signing: body.signing,
    base_url: body.base_url,
    currencies: JSON.stringify([...new Set(body.currencies)]),
    categories: JSON.stringify([...new Set(body.categories)]),
    error_codes: JSON.stringify(body.error_codes ?? {}),
    enabled: body.enabled ? 1 : 0,
  };
  await inTransaction(ctx.store, async (tx) => {
    const before = await tx
      .selectFrom('providers')
      .selectAll()
      .where('code', '=', body.code)
      .executeTakeFirst();
    if (before) {
      const changes = diff(pick(before), fields);
      if (changes === undefined) throw new DomainError('provider_nothing_changed');
      if (before.mode !== body.mode) {
        const used =
          (await venueHasAccounts(tx, body.code)) ||
          (await tx
            .selectFrom('provider_transactions')
            .select('id')
            .where('provider', '=', body.code)
            .limit(1)
            .executeTakeFirst()) !== undefined;
        if (used) throw new DomainError('provider_mode_locked');
      }
      if (before.signing !== body.signing) {
        // Credentials of the other signing would not verify anything: they must be set again.
        Object.assign(fields, { credentials: '', public_key: '' });
      }
      await tx
        .updateTable('providers')
        .set({ ...fields, updated_at: now })
        .where('id', '=', before.id)
        .execute();
      await recordAudit(ctx, tx, actor, 'provider.update', `provider:${body.code}`, { changes });
    } else {
      await tx
        .insertInto('providers')
        .values({
          code: body.code,
          ...fields,
          credentials: '',
          public_key: '',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await recordAudit(ctx, tx, actor, 'provider.create', `provider:${body.code}`, fields);
    }
    const saved = await saveProviderVenue(
      tx,
      {
        platname: body.code,
        name: body.name,
        category: body.categories[0] ?? 'slots',
        adapter: body.mode,
        enabled: body.enabled,
      },
      now,
    );
    if (!saved) throw new DomainError('provider_code_taken');
    if (!before || before.enabled !== fields.enabled) {
      await setVenueGamesOpen(tx, body.code, body.enabled);
    }
  });
  forgetVenueAdapter(ctx, body.code);
  catalogueChanged(ctx);
  return viewOfCode(ctx, body.code);
}

function pick(row: Record<string, unknown>) {
  const { name, mode, signing, base_url, currencies, categories, error_codes, enabled } = row;
  return { name, mode, signing, base_url, currencies, categories, error_codes, enabled };
}

function isPublicKey(pem: string): boolean {
  try {
    return createPublicKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

/** Sets the secret (HMAC) or the provider's public key (RSA), or makes us a new key pair. */
export async function setCredentials(
  ctx: AppContext,
  body: CredentialsPayload,
  actor: Actor,
): Promise<AdminProvider> {
  const key = credentialsKey(ctx);
  const current = (await allProviders(ctx)).get(body.code);
  if (!current) throw new DomainError('provider_unknown');
  await inTransaction(ctx.store, async (tx) => {
    const row = await tx
      .selectFrom('providers')
      .selectAll()
      .where('code', '=', body.code)
      .executeTakeFirst();
    if (!row) throw new DomainError('provider_unknown');
    const provider = providerOfRow(ctx, row);
    const next: ProviderCredentials = { ...(provider.credentials ?? {}) };
    let publicKey = row.public_key;
    const set: string[] = [];
    if (provider.signing === 'hmac-sha256') {
      if (body.provider_public_key !== undefined || body.rotate_our_key) {
        throw new DomainError('provider_credentials_kind', { signing: 'HMAC-SHA256' });
      }
      if (body.secret === undefined) throw new DomainError('provider_nothing_changed');
      next.secret = body.secret;
      set.push('secret');
    } else {
      if (body.secret !== undefined) {
        throw new DomainError('provider_credentials_kind', { signing: 'RSA-SHA256' });
      }
      if (body.provider_public_key !== undefined) {
        if (!isPublicKey(body.provider_public_key)) {
          throw new DomainError('provider_public_key_invalid');
        }
        next.providerPublicKey = body.provider_public_key;
        set.push('provider_public_key');
      }
      if (body.rotate_our_key || !next.ourPrivateKey) {
        const pair = newRsaKeyPair();
        next.ourPrivateKey = pair.privateKey;
        publicKey = pair.publicKey;
        set.push('our_key_pair');
      }
      if (set.length === 0) throw new DomainError('provider_nothing_changed');
    }
    await tx
      .updateTable('providers')
      .set({
        credentials: sealCredentials(key, body.code, next),
        public_key: publicKey,
        updated_at: ctx.clock.now(),
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(ctx, tx, actor, 'provider.credentials', `provider:${body.code}`, { set });
  });
  forgetVenueAdapter(ctx, body.code);
  return viewOfCode(ctx, body.code);
}

async function requireProvider(ctx: AppContext, code: string): Promise<Provider> {
  const provider = (await allProviders(ctx)).get(code);
  if (!provider) throw new DomainError('provider_unknown');
  if (!provider.credentials) throw new DomainError('provider_no_credentials');
  return provider;
}

/** The provider's game list, as the catalogue takes it (unknown categories: its first one). */
export async function providerGames(provider: Provider): Promise<VenueGame[]> {
  const reply = await callProvider(provider, 'games', {}, providerGamesReply);
  const fallback = (provider.categories[0] ?? 'slots') as VenueGame['category'];
  return (reply.games ?? []).map((game) => ({
    code: game.code,
    name: game.name,
    category:
      game.category in VENUE_GAME_CATEGORIES ? (game.category as VenueGame['category']) : fallback,
  }));
}

const reasonOf = (error: unknown) =>
  error instanceof VenueError ? error.message : error instanceof Error ? error.message : 'error';

/** Calls the provider's game list, signed: reachable, our signature accepted, how fast. */
export async function testProvider(ctx: AppContext, code: string) {
  const provider = await requireProvider(ctx, code);
  const started = performance.now();
  try {
    const games = await providerGames(provider);
    return {
      ok: true,
      latency_ms: Math.round(performance.now() - started),
      games: games.length,
      message: '',
    };
  } catch (error) {
    if (!(error instanceof VenueError)) throw error;
    return {
      ok: false,
      latency_ms: Math.round(performance.now() - started),
      games: 0,
      message: `无法连接厂商接口：${reasonOf(error)}`,
    };
  }
}

/** Brings the provider's games into the catalogue (audited with the counts). */
export async function syncProviderGames(
  ctx: AppContext,
  code: string,
  actor: Actor,
): Promise<VenueGamesSync> {
  const provider = await requireProvider(ctx, code);
  let games: VenueGame[];
  try {
    games = await providerGames(provider);
  } catch (error) {
    if (!(error instanceof VenueError)) throw error;
    throw new DomainError('provider_unreachable', { reason: reasonOf(error) });
  }
  const result = await inTransaction(ctx.store, async (tx) => {
    const counts = await syncVenueGames(tx, code, games, ctx.clock.now());
    if (!provider.enabled) await setVenueGamesOpen(tx, code, false);
    await recordAudit(ctx, tx, actor, 'provider.sync', `provider:${code}`, counts);
    return counts;
  });
  catalogueChanged(ctx);
  return result;
}
