import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { Store } from '../../platform/db/database.ts';
import { creditFromHouse } from '../ledger/index.ts';
import { call, registerPlayer } from '../../test/app.ts';

/** A registered player with `yuan` on their wallet. */
export async function fundedPlayer(
  app: FastifyInstance,
  store: Store,
  name: string,
  yuan: number,
): Promise<{ token: string; userId: number }> {
  const token = await registerPlayer(app, name);
  const me = await call(app, '/api/user', {}, token);
  const userId: number = me.data.id;
  if (yuan > 0) {
    await inTransaction(store, (tx) =>
      creditFromHouse(app.ctx, tx, {
        userId,
        purpose: 'demo_credit',
        amountMinor: BigInt(yuan) * 100n,
        key: `lottery-test-credit:${userId}`,
        kind: 'demo_credit',
      }),
    );
  }
  return { token, userId };
}

export async function getJson(
  app: FastifyInstance,
  url: string,
  token?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
): Promise<{ status: number; code: number; message: string; data: any }> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, ...response.json() };
}

export const sha256Hex = (hex: string) =>
  createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

let orderSerial = 0;
/** A fresh order id. */
const ORDER_RUN = randomBytes(4).toString('hex');
export const orderId = () => `T${ORDER_RUN}${(orderSerial += 1)}`;
