import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { PNG_1PX, uploadTo } from '../../test/uploads.ts';

const SUPPORT = { name: 'uploadsupport', password: 'ops-secret-123' };
const FINANCE = { name: 'uploadfinance', password: 'ops-secret-123' };

describe.each(TEST_DATABASES)("an operator's image upload on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let support = '';
  let finance = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    const ctx = createContext(t.config, t.store);
    await ensureOperator(ctx, SUPPORT.name, SUPPORT.password, 'support');
    await ensureOperator(ctx, FINANCE.name, FINANCE.password, 'finance');
    support = (await call(t.app, '/api/admin/login', SUPPORT)).data.token;
    finance = (await call(t.app, '/api/admin/login', FINANCE)).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const send = (token: string, bytes = PNG_1PX) =>
    uploadTo(t.app, '/api/admin/upload', token, bytes, 'a.png', 'image/png');

  it('stores it for no player, unpinned, audited; a support reply can cite it and pins it', async () => {
    const answer = await send(support);
    expect(answer).toMatchObject({ status: 200, code: 200 });
    const url = answer.data as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const key = url.slice('/uploads/'.length, -'.png'.length);
    const row = await t.store.db
      .selectFrom('uploads')
      .select(['user_id', 'pinned_at'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: null, pinned_at: null });
    const audit = await t.store.db
      .selectFrom('audit_log')
      .select(['target'])
      .where('action', '=', 'upload.image')
      .execute();
    expect(audit.map((a) => a.target)).toEqual([url]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    // A player's conversation, answered with the picture.
    const player = await registerPlayer(
      t.app,
      `upl${kind.slice(0, 2)}${Date.now().toString(36).slice(-5)}`,
    );
    const sent = await call(t.app, '/api/supportSend', { content: '截图看不到' }, player);
    const id = sent.data.conversation.id;
    const reply = await call(t.app, '/api/admin/support/reply', { id, image: url }, support);
    expect(reply.code).toBe(200);
    const pinned = await t.store.db
      .selectFrom('uploads')
      .select('pinned_at')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(pinned.pinned_at).not.toBeNull();
    // A player cannot cite it as their own (a deposit screenshot).
    expect(
      (await call(t.app, '/api/uploadform', { num: 100, url }, player)).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it('refuses other roles, players, and what is not an image', async () => {
    expect((await send(finance)).status).toBe(403);
    const player = await registerPlayer(
      t.app,
      `upn${kind.slice(0, 2)}${Date.now().toString(36).slice(-5)}`,
    );
    expect((await send(player)).status).toBe(401);
    expect(await send(support, Buffer.from('not an image at all'))).toMatchObject({
      status: 400,
      message: MSG.uploadType,
    });
  });
});
