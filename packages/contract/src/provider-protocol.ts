import { z } from 'zod';

/**
 * The game providers' protocol (docs/providers.md): what a provider sends to our seamless wallet
 * (`/api/providers/<code>/balance|bet|win|rollback`) and what we send to a provider's API (launch,
 * games, transfer wallet, bet records, reports). Imported by the server and by the fake provider
 * (packages/fake-provider); never by a screen.
 *
 * Amounts on this wire are decimal strings with at most 2 places ("12.50"), in the provider's
 * currency, which must be the platform's (CNY). Every request body is signed (provider-signing.ts).
 */

/** The platform's currency: every provider amount is in it. */
export const PROVIDER_CURRENCY = 'CNY';

/** The two wallet conventions of the field. */
export const PROVIDER_MODES = ['seamless', 'transfer'] as const;
export type ProviderMode = (typeof PROVIDER_MODES)[number];

/** How a provider's requests and ours are signed (header `X-Signature`, base64, over the raw body). */
export const PROVIDER_SIGNINGS = ['hmac-sha256', 'rsa-sha256'] as const;
export type ProviderSigning = (typeof PROVIDER_SIGNINGS)[number];

export const SIGNATURE_HEADER = 'x-signature';

/**
 * The status of a seamless-wallet answer (`data.status`). A provider may name them otherwise: its
 * record maps ours to its own (`error_codes`), and the answer carries the provider's name.
 */
export const PROVIDER_STATUSES = [
  'RS_OK',
  /** The body's signature does not verify: nothing done, no balance told. */
  'RS_ERROR_INVALID_SIGNATURE',
  /** No enabled provider of that code. */
  'RS_ERROR_INVALID_PARTNER',
  /** A field missing or of the wrong form (amount with more than 2 places, …). */
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_WRONG_CURRENCY',
  /** No such player, or the game session's token is not one we issued to this player. */
  'RS_ERROR_INVALID_TOKEN',
  /** The game session ended: a bet needs a live one (wins and rollbacks do not). */
  'RS_ERROR_TOKEN_EXPIRED',
  /** The player may not play: a time-out, a self-exclusion, a disabled account. */
  'RS_ERROR_USER_DISABLED',
  /** The player's loss or session limit refuses this stake. */
  'RS_ERROR_LIMIT_REACHED',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  /** The transaction id is known with other terms (kind, player, round, amount). */
  'RS_ERROR_DUPLICATE_TRANSACTION',
  /** A win or rollback whose bet we do not have (yet: send it again after the bet). */
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  /** The bet was rolled back (a late bet whose rollback came first, a win for it). */
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  /** A rollback of a bet that already has a win. */
  'RS_ERROR_BET_SETTLED',
  'RS_ERROR_UNKNOWN',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** The HTTP status (= envelope code) of each status. */
export const PROVIDER_STATUS_CODES: Record<ProviderStatus, number> = {
  RS_OK: 200,
  RS_ERROR_INVALID_SIGNATURE: 401,
  RS_ERROR_INVALID_PARTNER: 404,
  RS_ERROR_WRONG_TYPES: 400,
  RS_ERROR_WRONG_CURRENCY: 400,
  RS_ERROR_INVALID_TOKEN: 401,
  RS_ERROR_TOKEN_EXPIRED: 401,
  RS_ERROR_USER_DISABLED: 403,
  RS_ERROR_LIMIT_REACHED: 403,
  RS_ERROR_NOT_ENOUGH_MONEY: 422,
  RS_ERROR_DUPLICATE_TRANSACTION: 409,
  RS_ERROR_TRANSACTION_DOES_NOT_EXIST: 404,
  RS_ERROR_TRANSACTION_ROLLED_BACK: 409,
  RS_ERROR_BET_SETTLED: 409,
  RS_ERROR_UNKNOWN: 500,
};

/** Identifiers on the wire: printable ASCII without spaces. */
export const wireId = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/);

/** An amount: a decimal string, at most 2 places, at most 12 digits before the point. */
export const wireAmount = z.string().regex(/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/);

const common = {
  request_uuid: wireId(64),
  /** Our player reference, as the launch handed it (`u<id>`). */
  user: wireId(64),
  currency: wireId(8),
};

export const seamlessBalanceRequest = z.object({
  ...common,
  token: wireId(128).optional(),
});

export const seamlessBetRequest = z.object({
  ...common,
  transaction_uuid: wireId(64),
  /** The game session's token (the launch's): a bet needs a live session. */
  token: wireId(128),
  round: wireId(48),
  game_code: wireId(64),
  amount: wireAmount,
  /** The round ends with this bet (no win will follow). */
  round_closed: z.boolean().optional(),
});

