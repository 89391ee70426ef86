import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { AppContext } from '../../platform/context.ts';
import { creditFromHouse, houseVenueBalance } from '../ledger/index.ts';
import { call, registerPlayer, type TestStore } from '../../test/app.ts';

/** The house tests' calls: GET with a query, POST with an Idempotency-Key, through inject. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
type Answer = { status: number; code: number; message: string; data: any };

export async function get(
  app: FastifyInstance,
  path: string,
  query: Record<string, string | number> = {},
  token?: string,
): Promise<Answer> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const response = await app.inject({
    method: 'GET',
    url: search === '' ? path : `${path}?${search}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, ...response.json() };
}

export async function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token: string,
  idempotencyKey?: string,
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, ...response.json() };
}

export const spin = (app: FastifyInstance, token: string, body: unknown, key?: string) =>
  post(app, '/api/house/slot/spin', body, token, key);

export const shoot = (app: FastifyInstance, token: string, body: unknown, key?: string) =>
  post(app, '/api/house/fishing/shoot', body, token, key);

let serial = 0;

export interface HousePlayer {
  token: string;
  userId: number;
}

/**
 * A registered player with `walletYuan` credited to the platform wallet, of which `houseYuan` is
 * moved to the house venue through /api/transfer (the venues' path, the house adapter behind it).
 */
export async function housePlayer(
  t: { app: FastifyInstance; store: TestStore; ctx: AppContext },
  walletYuan: number,
  houseYuan: number,
): Promise<HousePlayer> {
  serial += 1;
  const name = `hs${serial}${randomBytes(4).toString('hex')}`.slice(0, 16);
  const token = await registerPlayer(t.app, name);
  const { id: userId } = await t.store.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', name)
    .executeTakeFirstOrThrow();
  if (walletYuan > 0) {
    await inTransaction(t.store, (tx) =>
      creditFromHouse(t.ctx, tx, {
        userId,
        purpose: 'demo_credit',
        amountMinor: BigInt(walletYuan) * 100n,
        key: `house-test-credit:${userId}`,
        kind: 'demo_credit',
      }),
    );
  }
  if (houseYuan > 0) {
    const moved = await call(
      t.app,
      '/api/transfer',
      { amount: houseYuan, sourcetype: 'userbalance', targettype: 'house' },
      token,
    );
    if (moved.code !== 200 || moved.data.state !== 1) {
      throw new Error(`transfer to house: ${moved.message}`);
    }
    if ((await houseVenueBalance(t.store, userId)) !== BigInt(houseYuan) * 100n) {
      throw new Error('the house wallet did not receive the transfer');
    }
  }
  return { token, userId };
}

export const playCards = (app: FastifyInstance, token: string, body: unknown, key?: string) =>
  post(app, '/api/house/cards/play', body, token, key);
