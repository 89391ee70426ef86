import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signBody } from '@app/contract/provider-signing';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { creditFromHouse } from '../ledger/index.ts';
import { ensureOperator, operatorIdByName } from '../operators/index.ts';
import { openVenueAccount } from '../venues/index.ts';
import { call, registerPlayer, type TestStore } from '../../test/app.ts';
import { saveProvider, setCredentials } from './admin.ts';
import { SESSION_TTL_MS } from './seamless-wallet.ts';
import { openSession } from './sessions.ts';

/**
 * The seamless wallet's tests play the provider themselves: an HMAC provider `code` (its venue
 * and record), a funded player with a game session, and signed calls.
 */
export interface SeamlessFixture {
  code: string;
  secret: string;
  player: { userId: number; ref: string; token: string; session: string };
  /** A signed call of the wallet: the HTTP status and the envelope. */
  send(
    kind: 'balance' | 'bet' | 'win' | 'rollback',
    fields: Record<string, unknown>,
    options?: { signature?: string; user?: string },
  ): Promise<{ http: number; code: number; data: { status: string; balance: string | null } }>;
}

let serial = 0;

export async function seamlessFixture(
  t: { app: FastifyInstance; store: TestStore; ctx: AppContext },
  options: { code?: string; walletYuan?: number; errorCodes?: Record<string, string> } = {},
): Promise<SeamlessFixture> {
  serial += 1;
  const code = options.code ?? `sw${serial}`;
  await ensureOperator(t.ctx, 'swops', 'ops-secret-123');
  const actor = { operatorId: (await operatorIdByName(t.ctx, 'swops'))!, ip: '127.0.0.1' };
  await saveProvider(
    t.ctx,
    {
      code,
      name: `单一钱包${serial}`,
      mode: 'seamless',
      signing: 'hmac-sha256',
      base_url: 'http://127.0.0.1:9/none',
      currencies: ['CNY'],
      categories: ['slots'],
      ...(options.errorCodes ? { error_codes: options.errorCodes } : {}),
      enabled: true,
    },
    actor,
  );
  const secret = randomBytes(24).toString('base64url');
  await setCredentials(t.ctx, { code, secret }, actor);
  const name = `sw${randomBytes(5).toString('hex')}`;
  const token = await registerPlayer(t.app, name);
  const userId = (await call(t.app, '/api/user', {}, token)).data.id as number;
  const yuan = options.walletYuan ?? 100;
  if (yuan > 0) {
    await inTransaction(t.store, (tx) =>
      creditFromHouse(t.ctx, tx, {
        userId,
        purpose: 'demo_credit',
        amountMinor: BigInt(yuan) * 100n,
        key: `sw-credit:${userId}`,
        kind: 'demo_credit',
      }),
    );
  }
  // As the first launch does: the records name the player by this account.
  await openVenueAccount(t.ctx, userId, code);
  const session = await openSession(t.store, {
    provider: code,
    userId,
    gameCode: 'dice',
    now: t.ctx.clock.now(),
    ttlMs: SESSION_TTL_MS,
  });
  const ref = `u${userId}`;
  return {
    code,
    secret,
    player: { userId, ref, token, session },
    async send(kind, fields, sendOptions = {}) {
      const body = JSON.stringify({
        request_uuid: randomUUID(),
        user: sendOptions.user ?? ref,
        currency: 'CNY',
        ...(kind === 'bet' ? { token: session, game_code: 'dice' } : {}),
        ...(kind === 'win' ? { game_code: 'dice' } : {}),
        ...fields,
      });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/providers/${code}/${kind}`,
        headers: {
          'content-type': 'application/json',
          'x-signature': sendOptions.signature ?? signBody('hmac-sha256', secret, body),
        },
        payload: body,
      });
      const envelope = response.json() as {
        code: number;
        data: { status: string; balance: string | null };
      };
      return { http: response.statusCode, ...envelope };
    },
  };
}