export const seamlessWinRequest = z.object({
  ...common,
  transaction_uuid: wireId(64),
  /** The bet this win pays (same player and round). */
  reference_transaction_uuid: wireId(64),
  token: wireId(128).optional(),
  round: wireId(48),
  game_code: wireId(64),
  /** 0 closes a lost round. */
  amount: wireAmount,
  round_closed: z.boolean().optional(),
});

export const seamlessRollbackRequest = z.object({
  ...common,
  transaction_uuid: wireId(64),
  /** The bet to undo; unknown: recorded, so that bet is refused if it comes later. */
  reference_transaction_uuid: wireId(64),
  token: wireId(128).optional(),
  round: wireId(48),
  game_code: wireId(64).optional(),
});

export type SeamlessBalanceRequest = z.infer<typeof seamlessBalanceRequest>;
export type SeamlessBetRequest = z.infer<typeof seamlessBetRequest>;
export type SeamlessWinRequest = z.infer<typeof seamlessWinRequest>;
export type SeamlessRollbackRequest = z.infer<typeof seamlessRollbackRequest>;

/** `data` of every seamless answer, errors included. */
export const seamlessAnswer = z.object({
  /** Ours (PROVIDER_STATUSES) or the provider's name for it (its `error_codes`). */
  status: z.string(),
  request_uuid: z.string(),
  user: z.string(),
  currency: z.string(),
  /** The player's balance now; null only when the signature did not verify or no such player. */
  balance: wireAmount.nullable(),
});
export type SeamlessAnswer = z.infer<typeof seamlessAnswer>;

// ---- our calls to a provider ({base URL}/<call>, POST, signed) ----------------------------------

/** Every provider answer: `status` 'ok', or 'refused' (nothing done, `error` says why) or 'error'. */
export const providerReply = z.object({
  status: z.enum(['ok', 'refused', 'error']),
  error: z.string().max(200).optional(),
});

export const providerLaunchRequest = z.object({
  user: wireId(64),
  /** Our game session token (seamless: the provider sends it with each bet). */
  token: wireId(128),
  game_code: wireId(64),
  currency: wireId(8),
  lang: z.string().max(16),
});
export const providerLaunchReply = providerReply.extend({ url: z.string().max(2000).optional() });

export const providerGame = z.object({
  code: wireId(64),
  name: z.string().min(1).max(64),
  /** The catalogue's category slug (slots, fishing, cards, live, …). */
  category: z.string().max(32),
});
export const providerGamesReply = providerReply.extend({
  games: z.array(providerGame).max(2000).optional(),
});

/** Transfer wallet: register, balance, deposit, withdraw, order, bets. */
export const providerPlayerRequest = z.object({ user: wireId(64), currency: wireId(8) });
export const providerBalanceReply = providerReply.extend({ balance: wireAmount.optional() });
export const providerTransferRequest = z.object({
  user: wireId(64),
  /** Our order id, unique for ever: the same id twice moves money once. */
  order_id: wireId(64),
  amount: wireAmount,
  currency: wireId(8),
});
export const providerOrderRequest = z.object({ order_id: wireId(64) });
export const providerOrderReply = providerReply.extend({
  /** 'failed' is final: an unknown id is closed by asking, never processed later. */
  order: z
    .object({
      state: z.enum(['succeeded', 'failed', 'pending']),
      direction: z.enum(['in', 'out']).optional(),
      amount: wireAmount.optional(),
    })
    .optional(),
});

export const providerBetRecord = z.object({
  bet_id: wireId(64),
  user: wireId(64),
  game_code: wireId(64),
  bet: wireAmount,
  valid_bet: wireAmount,
  /** Signed: win minus stake. */
  win_loss: z.string().regex(/^-?(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/),
  /** 0 void, 1 settled, 2 open. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Milliseconds since 1970. */
  bet_at: z.number().int().nonnegative(),
});
export const providerBetsRequest = z.object({ cursor: z.string().max(200) });
export const providerBetsReply = providerReply.extend({
  records: z.array(providerBetRecord).max(5000).optional(),
  cursor: z.string().max(200).optional(),
});

/** Reconciliation: what the provider says happened in [from, to). */
export const providerReportRequest = z.object({
  from: z.number().int().nonnegative(),
  to: z.number().int().nonnegative(),
});
export const providerReportLine = z.object({
  /** Seamless: the transaction id; transfer: our order id. */
  id: wireId(64),
  kind: z.enum(['bet', 'win', 'rollback', 'in', 'out']),
  user: wireId(64),
  amount: wireAmount,
  at: z.number().int().nonnegative(),
});
export const providerReportReply = providerReply.extend({
  lines: z.array(providerReportLine).max(50_000).optional(),
});
export type ProviderReportLine = z.infer<typeof providerReportLine>;
