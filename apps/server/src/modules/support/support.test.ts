import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { SUPPORT_LIMITS } from '@app/contract/support';
import { Client, until } from '../../platform/realtime/test-helpers.ts';
import { manualClock } from '../../platform/time.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { listenOnTestPort } from '../../test/ports.ts';
import { PNG_1PX, upload } from '../../test/uploads.ts';

const OPS = { name: 'supportops', password: 'ops-secret-123' };
/** 2026-11-23 10:30:00 Beijing. */
const START = Date.UTC(2026, 10, 23, 2, 30);
/** The ports this suite's sockets listen on. */
const PORTS = { first: 18310, last: 18319 };

describe.each(TEST_DATABASES)('customer service chat on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let operatorId = 0;
  /** The first player: the same id as the operator (both tables start at 1). */
  let first: string;
  let port = 0;
  let serial = 0;
  const clients: Client[] = [];
  const name = () => `sp${kind.slice(0, 2)}${(serial += 1)}${Date.now().toString(36).slice(-5)}`;
  const player = async () => registerPlayer(t.app, name());
  const socket = (roomid: string, token: string) => {
    const client = new Client(`ws://127.0.0.1:${port}/wss?roomid=${roomid}&_token=${token}`);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    first = await registerPlayer(t.app, name());
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    const login = await call(t.app, '/api/admin/login', OPS);
    ops = login.data.token;
    operatorId = (await call(t.app, '/api/admin/me', {}, ops)).data.operator_id;
    port = await listenOnTestPort(t.app, PORTS);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.app.close();
    await t.store.close();
  });

  it('asks for a login', async () => {
    for (const path of [
      '/api/supportOpen',
      '/api/supportMessages',
      '/api/supportSend',
      '/api/supportRead',
    ]) {
      expect(await call(t.app, path, { content: 'hi' })).toMatchObject({
        status: 401,
        message: MSG.pleaseLogin,
      });
    }
    expect(await call(t.app, '/api/admin/support/conversations', {})).toMatchObject({
      status: 401,
    });
    // A player's token opens no operator call.
    const token = await player();
    expect(await call(t.app, '/api/admin/support/conversations', {}, token)).toMatchObject({
      status: 401,
    });
  });

  it('opens a conversation with the first message, and keeps the history', async () => {
    const token = await player();
    expect(await call(t.app, '/api/supportOpen', {}, token)).toMatchObject({
      code: 200,
      data: { conversation: null },
    });
    const sent = await call(t.app, '/api/supportSend', { content: '  你好，充值没到账  ' }, token);
    expect(sent).toMatchObject({
      code: 200,
      data: {
        message: { sender: 'player', content: '你好，充值没到账', image: '' },
        conversation: { state: 'open', unread: 0, closed_at: '' },
      },
    });
    const conversation = sent.data.conversation;
    expect(conversation.room).toBe(`support-${conversation.id}`);
    expect(sent.data.message.created_at).toBe('2026-11-23 10:30:00');

    const again = await call(t.app, '/api/supportSend', { content: '订单号 123' }, token);
    expect(again.data.conversation.id).toBe(conversation.id);
    expect((await call(t.app, '/api/supportOpen', {}, token)).data.conversation).toMatchObject({
      id: conversation.id,
      state: 'open',
    });
    const history = await call(t.app, '/api/supportMessages', {}, token);
    expect(history.data.has_more).toBe(false);
    expect(history.data.data.map((m: { content: string }) => m.content)).toEqual([
      '你好，充值没到账',
      '订单号 123',
    ]);
    // Paged back by id.
    const older = await call(
      t.app,
      '/api/supportMessages',
      { before_id: again.data.message.id, limit: 1 },
      token,
    );
    expect(older.data).toMatchObject({ has_more: false, data: [{ content: '你好，充值没到账' }] });
    const newest = await call(t.app, '/api/supportMessages', { limit: 1 }, token);
    expect(newest.data).toMatchObject({ has_more: true, data: [{ content: '订单号 123' }] });
  });

  it('sends only the player’s own uploaded image', async () => {
    const token = await player();
    const other = await player();
    const mine = (await upload(t.app, token, PNG_1PX)).data as string;
    const theirs = (await upload(t.app, other, PNG_1PX)).data as string;
    const sent = await call(t.app, '/api/supportSend', { image: mine }, token);
    expect(sent).toMatchObject({ code: 200, data: { message: { content: '', image: mine } } });
    for (const image of [
      theirs,
      '/uploads/0123456789abcdef0123456789abcdef.png',
      'https://x/a.png',
    ]) {
      expect(await call(t.app, '/api/supportSend', { image }, token)).toMatchObject({
        status: 400,
        message: MSG.supportImageInvalid,
      });
    }
    const list = await call(t.app, '/api/admin/support/conversations', {}, ops);
    const row = list.data.data.find((c: { id: number }) => c.id === sent.data.conversation.id);
    expect(row).toMatchObject({ last_message: '[图片]', unread: 1 });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const token = await player();
    const bad: [unknown, string][] = [
      [{}, MSG.supportContentEmpty],
      [{ content: '   ' }, MSG.supportContentEmpty],
      [{ content: 'a', image: '/uploads/x.png' }, MSG.supportOneKind],
      [{ content: '字'.repeat(SUPPORT_LIMITS.messageMax + 1) }, MSG.supportContentTooLong],
      [{ content: 12 }, MSG.badRequest],
      [{ image: 'x'.repeat(SUPPORT_LIMITS.imageUrlMax + 1) }, MSG.supportImageInvalid],
    ];
    for (const [body, message] of bad) {
      expect(await call(t.app, '/api/supportSend', body, token)).toMatchObject({
        status: 400,
        message,
      });
    }
    expect(
      (await call(t.app, '/api/supportSend', { content: '字'.repeat(1000) }, token)).code,
    ).toBe(200);
    for (const body of [{ limit: 0 }, { limit: 51 }, { before_id: 'x' }, { before_id: -1 }]) {
      expect((await call(t.app, '/api/supportMessages', body, token)).status).toBe(400);
    }
    for (const body of [{}, { id: 'x' }, { id: 0 }]) {
      expect((await call(t.app, '/api/admin/support/close', body, ops)).status).toBe(400);
    }
    expect(
      (await call(t.app, '/api/admin/support/conversations', { state: 'other' }, ops)).status,
    ).toBe(400);
    expect(
      await call(t.app, '/api/admin/support/conversation', { id: 99_999_999 }, ops),
    ).toMatchObject({ status: 404, message: MSG.supportConversationUnknown });
    expect(
      await call(t.app, '/api/admin/support/reply', { id: 99_999_999, content: 'x' }, ops),
    ).toMatchObject({ status: 404 });
  });

  it('lets an operator list, open, reply and close, each write audited', async () => {
    const token = await player();
    const sent = await call(t.app, '/api/supportSend', { content: '提现多久到账？' }, token);
    const id = sent.data.conversation.id as number;

    clock.advance(60_000);
    const list = await call(t.app, '/api/admin/support/conversations', { state: 'open' }, ops);
    expect(list.data.current_page).toBe(1);
    expect(list.data.data[0]).toMatchObject({
      id,
      state: 'open',
      unread: 1,
      player_unread: 0,
      last_message: '提现多久到账？',
    });
    expect(list.data.data[0].username).toMatch(/^sp/);

    const opened = await call(t.app, '/api/admin/support/conversation', { id }, ops);
    expect(opened.data).toMatchObject({
      conversation: { id, unread: 0 },
      has_more: false,
      messages: [{ sender: 'player', content: '提现多久到账？' }],
    });

    const reply = await call(
      t.app,
      '/api/admin/support/reply',
      { id, content: '您好，一般10分钟内到账' },
      ops,
    );
    expect(reply).toMatchObject({
      code: 200,
      data: { message: { sender: 'operator', content: '您好，一般10分钟内到账' } },
    });
    // The operator may cite the player's image.
    const image = (await upload(t.app, token, PNG_1PX)).data as string;
    expect(
      (await call(t.app, '/api/admin/support/reply', { id, image }, ops)).data.message.image,
    ).toBe(image);
    expect(
      await call(t.app, '/api/admin/support/reply', { id, image: '/uploads/nothing.png' }, ops),
    ).toMatchObject({ status: 400, message: MSG.supportImageInvalid });

    expect((await call(t.app, '/api/supportOpen', {}, token)).data.conversation.unread).toBe(2);
    expect(await call(t.app, '/api/supportRead', {}, token)).toMatchObject({
      data: { unread: 0 },
    });
    expect((await call(t.app, '/api/supportOpen', {}, token)).data.conversation.unread).toBe(0);

    const closed = await call(t.app, '/api/admin/support/close', { id }, ops);
    expect(closed.data.conversation).toMatchObject({ id, state: 'closed' });
    expect(closed.data.conversation.closed_at).not.toBe('');
    expect(await call(t.app, '/api/admin/support/close', { id }, ops)).toMatchObject({
      status: 409,
      message: MSG.supportConversationClosed,
    });
    expect(
      await call(t.app, '/api/admin/support/reply', { id, content: '还在吗' }, ops),
    ).toMatchObject({ status: 409, message: MSG.supportConversationClosed });

    // The player sees it closed; the next message opens a new conversation.
    expect((await call(t.app, '/api/supportOpen', {}, token)).data.conversation).toMatchObject({
      id,
      state: 'closed',
    });
    const next = await call(t.app, '/api/supportSend', { content: '又有问题' }, token);
    expect(next.data.conversation.id).not.toBe(id);
    expect(next.data.conversation.state).toBe('open');
    const history = await call(t.app, '/api/supportMessages', {}, token);
    expect(history.data.data.map((m: { conversation_id: number }) => m.conversation_id)).toEqual([
      id,
      id,
      id,
      next.data.conversation.id,
    ]);
    // Open first in the operator's list.
    const all = await call(t.app, '/api/admin/support/conversations', {}, ops);
    const states = all.data.data.map((c: { state: string }) => c.state);
    expect(states.indexOf('closed')).toBeGreaterThan(states.lastIndexOf('open'));

    const audit = await call(t.app, '/api/admin/audit', { page: 1 }, ops);
    const actions = audit.data.data
      .filter((row: { target: string }) => row.target === `support:${id}`)
      .map((row: { action: string }) => row.action);
    expect(actions.sort()).toEqual(['support.close', 'support.reply', 'support.reply']);
  });

  it('lets only admin and support operators answer and listen', async () => {
    const id = (await call(t.app, '/api/supportSend', { content: '有人吗' }, await player())).data
      .conversation.id;
    for (const role of ['finance', 'content'] as const) {
      const login = { name: `sp${role}${kind.slice(0, 2)}`, password: 'ops-secret-123' };
      await ensureOperator(t.ctx, login.name, login.password, role);
      const token = (await call(t.app, '/api/admin/login', login)).data.token;
      expect((await call(t.app, '/api/admin/support/conversations', {}, token)).status).toBe(403);
      expect(
        (await call(t.app, '/api/admin/support/reply', { id, content: '你好' }, token)).status,
      ).toBe(403);
      expect((await socket('support-inbox', token).closed).code).toBe(4401);
      expect((await socket(`support-${id}`, token).closed).code).toBe(4401);
    }
    const login = { name: `spsupport${kind.slice(0, 2)}`, password: 'ops-secret-123' };
    await ensureOperator(t.ctx, login.name, login.password, 'support');
    const token = (await call(t.app, '/api/admin/login', login)).data.token;
    expect((await socket('support-inbox', token).nextOf('welcome')).type).toBe('welcome');
    expect(
      (await call(t.app, '/api/admin/support/reply', { id, content: '您好' }, token)).code,
    ).toBe(200);
  });

  it('keeps players apart', async () => {
    const a = await player();
    const b = await player();
    await call(t.app, '/api/supportSend', { content: 'A 的问题' }, a);
    expect((await call(t.app, '/api/supportMessages', {}, b)).data.data).toEqual([]);
    expect((await call(t.app, '/api/supportOpen', {}, b)).data.conversation).toBeNull();
    const own = await call(t.app, '/api/supportSend', { content: 'B 的问题' }, b);
    expect(
      (await call(t.app, '/api/supportMessages', {}, b)).data.data.map(
        (m: { content: string }) => m.content,
      ),
    ).toEqual(['B 的问题']);
    expect(own.data.conversation.unread).toBe(0);
  });

  it('bounds the rate of messages and the conversations a day', async () => {
    const token = await player();
    for (let i = 0; i < SUPPORT_LIMITS.messagesPerMinute; i++) {
      expect((await call(t.app, '/api/supportSend', { content: `第${i}条` }, token)).code).toBe(
        200,
      );
    }
    expect(await call(t.app, '/api/supportSend', { content: '太快' }, token)).toMatchObject({
      status: 429,
      message: MSG.supportTooFast,
    });

    const busy = await player();
    for (let i = 0; i < SUPPORT_LIMITS.conversationsPerDay; i++) {
      const sent = await call(t.app, '/api/supportSend', { content: `问题${i}` }, busy);
      expect(sent.code).toBe(200);
      await call(t.app, '/api/admin/support/close', { id: sent.data.conversation.id }, ops);
    }
    expect(await call(t.app, '/api/supportSend', { content: '再来' }, busy)).toMatchObject({
      status: 422,
      message: MSG.supportTooManyConversations,
    });
  });

  it('delivers replies to the player’s socket and messages to the operators, live', async () => {
    const token = await player();
    const other = await player();
    const sent = await call(t.app, '/api/supportSend', { content: '在吗' }, token);
    const room = sent.data.conversation.room as string;

    const mine = socket(room, token);
    expect(await mine.nextOf('welcome')).toMatchObject({
      roomid: room,
      snapshot: { conversation_id: sent.data.conversation.id, state: 'open' },
    });
    const desk = socket(room, ops);
    expect((await desk.nextOf('welcome')).user.name).toBe(OPS.name);
    const inbox = socket('support-inbox', ops);
    await inbox.nextOf('welcome');

    // Another player, or a player in the inbox: refused.
    expect(await socket(room, other).closed).toMatchObject({
      code: 4404,
      reason: MSG.supportConversationUnknown,
    });
    expect((await socket('support-inbox', token).closed).code).toBe(4403);
    expect((await socket('support-inbox', 'nonsense').closed).code).toBe(4401);

    await call(
      t.app,
      '/api/admin/support/reply',
      { id: sent.data.conversation.id, content: '在的，请讲' },
      ops,
    );
    const [reply] = await mine.pubs(1);
    expect(reply.data).toMatchObject({
      type: 'message',
      message: { sender: 'operator', content: '在的，请讲' },
    });
    expect((await desk.pubs(1))[0].data.message.content).toBe('在的，请讲');

    await call(t.app, '/api/supportSend', { content: '充值没到账' }, token);
    const [fromPlayer] = await desk.pubs(1);
    expect(fromPlayer.data).toMatchObject({
      type: 'message',
      message: { sender: 'player', content: '充值没到账' },
    });
    const news = (await inbox.pubs(2)).map((p) => p.data);
    expect(news[1]).toMatchObject({
      type: 'message',
      conversation_id: sent.data.conversation.id,
      message: { content: '充值没到账' },
    });
    expect((await mine.pubs(1))[0].data.message.content).toBe('充值没到账');

    // Sending over the socket is refused: messages go through supportSend.
    mine.send({ content: 'x' });
    expect(await mine.nextOf('error')).toMatchObject({ code: 400 });

    await call(t.app, '/api/admin/support/close', { id: sent.data.conversation.id }, ops);
    expect((await mine.pubs(1))[0].data).toMatchObject({ type: 'closed' });
  });

  it('counts operator sockets apart from a player with the same id, and a logoff closes only the player’s', async () => {
    for (const client of clients.splice(0)) client.close();
    await until(() => t.app.realtime.stats().connections === 0);
    const me = (await call(t.app, '/api/user', {}, first)).data;
    expect(me.id).toBe(operatorId);
    const sent = await call(t.app, '/api/supportSend', { content: '同号测试' }, first);
    const room = sent.data.conversation.room as string;
    // The operator holds the most sockets a player may (5); the player may still join.
    const desks = Array.from({ length: 5 }, () => socket(room, ops));
    for (const desk of desks) expect((await desk.nextOf('welcome')).user.id).toBe(operatorId);
    const mine = socket(room, first);
    await mine.nextOf('welcome');

    await call(t.app, '/api/logoff', {}, first);
    expect((await mine.closed).code).toBe(4401);
    await call(
      t.app,
      '/api/admin/support/reply',
      { id: sent.data.conversation.id, content: '还在' },
      ops,
    );
    for (const desk of desks) expect((await desk.pubs(1))[0].data.message.content).toBe('还在');
  });

  it("closes an operator's sockets when the operator signs out, and refuses that token after", async () => {
    for (const client of clients.splice(0)) client.close();
    await until(() => t.app.realtime.stats().connections === 0);
    const session = (await call(t.app, '/api/admin/login', OPS)).data.token as string;
    const desk = socket('support-inbox', session);
    await desk.nextOf('welcome');
    const other = socket('support-inbox', ops);
    await other.nextOf('welcome');

    await call(t.app, '/api/admin/logout', {}, session);
    expect((await desk.closed).code).toBe(4401);
    const again = socket('support-inbox', session);
    expect((await again.closed).code).toBe(4401);
    // The operator's other session keeps listening.
    expect(t.app.realtime.stats().connections).toBe(1);
  });

  it('closes every socket of an operator an admin disables, and of one whose role changes', async () => {
    for (const client of clients.splice(0)) client.close();
    await until(() => t.app.realtime.stats().connections === 0);
    await ensureOperator(t.ctx, 'deskclerk', 'desk-pass-01', 'support');
    const clerk = (
      await call(t.app, '/api/admin/login', { name: 'deskclerk', password: 'desk-pass-01' })
    ).data.token as string;
    const desk = socket('support-inbox', clerk);
    await desk.nextOf('welcome');
    const me = (await call(t.app, '/api/admin/me', {}, clerk)).data.operator_id as number;
    const moved = await call(
      t.app,
      '/api/admin/operators/update',
      { id: me, role: 'finance' },
      ops,
    );
    expect(moved.code, moved.message).toBe(200);
    expect((await desk.closed).code).toBe(4401);
    // A finance operator is not let back into the support rooms.
    const again = socket('support-inbox', clerk);
    expect([4401, 4403]).toContain((await again.closed).code);
    await call(t.app, '/api/admin/operators/update', { id: me, role: 'support' }, ops);
    const back = socket('support-inbox', clerk);
    await back.nextOf('welcome');
    await call(t.app, '/api/admin/operators/update', { id: me, status: 0 }, ops);
    expect((await back.closed).code).toBe(4401);
  });
});
