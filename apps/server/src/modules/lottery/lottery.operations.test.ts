import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { Client } from '../../platform/realtime/test-helpers.ts';
import { manualClock } from '../../platform/time.ts';
import { verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { listenOnTestPort } from '../../test/ports.ts';
import { fundedPlayer, getJson, orderId, sha256Hex } from './lottery.test-helpers.ts';

/** 2026-11-23 12:00:05 Beijing: inside an issue of both demo lotteries. */
const START = Date.UTC(2026, 10, 23, 4, 0, 5);
const ADMIN = { name: 'roomadmin', password: 'ops-secret-123' };
const SUPPORT = { name: 'roomsupport', password: 'ops-secret-123' };
const CONTENT = { name: 'roomcontent', password: 'ops-secret-123' };

describe.each(TEST_DATABASES)('lottery operations in the console on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let port = 0;
  let admin = '';
  let support = '';
  let content = '';
  const clients: Client[] = [];
  const name = (tag: string) => `op${tag}${kind.slice(0, 2)}${Date.now().toString(36).slice(-5)}`;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    port = await listenOnTestPort(t.app);
    const ctx = createContext(t.config, t.store);
    await ensureOperator(ctx, ADMIN.name, ADMIN.password, 'admin');
    await ensureOperator(ctx, SUPPORT.name, SUPPORT.password, 'support');
    await ensureOperator(ctx, CONTENT.name, CONTENT.password, 'content');
    admin = (await call(t.app, '/api/admin/login', ADMIN)).data.token;
    support = (await call(t.app, '/api/admin/login', SUPPORT)).data.token;
    content = (await call(t.app, '/api/admin/login', CONTENT)).data.token;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const join = async (token: string, roomId: number) => {
    const client = new Client(`ws://127.0.0.1:${port}/wss?roomid=${roomId}&_token=${token}`);
    clients.push(client);
    const welcome = await client.nextOf('welcome');
    return { client, welcome };
  };
  const audit = (action: string) =>
    t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', action)
      .execute();

  it('lists the issues newest first: the seed only once drawn, figures equal to the settlement rows', async () => {
    clock.set(START);
    const p = await fundedPlayer(t.app, t.store, name('i'), 1_000);
    const room = (await getJson(t.app, '/api/lotteryRoom?room_id=3', p.token)).data;
    const first: string = room.nextexpect;
    const placed = await call(
      t.app,
      '/api/lotteryOrder',
      {
        room_id: 3,
        expect: first,
        order: {
          id: orderId(),
          total: 160,
          data: [
            ['大', 'big', 100],
            ['单', 'odd', 50],
            ['豹子', 'triple', 10],
          ],
        },
      },
      p.token,
    );
    expect(placed.code).toBe(200);

    // Before the draw: the commitment, no seed, the lines placed so far, no payout.
    const before = await call(t.app, '/api/admin/lottery/issues', { room_id: 3 }, content);
    expect(before.code).toBe(200);
    const open = before.data.data.find((i: { expect: string }) => i.expect === first);
    expect(open).toMatchObject({
      seed: '',
      numbers: [],
      settled: false,
      bets: 3,
      stake: '160.00',
      payout: null,
      house: null,
    });
    expect(open.commitment).toMatch(/^[0-9a-f]{64}$/);

    clock.advance(10 * 60 * 1000);
    await runDueJobs(t.ctx);
    await runDueJobs(t.ctx);

    const list = await call(t.app, '/api/admin/lottery/issues', { room_id: 3, page: 1 }, admin);
    expect(list.code).toBe(200);
    const expects: string[] = list.data.data.map((i: { expect: string }) => i.expect);
    expect([...expects].sort().reverse()).toEqual(expects);
    expect(list.data.total).toBeGreaterThanOrEqual(expects.length);
    const drawn = list.data.data.find((i: { expect: string }) => i.expect === first);
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex(drawn.seed)).toBe(drawn.commitment);
    expect(drawn.numbers).toHaveLength(3);
    const verify = (await getJson(t.app, `/api/lotteryVerify?room_id=3&expect=${first}`)).data;
    expect(drawn.numbers).toEqual(verify.numbers);

    const row = await t.store.db
      .selectFrom('lottery_settlements')
      .selectAll()
      .where('room_id', '=', 3)
      .where('expect', '=', first)
      .executeTakeFirstOrThrow();
    const yuan = (minor: bigint) =>
      `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;
    expect(drawn).toMatchObject({
      settled: true,
      settled_at: row.settled_at,
      bets: row.lines,
      stake: yuan(row.stake_minor),
      payout: yuan(row.payout_minor),
      house: yuan(row.stake_minor - row.payout_minor),
    });
    expect(row.lines).toBe(3);
    expect(row.stake_minor).toBe(16_000n);

    // Another room of the same lottery shows the same draws and its own (empty) figures.
    const other = await call(t.app, '/api/admin/lottery/issues', { room_id: 4 }, admin);
    const same = other.data.data.find((i: { expect: string }) => i.expect === first);
    expect(same).toMatchObject({ commitment: drawn.commitment, bets: 0, stake: '0.00' });

    // Pages of 20; a support operator may not read it; an unknown room is 404.
    const page2 = await call(t.app, '/api/admin/lottery/issues', { room_id: 3, page: 2 }, admin);
    expect(page2.data.current_page).toBe(2);
    expect((await call(t.app, '/api/admin/lottery/issues', { room_id: 3 }, support)).status).toBe(
      403,
    );
    expect((await call(t.app, '/api/admin/lottery/issues', { room_id: 99 }, admin)).status).toBe(
      404,
    );
    expect(
      (await call(t.app, '/api/admin/lottery/issues', { room_id: 3, page: 0 }, admin)).status,
    ).toBe(400);
  });

  it('removes a chat message for everyone: live clients are told, history no longer has it', async () => {
    const a = await fundedPlayer(t.app, t.store, name('a'), 0);
    const b = await fundedPlayer(t.app, t.store, name('b'), 0);
    const { client: ca } = await join(a.token, 4);
    const { client: cb } = await join(b.token, 4);
    // The console listens with the support operator's token.
    const { client: co, welcome } = await join(support, 4);
    expect(welcome.snapshot).toMatchObject({ room_id: 4 });

    ca.send({ content: '广告 加我微信' });
    const [pub] = await cb.pubs(1);
    await ca.pubs(1);
    const [seen] = await co.pubs(1);
    expect(seen.data.id).toBe(pub.data.id);
    const id: string = pub.data.id;

    const chat = await call(t.app, '/api/admin/lottery/chat', { room_id: 4 }, support);
    expect(chat.code).toBe(200);
    expect(chat.data.messages.map((m: { id: string }) => m.id)).toContain(id);

    // The operator only listens.
    co.send({ content: '我是客服' });
    expect(await co.nextOf('error')).toMatchObject({ message: MSG.lotteryOperatorListenOnly });

    // Content operators do not moderate chat.
    expect(
      (await call(t.app, '/api/admin/lottery/chat/remove', { room_id: 4, id }, content)).status,
    ).toBe(403);
    const removed = await call(
      t.app,
      '/api/admin/lottery/chat/remove',
      { room_id: 4, id },
      support,
    );
    expect(removed).toMatchObject({ code: 200, data: { id } });
    const [gone] = await cb.pubs(1);
    expect(gone.data).toEqual({ kind: 'removed', removed_id: id });
    expect((await ca.pubs(1))[0].data).toEqual({ kind: 'removed', removed_id: id });

    const history = (await getJson(t.app, '/api/lotteryRoom?room_id=4', b.token)).data;
    expect(history.chatdata.map((m: { id: string }) => m.id)).not.toContain(id);
    const after = await call(t.app, '/api/admin/lottery/chat', { room_id: 4 }, support);
    expect(after.data.messages.map((m: { id: string }) => m.id)).not.toContain(id);

    const [entry] = await audit('lottery.chat.remove');
    expect(entry?.target).toBe('lottery_room:4');
    expect(JSON.parse(entry!.detail)).toMatchObject({
      message_id: Number(id),
      user_id: a.userId,
      content: '广告 加我微信',
    });

    // Twice, in another room, or a system message: refused, nothing written.
    expect(
      (await call(t.app, '/api/admin/lottery/chat/remove', { room_id: 4, id }, support)).status,
    ).toBe(404);
    ca.send({ content: '再说一句' });
    const [next] = await cb.pubs(1);
    expect(
      (
        await call(
          t.app,
          '/api/admin/lottery/chat/remove',
          { room_id: 3, id: next.data.id },
          support,
        )
      ).status,
    ).toBe(404);
    const system = await t.store.db
      .selectFrom('lottery_chat')
      .select('id')
      .where('kind', '<>', 'chat')
      .executeTakeFirst();
    if (system) {
      const refusal = await call(
        t.app,
        '/api/admin/lottery/chat/remove',
        { room_id: 3, id: system.id },
        support,
      );
      expect(refusal.status).toBeGreaterThanOrEqual(400);
      expect(refusal.status).toBeLessThan(500);
    }
    expect(await audit('lottery.chat.remove')).toHaveLength(1);
  });

  it('mutes a player in a room until a time: chat refused in Chinese, bets still taken', async () => {
    clock.set(START);
    const p = await fundedPlayer(t.app, t.store, name('m'), 100);
    const q = await fundedPlayer(t.app, t.store, name('n'), 0);
    const { client } = await join(p.token, 3);

    const muted = await call(
      t.app,
      '/api/admin/lottery/mute',
      { room_id: 3, user_id: p.userId, minutes: 30 },
      support,
    );
    expect(muted.code).toBe(200);
    expect(muted.data.mute).toMatchObject({ user_id: p.userId, until: START + 30 * 60_000 });
    // 12:30 Beijing.
    client.send({ content: '我还能说话吗' });
    const refusal = await client.nextOf('error');
    expect(refusal.message).toBe('您已被禁言至2026-11-23 12:30（北京时间），暂时不能发言');

    // Bets are still taken, over the socket and over HTTP.
    const room = (await getJson(t.app, '/api/lotteryRoom?room_id=3', p.token)).data;
    const id = orderId();
    client.send({
      content: '大10',
      expect: room.nextexpect,
      order: { id, total: '10', data: [['大', 'big', 10]] },
    });
    expect(await client.nextOf('direct')).toMatchObject({ data: { ok: true, order_id: id } });

    // Only in that room.
    const { client: other } = await join(p.token, 4);
    other.send({ content: '这里可以' });
    expect((await other.pubs(1))[0].data).toMatchObject({ content: '这里可以' });

    const chat = await call(t.app, '/api/admin/lottery/chat', { room_id: 3 }, support);
    expect(chat.data.mutes).toContainEqual(
      expect.objectContaining({ user_id: p.userId, until: START + 30 * 60_000 }),
    );

    // When the time has passed the player speaks again.
    clock.set(START + 30 * 60_000 + 1);
    // Half an hour on the app's clock: the operators' sessions went idle; they sign in again.
    admin = (await call(t.app, '/api/admin/login', ADMIN)).data.token;
    support = (await call(t.app, '/api/admin/login', SUPPORT)).data.token;
    content = (await call(t.app, '/api/admin/login', CONTENT)).data.token;
    // The socket too was silent for half an hour (closed as silent): the player joins again.
    const { client: back } = await join(p.token, 3);
    back.send({ content: '解禁了' });
    const [spoken] = await back.pubs(1);
    expect(spoken.data).toMatchObject({ content: '解禁了', user_id: p.userId });

    // Muting again, then lifting it (0 minutes).
    await call(
      t.app,
      '/api/admin/lottery/mute',
      { room_id: 3, user_id: p.userId, minutes: 5 },
      admin,
    );
    const lifted = await call(
      t.app,
      '/api/admin/lottery/mute',
      { room_id: 3, user_id: p.userId, minutes: 0 },
      admin,
    );
    expect(lifted.data.mute).toBeNull();
    back.send({ content: '又能说话了' });
    expect((await back.pubs(1))[0].data).toMatchObject({ content: '又能说话了' });

    const entries = await audit('lottery.mute');
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(entries[0]!.detail)).toMatchObject({ user_id: p.userId, minutes: 30 });
    expect(await audit('lottery.unmute')).toHaveLength(1);

    // Bad input: Chinese 4xx, nothing written.
    const tooLong = await call(
      t.app,
      '/api/admin/lottery/mute',
      { room_id: 3, user_id: q.userId, minutes: 50_000 },
      support,
    );
    expect(tooLong).toMatchObject({ status: 400, message: MSG.lotteryMuteMinutesInvalid });
    const nobody = await call(
      t.app,
      '/api/admin/lottery/mute',
      { room_id: 3, user_id: 9_999_999, minutes: 5 },
      support,
    );
    expect(nobody).toMatchObject({ status: 404, message: MSG.lotteryPlayerNotFound });
    expect(
      (
        await call(
          t.app,
          '/api/admin/lottery/mute',
          { room_id: 3, user_id: q.userId, minutes: 5 },
          content,
        )
      ).status,
    ).toBe(403);
  });

  it("moves a lottery's seal (audited, new orders refused from the new seal); only an admin", async () => {
    clock.set(START);
    const p = await fundedPlayer(t.app, t.store, name('s'), 100);
    const room = (await getJson(t.app, '/api/lotteryRoom?room_id=3', p.token)).data;
    const lotteryId: number = (await call(t.app, '/api/admin/lottery/rooms', {}, admin)).data.find(
      (r: { id: number }) => r.id === 3,
    ).lottery.id;
    const before = (await call(t.app, '/api/admin/lottery/rooms', {}, admin)).data.find(
      (r: { id: number }) => r.id === 3,
    ).lottery;
    expect(
      (
        await call(
          t.app,
          '/api/admin/lottery/seal/update',
          { lottery_id: lotteryId, seal_seconds: 40 },
          support,
        )
      ).status,
    ).toBe(403);
    const tooLate = await call(
      t.app,
      '/api/admin/lottery/seal/update',
      { lottery_id: lotteryId, seal_seconds: before.period_seconds },
      admin,
    );
    expect(tooLate).toMatchObject({ status: 422, message: MSG.lotterySealInvalid });
    const seal = before.seal_seconds + 20;
    const moved = await call(
      t.app,
      '/api/admin/lottery/seal/update',
      { lottery_id: lotteryId, seal_seconds: seal },
      admin,
    );
    expect(moved.code).toBe(200);
    expect(moved.data.find((r: { id: number }) => r.id === 3).lottery.seal_seconds).toBe(seal);
    const [entry] = await audit('lottery.seal.update');
    expect(JSON.parse(entry!.detail)).toEqual({ before: before.seal_seconds, after: seal });
    // The room's issue closes earlier now: 10 s before the old seal an order is refused.
    clock.set(START + (room.timeout - before.seal_seconds - 10) * 1000);
    const late = await call(
      t.app,
      '/api/lotteryOrder',
      {
        room_id: 3,
        expect: room.nextexpect,
        order: { id: orderId(), total: 10, data: [['大', 'big', 10]] },
      },
      p.token,
    );
    expect(late).toMatchObject({ status: 422, message: MSG.lotterySealed });
    await call(
      t.app,
      '/api/admin/lottery/seal/update',
      { lottery_id: lotteryId, seal_seconds: before.seal_seconds },
      admin,
    );
  });

  it('lets no content operator listen as the console, and closes a console socket on logout', async () => {
    const stranger = new Client(`ws://127.0.0.1:${port}/wss?roomid=3&_token=${content}`);
    clients.push(stranger);
    expect((await stranger.closed).code).toBe(4401);
    // A console's socket ends with its session.
    const session = (await call(t.app, '/api/admin/login', SUPPORT)).data.token as string;
    const { client } = await join(session, 3);
    await call(t.app, '/api/admin/logout', {}, session);
    expect((await client.closed).code).toBe(4401);
  });
});
