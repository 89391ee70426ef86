import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE } from '@app/contract/realtime';
import { buildApp } from '../../app.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { join, listen } from '../../platform/realtime/test-helpers.ts';
import { creditFromHouse } from '../ledger/index.ts';
import { endAllSessions, hashToken, sessionCache } from './index.ts';

/**
 * Revocation reaches every node at once (CONTEXT.md): two apps on one database, each with its own
 * Redis client, as two nodes behind a balancer. A session ended on node A is refused by node B on
 * the very next call, although B had it in its session cache; money calls included; and the demo
 * venue's launch sessions of the player end with it on both nodes.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.log('TEST_REDIS_URL is not set: the revocation tests across two nodes are SKIPPED.');
}
const PREFIX = `rv-test-${randomBytes(4).toString('hex')}:`;
/** How soon after the revoking call answers the other node must refuse the token. */
const REFUSED_WITHIN_MS = 200;
const OLD = 'secret123';

describe.skipIf(!redisUrl).each(TEST_DATABASES)('revocation across two nodes on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    t = await startTestApp(kind, { redisUrl, redisPrefix: PREFIX });
    a = t.app;
    b = await buildApp({ config: t.config, store: t.store, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await t?.store.close();
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${PREFIX}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  let serial = 0;
  /** A player registered on node A, with `yuan` credited through the ledger. */
  async function player(yuan = 0): Promise<{ token: string; userId: number; name: string }> {
    serial += 1;
    const name = `rv${kind.slice(0, 2)}${serial}${Date.now().toString(36).slice(-6)}`;
    const token = await registerPlayer(a, name, OLD);
    const { id: userId } = await t.store.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
    if (yuan > 0) {
      await inTransaction(t.store, (tx) =>
        creditFromHouse(t.ctx, tx, {
          userId,
          purpose: 'demo_credit',
          amountMinor: BigInt(yuan) * 100n,
          key: `revocation-test:${userId}`,
          kind: 'demo_credit',
        }),
      );
    }
    return { token, userId, name };
  }

  /** A call on the node, after which the session is in that node's cache. */
  async function warm(app: FastifyInstance, token: string): Promise<void> {
    expect(await call(app, '/api/balance', {}, token)).toMatchObject({ status: 200 });
    expect(sessionCache(app.ctx).get(hashToken(token))).toBeDefined();
  }

  const balance = async (app: FastifyInstance, token: string) =>
    (await call(app, '/api/balance', {}, token)).data.balance as string;

  /** Runs the revoking call on A and answers when it returned. */
  async function onA(path: string, body: unknown, token: string): Promise<number> {
    const answer = await call(a, path, body, token);
    expect(answer).toMatchObject({ status: 200 });
    return performance.now();
  }

  const expectRefused = async (
    app: FastifyInstance,
    token: string,
    since: number,
    message: string = MSG.sessionExpired,
  ) => {
    const answer = await call(app, '/api/balance', {}, token);
    const after = performance.now() - since;
    expect(answer).toMatchObject({ status: 401, message });
    expect(after).toBeLessThan(REFUSED_WITHIN_MS);
  };

  it('a logoff on A is refused on B on the very next call, money calls included', async () => {
    const { token } = await player(100);
    await warm(b, token);
    const loggedOff = await onA('/api/logoff', {}, token);
    await expectRefused(b, token, loggedOff);
    expect(
      await call(
        b,
        '/api/transfer',
        { amount: 10, sourcetype: 'userbalance', targettype: 'demo4' },
        token,
      ),
    ).toMatchObject({ status: 401, message: MSG.sessionExpired });
    expect(await call(a, '/api/balance', {}, token)).toMatchObject({ status: 401 });
  });

  it('a new password on A ends every session on B at once, money calls included', async () => {
    const { token, name } = await player(100);
    const login = await call(b, '/api/login_pc', { name, password: OLD });
    const other = login.data.api_token as string;
    await warm(b, token);
    await warm(b, other);
    const changed = await onA(
      '/api/editPassword',
      { oldpassword: OLD, password: 'brandnew1', repassword: 'brandnew1' },
      token,
    );
    await expectRefused(b, other, changed);
    await expectRefused(b, token, changed);
    expect(
      await call(b, '/api/withdraw', { amount: 50, bank: 0, password: OLD, type: 2 }, other),
    ).toMatchObject({ status: 401, message: MSG.sessionExpired });
    expect(
      await call(
        b,
        '/api/transfer',
        { amount: 10, sourcetype: 'userbalance', targettype: 'demo4' },
        other,
      ),
    ).toMatchObject({ status: 401 });
    const fresh = await call(b, '/api/login_pc', { name, password: 'brandnew1' });
    expect(await balance(b, fresh.data.api_token)).toBe('100.00');
  });

  /** A player with 50.00 at the demo venue 'demo4' and a launch session made on A. */
  async function launched() {
    const who = await player(100);
    const moved = await call(
      a,
      '/api/transfer',
      { amount: 50, sourcetype: 'userbalance', targettype: 'demo4' },
      who.token,
    );
    expect(moved).toMatchObject({ status: 200 });
    const launch = await call(
      a,
      '/api/getGameUrl',
      { plat_name: 'demo4', game_type: 3, game_code: 'slot-fruit' },
      who.token,
    );
    expect(launch).toMatchObject({ status: 200 });
    const venueToken = new URL(launch.data.url, 'http://x').searchParams.get('t')!;
    expect(venueToken).toBeTruthy();
    return { ...who, venueToken };
  }

  const spin = async (app: FastifyInstance, venueToken: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/venue/demo/api/slot/spin',
      headers: { 'content-type': 'application/json', 'x-venue-session': venueToken },
      payload: JSON.stringify({ bet: '1.00' }),
    });
    return { status: response.statusCode, ...response.json() };
  };

  it('a logoff on A ends the launch session: no more rounds on either node', async () => {
    const { token, venueToken } = await launched();
    expect(await spin(b, venueToken)).toMatchObject({ status: 200 });
    await onA('/api/logoff', {}, token);
    for (const app of [b, a]) {
      expect(await spin(app, venueToken)).toMatchObject({
        status: 401,
        message: MSG.gameSessionExpired,
      });
    }
  });

  it('a new password on B ends the launch session made on A', async () => {
    const { token, venueToken } = await launched();
    expect(await spin(a, venueToken)).toMatchObject({ status: 200 });
    expect(
      await call(
        b,
        '/api/editPassword',
        { oldpassword: OLD, password: 'brandnew2', repassword: 'brandnew2' },
        token,
      ),
    ).toMatchObject({ status: 200 });
    for (const app of [a, b]) {
      expect(await spin(app, venueToken)).toMatchObject({
        status: 401,
        message: MSG.gameSessionExpired,
      });
    }
  });

  it('a frozen account: its sessions and launch sessions end on every node', async () => {
    const { token, userId, venueToken } = await launched();
    await warm(b, token);
    await t.store.db.updateTable('users').set({ status: 0 }).where('id', '=', userId).execute();
    await endAllSessions(a.ctx, userId, 'frozen');
    const frozen = performance.now();
    // A frozen player's old token is told why (not merely to log in again).
    await expectRefused(b, token, frozen, MSG.accountDisabled);
    expect(await spin(b, venueToken)).toMatchObject({
      status: 401,
      message: MSG.gameSessionExpired,
    });
  });

  it('a time-out started on A closes the lottery room socket held on B at once', async () => {
    const { token } = await player();
    const port = await listen(b);
    const { client } = await join(`ws://127.0.0.1:${port}/wss?roomid=1&_token=${token}`);
    const blocked = await onA('/api/responsible/timeout', { days: 1 }, token);
    expect((await client.closed).code).toBe(REALTIME_CLOSE.forbidden);
    expect(performance.now() - blocked).toBeLessThan(REFUSED_WITHIN_MS);
    // The login goes on, on both nodes.
    expect(await call(b, '/api/balance', {}, token)).toMatchObject({ status: 200 });
  });

  it('another player on B keeps being served from its cache', async () => {
    const { token: leaving } = await player();
    const { token: staying } = await player();
    await warm(b, staying);
    await onA('/api/logoff', {}, leaving);
    expect(await call(b, '/api/balance', {}, staying)).toMatchObject({ status: 200 });
  });
});
