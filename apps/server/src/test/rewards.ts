import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { inTransaction } from '../platform/db/transaction.ts';
import { openBets, settleBets } from '../modules/bets/index.ts';
import { listDeposits, reviewDeposit } from '../modules/wallet/index.ts';
import { call, registerPlayer } from './app.ts';
import { PNG_1PX, upload } from './uploads.ts';

/** A registered player and their id. */
export async function player(
  app: FastifyInstance,
  name: string,
): Promise<{ token: string; userId: number; signIn: () => Promise<string> }> {
  const token = await registerPlayer(app, name);
  const me = await call(app, '/api/user', {}, token);
  /** A new session (sessions expire on the app's clock: a test that moves it by weeks signs in again). */
  const signIn = async () =>
    (await call(app, '/api/login_pc', { name, password: 'secret123' })).data.api_token as string;
  return { token, userId: me.data.id, signIn };
}

/** A manual USDT deposit of `usdt`, approved (credited at the deposit rate, 7.20 by default). */
export async function approvedDeposit(
  app: FastifyInstance,
  ctx: AppContext,
  token: string,
  usdt: number,
): Promise<void> {
  const shot = (await upload(app, token, PNG_1PX)).data;
  const created = await call(app, '/api/uploadform', { url: shot, num: String(usdt) }, token);
  if (created.code !== 200) throw new Error(`deposit refused: ${created.message}`);
  const pending = await listDeposits(ctx, { state: 1, page: 1 });
  const row = pending.data.find((d) => d.deposit_no === created.data.deposit_no)!;
  await reviewDeposit(ctx, { id: row.id, approve: true, remark: 'test', operatorId: 0 });
}

let serial = 0;

/**
 * Settled bets of the player at a venue (or 'lottery'): [valid fen, bet time, game code ('test', a
 * game the catalogue does not know, unless given)] each.
 */
export async function settledBets(
  ctx: AppContext,
  userId: number,
  platname: string,
  bets: readonly { validMinor: bigint; at: number; status?: 0 | 1; gameCode?: string }[],
): Promise<void> {
  const ids = bets.map(() => `t${process.pid}-${Date.now().toString(36)}-${(serial += 1)}`);
  await inTransaction(ctx.store, async (tx) => {
    await openBets(
      tx,
      bets.map((bet, i) => ({
        userId,
        platname,
        betId: ids[i]!,
        gameCode: bet.gameCode ?? 'test',
        stakeMinor: bet.validMinor,
        betAt: bet.at,
      })),
      ctx.clock.now(),
    );
    await settleBets(
      tx,
      platname,
      bets.map((bet, i) => ({
        betId: ids[i]!,
        status: bet.status ?? 1,
        validMinor: bet.validMinor,
        winLossMinor: 0n,
      })),
    );
  });
}
