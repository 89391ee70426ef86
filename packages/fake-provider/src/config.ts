import { z } from 'zod';
import { PROVIDER_MODES, PROVIDER_SIGNINGS, providerGame } from '@app/contract/provider-protocol';

/** One provider the fake plays, under `/<code>/…` (docs/providers.md). */
export const fakeProviderConfig = z.object({
  code: z.string().regex(/^[a-z0-9]{2,16}$/),
  mode: z.enum(PROVIDER_MODES),
  signing: z.enum(PROVIDER_SIGNINGS),
  /** HMAC: the shared secret, both directions. */
  secret: z.string().min(1).optional(),
  /** RSA: the fake signs its calls to the platform with it (PEM). */
  providerPrivateKey: z.string().min(1).optional(),
  /** RSA: the fake verifies the platform's calls with it (PEM). */
  platformPublicKey: z.string().min(1).optional(),
  /** Seamless: the platform's wallet for this code; balance|bet|win|rollback are appended. */
  walletUrl: z.url().optional(),
  games: z.array(providerGame).max(200).optional(),
});
export type FakeProviderConfig = z.infer<typeof fakeProviderConfig>;

/** A game of the fake: how it draws a round. */
export type FakeGame = z.infer<typeof providerGame>;

/** The default games: our own, in Chinese (no third party's names). */
export function defaultGames(mode: FakeProviderConfig['mode']): FakeGame[] {
  return mode === 'seamless'
    ? [
        { code: 'dice', name: '幸运骰子', category: 'chess' },
        { code: 'slot', name: '金龙转盘', category: 'slots' },
      ]
    : [
        { code: 'cards', name: '比大小', category: 'chess' },
        { code: 'slot', name: '福星转盘', category: 'slots' },
      ];
}

export function gamesOf(config: FakeProviderConfig): FakeGame[] {
  return config.games && config.games.length > 0 ? config.games : defaultGames(config.mode);
}

/** The key the fake signs its own requests with (null: none configured). */
export function signingKey(config: FakeProviderConfig): string | null {
  return (config.signing === 'hmac-sha256' ? config.secret : config.providerPrivateKey) ?? null;
}

/** The key the fake verifies the platform's requests with (null: none configured). */
export function verifyingKey(config: FakeProviderConfig): string | null {
  return (config.signing === 'hmac-sha256' ? config.secret : config.platformPublicKey) ?? null;
}
