import { randomBytes } from 'node:crypto';
import type { ProviderMode, ProviderSigning } from '@app/contract/provider-protocol';
import { newRsaKeyPair } from '@app/contract/provider-signing';
import type { FakeProvider } from '@app/fake-provider/server';
import type { AppContext } from '../platform/context.ts';
import type { Actor } from '../modules/audit/index.ts';
import {
  findProvider,
  saveProvider,
  setCredentials,
  syncProviderGames,
} from '../modules/providers/index.ts';

/**
 * Connects a code of the fake provider (packages/fake-provider) to this platform, as an operator
 * would connect a real one in the console (docs/providers.md): the provider record, its
 * credentials (HMAC: a new shared secret; RSA: the fake's key pair, and our public key handed to
 * the fake), the fake told where our wallet answers, and its games synced into the catalogue.
 * Used by the tests, the conformance suite's test and the demo.
 */
export interface FakeConnection {
  code: string;
  name: string;
  mode: ProviderMode;
  signing: ProviderSigning;
  /** Where the platform answers, as the fake reaches it (`http://127.0.0.1:8080`). */
  platformUrl: string;
  categories?: ('slots' | 'chess' | 'live' | 'fishing')[];
}

export async function connectFakeProvider(
  ctx: AppContext,
  fake: FakeProvider,
  connection: FakeConnection,
  actor: Actor,
): Promise<void> {
  const { code, mode, signing } = connection;
  await saveProvider(
    ctx,
    {
      code,
      name: connection.name,
      mode,
      signing,
      base_url: `${fake.url}/${code}`,
      currencies: ['CNY'],
      categories: connection.categories ?? ['slots', 'chess'],
      enabled: true,
    },
    actor,
  );
  const walletUrl = `${connection.platformUrl}/api/providers/${code}`;
  if (signing === 'hmac-sha256') {
    const secret = randomBytes(24).toString('base64url');
    await setCredentials(ctx, { code, secret }, actor);
    fake.configure({ code, mode, signing, secret, walletUrl });
  } else {
    const theirs = newRsaKeyPair();
    const saved = await setCredentials(ctx, { code, provider_public_key: theirs.publicKey }, actor);
    fake.configure({
      code,
      mode,
      signing,
      providerPrivateKey: theirs.privateKey,
      platformPublicKey: saved.public_key,
      walletUrl,
    });
  }
  await syncProviderGames(ctx, code, actor);
}

/**
 * Tells a (restarted) fake the configuration of a provider already connected with an HMAC secret
 * (the demo: its secret is in our database; the fake keeps nothing but its wallets). False when
 * the provider is missing or not HMAC.
 */
export async function reconnectFakeProvider(
  ctx: AppContext,
  fake: FakeProvider,
  code: string,
  platformUrl: string,
): Promise<boolean> {
  const provider = await findProvider(ctx, code);
  const secret = provider?.credentials?.secret;
  if (!provider || provider.signing !== 'hmac-sha256' || !secret) return false;
  fake.configure({
    code,
    mode: provider.mode,
    signing: provider.signing,
    secret,
    walletUrl: `${platformUrl}/api/providers/${code}`,
  });
  return true;
}
