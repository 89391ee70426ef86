import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE } from '@app/contract/realtime';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { join, listen } from '../../platform/realtime/test-helpers.ts';
import { ensureOperator } from '../operators/index.ts';
import { fundedPlayer, spinDemoSlot } from './games.test-helpers.ts';

/**
 * A time-out or exclusion, started by the player or by an operator, ends the play already under
 * way: the venue's launch sessions stop playing rounds and the player's lottery room sockets
 * close with the block's message, while the login goes on (records and withdrawals stay open).
 * Across nodes the same event travels as a revocation does (platform/revocations).
 */
describe.each(TEST_DATABASES)('a block ends the game under way on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let base = '';
  let operator = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    base = `ws://127.0.0.1:${await listen(t.app)}/wss`;
    await ensureOperator(t.ctx, 'blocks_support', 'ops-secret-123', 'support');
    operator = (
      await call(t.app, '/api/admin/login', { name: 'blocks_support', password: 'ops-secret-123' })
    ).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  /** A player with 50.00 at the demo venue 'demo4', a slot open there and a lottery room open. */
  async function playing() {
    const who = await fundedPlayer(t.app, t.store, 100);
    expect(
      await call(
        t.app,
        '/api/transfer',
        { amount: 50, sourcetype: 'userbalance', targettype: 'demo4' },
        who.token,
      ),
    ).toMatchObject({ status: 200 });
    const launch = await call(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'demo4', game_type: 3, game_code: 'slot-fruit' },
      who.token,
    );
    expect(launch).toMatchObject({ status: 200 });
    const venueToken = new URL(launch.data.url, 'http://x').searchParams.get('t')!;
    const room = await join(`${base}?roomid=1&_token=${who.token}`);
    const lobby = await join(`${base}?roomid=demo-app&_token=${who.token}`);
    return { ...who, venueToken, room: room.client, lobby: lobby.client };
  }

  const spin = (venueToken: string) => spinDemoSlot(t.app, venueToken);

  const blocks: [string, (p: { token: string; userId: number }) => Promise<unknown>][] = [
    [
      'a time-out by the player',
      (p) => call(t.app, '/api/responsible/timeout', { days: 1 }, p.token),
    ],
    ['a self-exclusion', (p) => call(t.app, '/api/responsible/exclude', { term: '6m' }, p.token)],
    [
      'a time-out by an operator',
      (p) =>
        call(
          t.app,
          '/api/admin/players/protection/block',
          { user_id: p.userId, kind: 'timeout', days: 7, reason: '玩家来电要求' },
          operator,
        ),
    ],
    [
      'an exclusion by an operator',
      (p) =>
        call(
          t.app,
          '/api/admin/players/protection/block',
          { user_id: p.userId, kind: 'exclusion', term: 'forever', reason: '家属申请' },
          operator,
        ),
    ],
  ];

  it.each(blocks)('%s ends the slot and the lottery room at once', async (_name, block) => {
    const p = await playing();
    const bystander = await playing();
    for (let i = 0; i < 3; i++) expect(await spin(p.venueToken)).toMatchObject({ status: 200 });

    expect(await block(p)).toMatchObject({ status: 200 });

    expect(await spin(p.venueToken)).toMatchObject({
      status: 401,
      message: MSG.gameSessionExpired,
    });
    // The room says why (an error frame, then the close; a close reason holds 123 bytes only).
    const refusal = await p.room.nextOf('error');
    expect(refusal).toMatchObject({
      code: REALTIME_CLOSE.forbidden,
      message: expect.stringMatching(/^您/),
    });
    expect((await p.room.closed).code).toBe(REALTIME_CLOSE.forbidden);
    // What is not play goes on: the lobby socket, the login, a bystander's game.
    p.lobby.send({ type: 'chat', content: '还在' });
    expect(await p.lobby.nextOf('pub')).toMatchObject({ data: { content: '还在' } });
    expect(await call(t.app, '/api/balance', {}, p.token)).toMatchObject({ status: 200 });
    expect(await spin(bystander.venueToken)).toMatchObject({ status: 200 });
    // And a new launch is refused with the same message.
    const again = await call(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'demo4', game_type: 3, game_code: 'slot-fruit' },
      p.token,
    );
    expect(again).toMatchObject({ status: 403, message: refusal.message });
    for (const who of [p, bystander]) {
      who.lobby.close();
      who.room.close();
    }
  });
});
