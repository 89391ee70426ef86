import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../platform/db/transaction.ts';
import type { AppContext } from '../platform/context.ts';
import { creditFromHouse, houseVenueBalance } from '../modules/ledger/index.ts';
import { call, registerPlayer, type TestStore } from './app.ts';

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
