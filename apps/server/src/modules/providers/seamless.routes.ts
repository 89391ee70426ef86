import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { systemEndpoints } from '@app/contract/endpoints';
import { MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import {
  PROVIDER_CURRENCY,
  PROVIDER_STATUS_CODES,
  SIGNATURE_HEADER,
  type ProviderStatus,
  type SeamlessAnswer,
} from '@app/contract/provider-protocol';
import { verifyBody } from '@app/contract/provider-signing';
import type { AppContext } from '../../platform/context.ts';
import { parseJsonText } from '../../platform/http/envelope-plugin.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Guards } from '../../platform/http/guards.ts';
import { serveRaw } from '../../platform/http/route.ts';
import { playerBalance } from '../ledger/index.ts';
import { authState } from '../users/index.ts';
import { userIdOfPlayerRef } from '../venues/index.ts';
import { findProvider, verifyingKey, type Provider } from './provider-store.ts';
import {
  seamlessBet,
  seamlessRollback,
  seamlessWin,
  type SeamlessPlayer,
  type SeamlessResult,
} from './seamless-wallet.ts';

declare module '../../platform/http/guards.ts' {
  interface Callers {
    /** A game provider whose raw body's signature verified (`auth: 'provider'`). */
    provider: { provider: Provider };
  }
}

/** The message of each status (for people; the provider reads `data.status`). */
const STATUS_MESSAGES: Record<ProviderStatus, string> = {
  RS_OK: MSG.ok,
  RS_ERROR_INVALID_SIGNATURE: MSG.providerSignatureInvalid,
  RS_ERROR_INVALID_PARTNER: MSG.providerPartnerInvalid,
  RS_ERROR_WRONG_TYPES: MSG.badRequest,
  RS_ERROR_WRONG_CURRENCY: MSG.providerWrongCurrency,
  RS_ERROR_INVALID_TOKEN: MSG.providerTokenInvalid,
  RS_ERROR_TOKEN_EXPIRED: MSG.providerTokenExpired,
  RS_ERROR_USER_DISABLED: MSG.providerUserDisabled,
  RS_ERROR_LIMIT_REACHED: MSG.providerLimitReached,
  RS_ERROR_NOT_ENOUGH_MONEY: MSG.insufficientBalance,
  RS_ERROR_DUPLICATE_TRANSACTION: MSG.providerTxDuplicate,
  RS_ERROR_TRANSACTION_DOES_NOT_EXIST: MSG.providerTxUnknown,
  RS_ERROR_TRANSACTION_ROLLED_BACK: MSG.providerTxRolledBack,
  RS_ERROR_BET_SETTLED: MSG.providerBetSettled,
  RS_ERROR_UNKNOWN: MSG.badRequest,
};

/** The fields every answer repeats, as far as the body had them (even a malformed one). */
interface Echo {
  request_uuid: string;
  user: string;
  currency: string;
}

function echoOf(body: unknown): Echo {
  const field = (name: string) => {
    const value = (body as Record<string, unknown> | null)?.[name];
    return typeof value === 'string' && value.length <= 128 ? value : '';
  };
  return { request_uuid: field('request_uuid'), user: field('user'), currency: field('currency') };
}

function envelope(
  provider: Provider | undefined,
  status: ProviderStatus,
  echo: Echo,
  balance: bigint | null,
) {
  const data: SeamlessAnswer = {
    status: provider?.errorCodes[status] ?? status,
    ...echo,
    balance: balance === null ? null : formatMinor(balance),
  };
  return { code: PROVIDER_STATUS_CODES[status], message: STATUS_MESSAGES[status], data };
}

/** The exact text of each request's body (the signature covers it), kept by the scope's parser. */
const rawBodies = new WeakMap<FastifyRequest, string>();
const rawBodyOf = (request: FastifyRequest) => rawBodies.get(request) ?? '';

/**
 * The `provider` guard: the provider of the path, and the signature of the raw body with its key.
 * A refusal answers the protocol's status and no balance (an unsigned caller learns nothing).
 */
export function providerGuards(ctx: AppContext): Guards {
  return {
    provider: async (request) => {
      const refuse = (status: ProviderStatus, provider?: Provider) => {
        const answer = envelope(provider, status, echoOf(parsedOrNull(request)), null);
        return new AppError(answer.code, answer.message, answer.data);
      };
      const signature = request.headers[SIGNATURE_HEADER];
      if (typeof signature !== 'string' || signature === '') {
        throw refuse('RS_ERROR_INVALID_SIGNATURE');
      }
      const code = (request.params as { code?: string }).code ?? '';
      const provider = await findProvider(ctx, code);
      if (!provider || provider.mode !== 'seamless') throw refuse('RS_ERROR_INVALID_PARTNER');
      const key = verifyingKey(provider);
      if (!key || !verifyBody(provider.signing, key, rawBodyOf(request), signature)) {
        throw refuse('RS_ERROR_INVALID_SIGNATURE', provider);
      }
      return { provider };
    },
  };
}

/** The parsed body (the platform's parser refused what is not JSON or cannot be stored). */
function parsedOrNull(request: FastifyRequest): unknown {
  return request.body ?? null;
}

type Work<S extends z.ZodType> = (
  provider: Provider,
  player: SeamlessPlayer,
  request: z.output<S>,
) => Promise<SeamlessResult>;

/**
 * The seamless wallet's calls (docs/providers.md). Their scope keeps each JSON body's text beside
 * the parsed body (parsed and refused as every call's is), so the signature is checked over the
 * exact bytes the provider signed.
 */
export function registerSeamlessRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, parseJsonText(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  const handle =
    <S extends z.ZodType>(schema: S, work: Work<S>) =>
    async (request: FastifyRequest, reply: FastifyReply, caller: { provider: Provider }) => {
      const { provider } = caller;
      const body = parsedOrNull(request);
      const echo = echoOf(body);
      const userId = userIdOfPlayerRef(echo.user);
      const account = userId === undefined ? undefined : await authState(ctx.store, userId);
      const exists = account !== undefined;
      const send = async (status: ProviderStatus) => {
        const balance =
          exists && userId !== undefined ? await playerBalance(ctx.store, userId) : null;
        const answer = envelope(provider, status, echo, balance);
        return reply.code(answer.code).send(answer);
      };
      const parsed = schema.safeParse(body);
      if (!parsed.success) return send('RS_ERROR_WRONG_TYPES');
      if (echo.currency !== PROVIDER_CURRENCY || !provider.currencies.includes(echo.currency)) {
        return send('RS_ERROR_WRONG_CURRENCY');
      }
      if (!account || userId === undefined) return send('RS_ERROR_INVALID_TOKEN');
      return send(await work(provider, { userId, active: account.active }, parsed.data));
    };

  const balanceOnly: Work<typeof systemEndpoints.providerBalance.payload> = async () => 'RS_OK';
  serveRaw(
    app,
    systemEndpoints.providerBalance,
    handle(systemEndpoints.providerBalance.payload, balanceOnly),
  );
  serveRaw(
    app,
    systemEndpoints.providerBet,
    handle(systemEndpoints.providerBet.payload, (provider, player, request) =>
      seamlessBet(ctx, provider, player, request),
    ),
  );
  serveRaw(
    app,
    systemEndpoints.providerWin,
    handle(systemEndpoints.providerWin.payload, (provider, player, request) =>
      seamlessWin(ctx, provider, player, request),
    ),
  );
  serveRaw(
    app,
    systemEndpoints.providerRollback,
    handle(systemEndpoints.providerRollback.payload, (provider, player, request) =>
      seamlessRollback(ctx, provider, player, request),
    ),
  );
}
