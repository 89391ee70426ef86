import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxRoomId } from '@app/contract/inbox';
import { REALTIME_CLOSE } from '@app/contract/realtime';
import { Client } from '../../platform/realtime/test-helpers.ts';
import { ensureOperator } from '../operators/index.ts';
import { listDeposits } from '../wallet/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { listenOnTestPort } from '../../test/ports.ts';

const OPS = { name: 'inboxroomops', password: 'ops-secret-123' };
/** The ports this suite's sockets listen on. */
const PORTS = { first: 18320, last: 18329 };

/**
 * The player's own room: an operator's decision on the player's deposit reaches the player's open
 * screens over the socket once it has committed, so /transRecord and the balance refetch instead
 * of showing 待审核 until a reload. Only the player's own token joins the room.
 */
describe.each(TEST_DATABASES)("the player's inbox room on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let port = 0;
  let serial = 0;
  const clients: Client[] = [];
  const socket = (roomid: string, token: string) => {
    const client = new Client(`ws://127.0.0.1:${port}/wss?roomid=${roomid}&_token=${token}`);
    clients.push(client);
    return client;
  };
  const newPlayer = async () => {
    const token = await registerPlayer(
      t.app,
      `ir${kind.slice(0, 2)}${++serial}x${Date.now() % 1e6}`,
    );
    const id = (await call(t.app, '/api/user', {}, token)).data.id as number;
    return { token, id };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { paySandbox: true });
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
    port = await listenOnTestPort(t.app, PORTS);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.app.close();
    await t.store.close();
  });

  it("a deposit decision reaches the player's socket, once, after it commits", async () => {
    const player = await newPlayer();
    const client = socket(inboxRoomId(player.id), player.token);
    expect((await client.nextOf('welcome')).snapshot).toEqual({ user_id: player.id });

    const created = await call(
      t.app,
      '/api/recharge',
      { paytype: 'usdt', catepay: 'TRC20', amount: 50 },
      player.token,
    );
    expect(created.code, created.message).toBe(200);
    const pending = await listDeposits(t.ctx, { state: 1, page: 1 });
    const id = pending.data.find((d) => d.deposit_no === created.message)!.id;

    const review = (approve: boolean) =>
      call(t.app, '/api/admin/deposits/review', { id, approve, remark: 'again' }, ops);
    expect((await review(true)).code).toBe(200);
    const [pub] = await client.pubs(1);
    expect(pub.data).toEqual({ type: 'inbox', kind: 'deposit' });
    // What the screen refetches on it shows the decision.
    const records = await call(
      t.app,
      '/api/gettransrecord',
      { type: 1, date: 4, page: 1 },
      player.token,
    );
    expect(records.data.data[0]).toMatchObject({ state_name: '已通过' });

    // A second review is refused and rolled back: nothing is published.
    expect((await review(false)).status).toBe(409);
    expect((await client.quiet(300)).filter((f: { type?: string }) => f.type === 'pub')).toEqual(
      [],
    );
  });

  it("another player's room is refused", async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const client = socket(inboxRoomId(a.id), b.token);
    expect((await client.closed).code).toBe(REALTIME_CLOSE.forbidden);
  });
});
