import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { inTransaction } from '../../platform/db/transaction.ts';
import { manualClock } from '../../platform/time.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { sendInbox } from './index.ts';

const OPS = { name: 'inboxops', password: 'ops-secret-123' };

describe.each(TEST_DATABASES)('inbox on %s', (kind) => {
  const clock = manualClock(Date.UTC(2026, 10, 25, 4, 0));
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let serial = 0;
  const name = () => `ib${kind.slice(0, 2)}${(serial += 1)}${Date.now().toString(36).slice(-5)}`;

  async function player(): Promise<{ token: string; id: number }> {
    const token = await registerPlayer(t.app, name());
    const me = await call(t.app, '/api/user', {}, token);
    return { token, id: me.data.id };
  }
  const unread = async (token: string) =>
    (await call(t.app, '/api/messageUnread', {}, token)).data.unread as number;
  const list = async (token: string, page = 1) =>
    (await call(t.app, '/api/messageList', { page }, token)).data;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('delivers an operator message to one player only, unread until opened', async () => {
    const a = await player();
    const b = await player();
    clock.advance(1000);
    const sent = await call(
      t.app,
      '/api/admin/inbox/send',
      { user_id: a.id, title: '账户提醒', content: '您好，这是一条测试消息。' },
      ops,
    );
    expect(sent.code).toBe(200);
    expect(await unread(a.token)).toBe(1);
    expect(await unread(b.token)).toBe(0);
    const page = await list(a.token);
    expect(page.data).toEqual([
      expect.objectContaining({
        id: sent.data.id,
        kind: 'operator',
        title: '账户提醒',
        content: '您好，这是一条测试消息。',
        read: 0,
      }),
    ]);
    // b cannot open a's message
    const foreign = await call(t.app, '/api/messageRead', { id: sent.data.id }, b.token);
    expect(foreign).toMatchObject({ code: 404, message: MSG.inboxMessageInvalid });
    const read = await call(t.app, '/api/messageRead', { id: sent.data.id }, a.token);
    expect(read).toMatchObject({ code: 200, data: { unread: 0 } });
    // reading twice is harmless
    expect((await call(t.app, '/api/messageRead', { id: sent.data.id }, a.token)).code).toBe(200);
    expect((await list(a.token)).data[0].read).toBe(1);
    // the send is audited
    const audit = await call(t.app, '/api/admin/audit', { page: 1 }, ops);
    expect(JSON.stringify(audit.data)).toContain('inbox.send');
  });

  it('sends to one player named by account, and refuses an unknown name', async () => {
    const a = await player();
    const b = await player();
    const me = await call(t.app, '/api/user', {}, a.token);
    const sent = await call(
      t.app,
      '/api/admin/inbox/send',
      { username: me.data.username, title: '按账号', content: '按账号发送' },
      ops,
    );
    expect(sent.code).toBe(200);
    expect(await unread(a.token)).toBe(1);
    expect(await unread(b.token)).toBe(0);
    expect(
      await call(
        t.app,
        '/api/admin/inbox/send',
        { username: 'nobody-here', title: 'x', content: 'y' },
        ops,
      ),
    ).toMatchObject({ code: 404, message: MSG.inboxUserUnknown });
    await call(t.app, '/api/messageRead', {}, a.token);
  });

  it('sends to every player registered by then, with a read state of their own', async () => {
    const a = await player();
    const b = await player();
    clock.advance(1000);
    const sent = await call(
      t.app,
      '/api/admin/inbox/send',
      { title: '系统维护通知', content: '今晚 02:00–04:00 系统维护。' },
      ops,
    );
    expect(sent.code).toBe(200);
    clock.advance(1000);
    const later = await player();
    expect(await unread(a.token)).toBe(1);
    expect(await unread(b.token)).toBe(1);
    expect(await unread(later.token)).toBe(0);
    expect((await list(later.token)).total).toBe(0);
    // marking all read affects only the reader
    expect((await call(t.app, '/api/messageRead', {}, a.token)).data.unread).toBe(0);
    expect(await unread(b.token)).toBe(1);
    // and repeats, also concurrently, are harmless
    const both = await Promise.all([
      call(t.app, '/api/messageRead', {}, b.token),
      call(t.app, '/api/messageRead', {}, b.token),
    ]);
    expect(both.map((r) => r.data.unread)).toEqual([0, 0]);
  });

  it('pages newest first', async () => {
    const a = await player();
    clock.advance(1000);
    await inTransaction(t.store, async (tx) => {
      for (let i = 1; i <= 25; i += 1) {
        await sendInbox(t.ctx, tx, {
          userId: a.id,
          kind: 'deposit',
          title: `标题${i}`,
          content: `内容${i}`,
        });
      }
    });
    const first = await list(a.token, 1);
    expect(first).toMatchObject({ total: 25, current_page: 1, last_page: 2 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].title).toBe('标题25');
    expect((await list(a.token, 2)).data.at(-1).title).toBe('标题1');
    expect(await unread(a.token)).toBe(25);
  });

  it('a message sent in a transaction that fails is never seen', async () => {
    const a = await player();
    await expect(
      inTransaction(t.store, async (tx) => {
        await sendInbox(t.ctx, tx, { userId: a.id, kind: 'vip', title: 'x', content: 'y' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await unread(a.token)).toBe(0);
  });

  it('refuses bad input with a clear message and needs a login or an operator', async () => {
    const a = await player();
    expect(await call(t.app, '/api/messageList', { page: 1 })).toMatchObject({ code: 401 });
    expect(await call(t.app, '/api/messageRead', { id: 'abc' }, a.token)).toMatchObject({
      code: 400,
      message: MSG.inboxMessageInvalid,
    });
    expect(
      await call(t.app, '/api/admin/inbox/send', { title: 't', content: 'c' }, a.token),
    ).toMatchObject({ code: 401 });
    expect(
      await call(t.app, '/api/admin/inbox/send', { title: '', content: 'c' }, ops),
    ).toMatchObject({ code: 400, message: MSG.inboxTitleInvalid });
    expect(
      await call(t.app, '/api/admin/inbox/send', { title: 't', content: 'x'.repeat(2001) }, ops),
    ).toMatchObject({ code: 400, message: MSG.inboxContentInvalid });
    expect(
      await call(
        t.app,
        '/api/admin/inbox/send',
        { user_id: 99_999_999, title: 't', content: 'c' },
        ops,
      ),
    ).toMatchObject({ code: 404, message: MSG.inboxUserUnknown });
    const sent = await call(t.app, '/api/admin/inbox', { page: 1, user_id: a.id }, ops);
    expect(sent).toMatchObject({ code: 200, data: { total: 0 } });
  });
});
