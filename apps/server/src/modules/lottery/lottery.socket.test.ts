import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { Client } from '../../platform/realtime/test-helpers.ts';
import { manualClock } from '../../platform/time.ts';
import { playerBalance, verifyLedger } from '../ledger/index.ts';
import { startTestApp } from '../../test/app.ts';
import { listenOnTestPort } from '../../test/ports.ts';
import { fundedPlayer, getJson, orderId } from './lottery.test-helpers.ts';

/** 2026-11-23 12:00:05 Beijing: inside an issue of both demo lotteries. */
const START = Date.UTC(2026, 10, 23, 4, 0, 5);

describe('a lottery room over the socket', () => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let port = 0;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await startTestApp('sqlite', {}, { clock });
    port = await listenOnTestPort(t.app);
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

  it('carries chat and bets to everyone in the room, and refuses what breaks a rule', async () => {
    const a = await fundedPlayer(t.app, t.store, `sock${Date.now().toString(36).slice(-6)}a`, 500);
    const b = await fundedPlayer(t.app, t.store, `sock${Date.now().toString(36).slice(-6)}b`, 500);
    const room = (await getJson(t.app, '/api/lotteryRoom?room_id=3', a.token)).data;
    const { client: ca, welcome } = await join(a.token, 3);
    expect(welcome.snapshot).toMatchObject({ room_id: 3 });
    const { client: cb } = await join(b.token, 3);

    ca.send({ content: '<b>大家好</b>' });
    const [chatA] = await ca.pubs(1);
    const [chatB] = await cb.pubs(1);
    expect(chatB.data).toMatchObject({
      kind: 'chat',
      sysmsg: 0,
      content: '<b>大家好</b>',
      user_id: a.userId,
    });
    expect(chatA.offset).toBe(chatB.offset);

    // A text command confirmed in the app arrives as {content, order, expect}.
    const id = orderId();
    cb.send({
      content: '大单10 13点5',
      expect: room.nextexpect,
      order: {
        id,
        total: '15',
        data: [
          ['大单', 'big_odd', 10],
          ['13点', 'sum_13', 5],
        ],
      },
    });
    const [betA] = await ca.pubs(1);
    expect(betA.data).toMatchObject({
      kind: 'bet',
      user_id: b.userId,
      order: { id, total: '15.00' },
    });
    const direct = await cb.nextOf('direct');
    expect(direct.data).toMatchObject({ type: 'order', ok: true, order_id: id, balance: '485.00' });
    expect(await playerBalance(t.store, b.userId)).toBe(48_500n);

    // Refusals answer an error frame and keep the socket.
    ca.send({ content: '   ' });
    expect(await ca.nextOf('error')).toMatchObject({ code: 422, message: MSG.wsChatEmpty });
    ca.send({ content: 'a\u0000b' });
    expect(await ca.nextOf('error')).toMatchObject({ code: 400, message: MSG.textInvalid });
    ca.send({
      content: 'x',
      expect: room.nextexpect,
      order: { id: orderId(), total: '600', data: [['大', 'big', 600]] },
    });
    expect(await ca.nextOf('error')).toMatchObject({ code: 422, message: MSG.insufficientBalance });
    ca.send({
      content: 'x',
      expect: room.nextexpect,
      order: { id: orderId(), total: '99999', data: [['大', 'big', 99999]] },
    });
    expect((await ca.nextOf('error')).message).toBe('单注最高5000.00元');
    clock.set(START + (room.timeout - 10) * 1000);
    ca.send({
      content: 'x',
      expect: room.nextexpect,
      order: { id: orderId(), total: '10', data: [['大', 'big', 10]] },
    });
    expect(await ca.nextOf('error')).toMatchObject({ message: '封盘中禁止投注' });

    // The chat rate of the room (20 a minute).
    for (let i = 0; i < 21; i++) {
      ca.send({ content: `第${i}句` });
      clock.advance(110); // within the socket's own rate (10 a second), on the app's clock
      await new Promise((resolve) => setTimeout(resolve, 110));
    }
    expect(await ca.nextOf('error')).toMatchObject({ code: 429, message: MSG.lotteryChatTooFast });
  });

  it('answers bet-like chat in a sum-of-three room with the bet format, and posts ordinary chat', async () => {
    const p = await fundedPlayer(t.app, t.store, `sock${Date.now().toString(36).slice(-6)}e`, 0);
    const { client } = await join(p.token, 3);
    // A bet without its amount, a zero amount, a total without one, a bet sent without its order.
    for (const content of ['大', '大0', '13点', '大单 小双', '大100']) {
      client.send({ content });
      expect(await client.nextOf('error'), content).toMatchObject({
        code: 422,
        message: MSG.lotteryBetFormat,
      });
    }
    for (const content of ['大家好', '哈哈', '今天开大还是小？']) {
      client.send({ content });
      const [line] = await client.pubs(1);
      expect(line.data).toMatchObject({ kind: 'chat', sysmsg: 0, content });
    }
    const feed = (await getJson(t.app, '/api/lotteryRoom?room_id=3', p.token)).data.chatdata.map(
      (m: { content: string }) => m.content,
    );
    for (const refused of ['大0', '13点']) expect(feed).not.toContain(refused);
    // A six-plus-one room takes no text commands: 大 there is a word of the chat.
    const { client: six } = await join(p.token, 1);
    six.send({ content: '大' });
    const [word] = await six.pubs(1);
    expect(word.data).toMatchObject({ kind: 'chat', content: '大' });
  });

  it('refuses an unknown room and a visitor', async () => {
    const p = await fundedPlayer(t.app, t.store, `sock${Date.now().toString(36).slice(-6)}c`, 0);
    const unknown = new Client(`ws://127.0.0.1:${port}/wss?roomid=999&_token=${p.token}`);
    clients.push(unknown);
    expect((await unknown.closed).code).toBe(4404);
    const visitor = new Client(`ws://127.0.0.1:${port}/wss?roomid=3`);
    clients.push(visitor);
    expect((await visitor.closed).code).toBe(4401);
  });

  it('shows a message in a room loaded right after it, the countdown as it runs, and the next issue once it opens', async () => {
    const p = await fundedPlayer(t.app, t.store, `sock${Date.now().toString(36).slice(-6)}d`, 0);
    const { client } = await join(p.token, 1);
    const load = async () => (await getJson(t.app, '/api/lotteryRoom?room_id=1', p.token)).data;
    const contents = (room: { chatdata: { content: string }[] }) =>
      room.chatdata.map((m) => m.content);

    const before = await load();
    client.send({ content: '刷新看看' });
    await client.pubs(1);
    const after = await load();
    expect(contents(before)).not.toContain('刷新看看');
    expect(contents(after)).toContain('刷新看看');

    // A second later, nothing said: the same feed, one second less on the countdown.
    clock.advance(1_000);
    const again = await load();
    expect(again.timeout).toBe(after.timeout - 1);
    expect(again.server_time).toBe(after.server_time + 1_000);
    expect(contents(again)).toEqual(contents(after));

    // Past the draw: the next issue, with its own commitment.
    clock.advance(again.timeout * 1_000 + 1_000);
    const next = await load();
    expect(next.nextexpect).not.toBe(after.nextexpect);
    expect(next.commit).not.toBe(after.commit);
  });
});
