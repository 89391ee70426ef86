import { z } from 'zod';
import { MSG } from './messages.ts';
import {
  PROVIDER_CURRENCY,
  PROVIDER_MODES,
  PROVIDER_SIGNINGS,
  PROVIDER_STATUSES,
} from './provider-protocol.ts';

/**
 * The operator console's game providers (issue "game providers", docs/providers.md): the provider
 * records (add, edit, enable), their credentials (write-only: the console never reads a secret
 * back, only whether one is set and our RSA public key), a connection test, the game list's sync
 * into the catalogue, and the reconciliation of a Beijing day against the provider's report.
 */

/** A provider's code: also its venue's platname and its games' platform name. */
export const PROVIDER_CODE_PATTERN = /^[a-z][a-z0-9]{1,15}$/;

/** The catalogue categories a provider's games may be listed in (game_categories.slug). */
export const PROVIDER_CATEGORIES = [
  'live',
  'chess',
  'slots',
  'sports',
  'fishing',
  'esports',
  'lottery',
] as const;

export const PROVIDER_MODE_LABELS = { seamless: '单一钱包', transfer: '转账钱包' } as const;
export const PROVIDER_SIGNING_LABELS = {
  'hmac-sha256': 'HMAC-SHA256',
  'rsa-sha256': 'RSA-SHA256',
} as const;

const providerCode = z.string().regex(PROVIDER_CODE_PATTERN, { error: MSG.providerCodeInvalid });

export const adminProvider = z.object({
  code: z.string(),
  name: z.string(),
  mode: z.enum(PROVIDER_MODES),
  signing: z.enum(PROVIDER_SIGNINGS),
  base_url: z.string(),
  currencies: z.array(z.string()),
  categories: z.array(z.enum(PROVIDER_CATEGORIES)),
  /** Our status names → the provider's, where they differ. */
  error_codes: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  /** Whether the secret (HMAC) or the provider's public key (RSA) is set. */
  has_credentials: z.boolean(),
  /** RSA: our public key, PEM, to hand to the provider ('' before the credentials are saved). */
  public_key: z.string(),
  /** Its games in the catalogue. */
  games: z.number(),
  updated_at: z.number(),
});
export type AdminProvider = z.infer<typeof adminProvider>;
export const adminProviders = z.array(adminProvider);

const printable = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !/\p{Cc}/u.test(text), { error: MSG.badRequest });

export const adminProviderSavePayload = z.object({
  code: providerCode,
  name: printable(32),
  mode: z.enum(PROVIDER_MODES),
  signing: z.enum(PROVIDER_SIGNINGS),
  base_url: z
    .string()
    .trim()
    .max(300)
    .regex(/^https?:\/\/[^\s]+$/, { error: MSG.providerUrlInvalid }),
  currencies: z
    .array(z.string().regex(/^[A-Z]{3,8}$/))
    .min(1)
    .max(10)
    .refine((list) => list.includes(PROVIDER_CURRENCY), { error: MSG.providerCurrencyMissing }),
  categories: z.array(z.enum(PROVIDER_CATEGORIES)).min(1).max(PROVIDER_CATEGORIES.length),
  error_codes: z
    .partialRecord(z.enum(PROVIDER_STATUSES), z.string().regex(/^[\x21-\x7e]{1,64}$/))
    .optional(),
  enabled: z.boolean(),
});

export const adminProviderCodePayload = z.object({ code: providerCode });

export const adminProviderCredentialsPayload = z.object({
  code: providerCode,
  /** HMAC: the shared secret (16 to 256 printable characters). */
  secret: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, { error: MSG.providerSecretInvalid })
    .optional(),
  /** RSA: the provider's public key, PEM. */
  provider_public_key: z.string().max(4096).optional(),
  /** RSA: make us a new key pair (the provider must then get the new public key). */
  rotate_our_key: z.boolean().optional(),
});

export const adminProviderTest = z.object({
  ok: z.boolean(),
  latency_ms: z.number(),
  /** Games the provider lists (0 when the call failed). */
  games: z.number(),
  /** What went wrong, in Chinese ('' when ok). */
  message: z.string(),
});

export const adminProviderSync = z.object({
  added: z.number(),
  updated: z.number(),
  /** Catalogue entries of games the provider no longer lists: closed (status 0). */
  closed: z.number(),
  total: z.number(),
});

export const adminProviderReconcilePayload = z.object({
  code: providerCode,
  /** A Beijing day, YYYY-MM-DD. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.badRequest }),
});

export const RECONCILE_PROBLEMS = ['missing_ours', 'missing_theirs', 'amount', 'kind'] as const;
export const RECONCILE_PROBLEM_LABELS = {
  missing_ours: '我方无记录',
  missing_theirs: '厂商无记录',
  amount: '金额不符',
  kind: '类型不符',
} as const;

const reconcileSide = z.object({ count: z.number(), total: z.string() });

export const adminProviderReconcile = z.object({
  code: z.string(),
  day: z.string(),
  ours: reconcileSide,
  theirs: reconcileSide,
  matched: z.number(),
  mismatches: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      user: z.string(),
      ours: z.string().nullable(),
      theirs: z.string().nullable(),
      problem: z.enum(RECONCILE_PROBLEMS),
    }),
  ),
  /** When the provider's report could not be read: why, in Chinese ('' otherwise). */
  error: z.string(),
});
