import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';

/**
 * A provider's credentials, encrypted at rest (AES-256-GCM) with the key of PROVIDERS_KEY
 * (docs/providers.md). Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); the provider's code is
 * the additional data, so a blob copied onto another provider's row does not decrypt.
 */
export interface ProviderCredentials {
  /** HMAC-SHA256: the shared secret. */
  secret?: string;
  /** RSA-SHA256: the provider's public key (PEM): verifies its calls. */
  providerPublicKey?: string;
  /** RSA-SHA256: our private key (PEM): signs our calls. */
  ourPrivateKey?: string;
}

/**
 * Outside production, without PROVIDERS_KEY, credentials are encrypted with this development key
 * (said at start-up): anyone with the source can read them, which is why production refuses it.
 */
const DEVELOPMENT_KEY = createHash('sha256').update('providers: development key').digest();

/** The key in force; in production without PROVIDERS_KEY, none (422 provider_key_missing). */
export function credentialsKey(ctx: Pick<AppContext, 'config'>): Buffer {
  if (ctx.config.providersKey) return ctx.config.providersKey;
  if (ctx.config.production) throw new DomainError('provider_key_missing');
  return DEVELOPMENT_KEY;
}

export function sealCredentials(key: Buffer, code: string, credentials: ProviderCredentials) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(code, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

/** The credentials of a sealed blob; throws when the key or the code is not the one it was sealed with. */
export function openCredentials(key: Buffer, code: string, sealed: string): ProviderCredentials {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) {
    throw new Error(`credentials of ${code}: not a sealed blob`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(code, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
  return JSON.parse(text) as ProviderCredentials;
}
