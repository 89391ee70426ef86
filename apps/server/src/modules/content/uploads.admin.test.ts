import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_UPLOAD_LIMITS } from '@app/contract/admin-content';
import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import type { StaffRole } from '@app/contract/admin-roles';
import { manualClock } from '../../platform/time.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { PNG_1PX, uploadTo } from '../../test/uploads.ts';
import { ensureOperator } from '../operators/index.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const PATH = '/api/admin/uploads';
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32)]);
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('operator image uploads on %s', (kind) => {
  const clock = manualClock(Date.now());
  let t: TestApp;
  const tokens: Partial<Record<StaffRole, string>> = {};
  const ids: Partial<Record<StaffRole, number>> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    for (const role of ['admin', 'content', 'support', 'finance'] as const) {
      const name = `img_${role}`;
      await ensureOperator(t.ctx, name, 'upload-pass-1', role);
      const login = await call(t.app, '/api/admin/login', { name, password: 'upload-pass-1' });
      tokens[role] = login.data.token as string;
      const me = await call(t.app, '/api/admin/me', {}, tokens[role]);
      ids[role] = me.data.operator_id as number;
    }
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const send = (token: string, bytes: Buffer, name = 'banner.png', type = 'image/png') =>
    uploadTo(t.app, PATH, token, bytes, name, type);
  const uploadRows = (operatorId: number) =>
    t.store.db
      .selectFrom('uploads')
      .select(['key', 'user_id', 'operator_id', 'pinned_at', 'size', 'content_type'])
      .where('operator_id', '=', operatorId)
      .execute();
  const auditRows = (operatorId: number) =>
    t.store.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'detail', 'ip'])
      .where('operator_id', '=', operatorId)
      .where('action', '=', 'upload.create')
      .execute();

  it('stores a content operator’s image by its bytes, pinned, served to anyone, audited', async () => {
    const answer = await send(tokens.content!, GIF, 'poster.png', 'image/png');
    expect(answer).toMatchObject({ status: 200, code: 200, message: MSG.ok });
    expect(answer.data).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.gif$/),
      size: GIF.length,
      content_type: 'image/gif',
    });

    // A player's browser loads it without any token (a banner on the home screen).
    const served = await t.app.inject({ method: 'GET', url: answer.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.equals(GIF)).toBe(true);

    const key = /([0-9a-f]{32})/.exec(answer.data.url as string)![1]!;
    const rows = await uploadRows(ids.content!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key, user_id: null, content_type: 'image/gif' });
    // Pinned at once: the hourly clean-up keeps it whatever cites it.
    expect(Number(rows[0]!.pinned_at)).toBe(clock.now());

    const audits = await auditRows(ids.content!);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.target).toBe(`upload:${key}`);
    expect(JSON.parse(audits[0]!.detail)).toEqual({
      after: { url: answer.data.url, size: GIF.length, content_type: 'image/gif' },
    });
  });

  it('opens to content, support and admin; refuses finance, players and no token', async () => {
    expect((await send(tokens.support!, PNG_1PX)).status).toBe(200);
    expect((await send(tokens.admin!, PNG_1PX)).status).toBe(200);
    expect(await send(tokens.finance!, PNG_1PX)).toMatchObject({
      status: 403,
      message: MSG.adminForbidden,
    });
    const player = await registerPlayer(t.app, 'imgplayer1', 'secret123');
    expect((await send(player, PNG_1PX)).status).toBe(401);
    expect((await send('', PNG_1PX)).status).toBe(401);
    expect(await uploadRows(ids.finance!)).toEqual([]);
    expect(await auditRows(ids.finance!)).toEqual([]);
  });

  it('refuses a text file named .png, an SVG, an empty file and one over 5 MB', async () => {
    const before = (await uploadRows(ids.admin!)).length;
    const token = tokens.admin!;
    expect(await send(token, Buffer.from('plain text\n'), 'x.png')).toMatchObject({
      status: 400,
      message: MSG.uploadType,
    });
    expect(await send(token, Buffer.from('<svg onload="x()"></svg>'), 'x.svg')).toMatchObject({
      status: 400,
      message: MSG.uploadType,
    });
    expect((await send(token, Buffer.alloc(0))).status).toBe(400);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(LIMITS.uploadMaxBytes + 10 - PNG_1PX.length)]);
    expect(await send(token, big)).toMatchObject({ status: 400, message: MSG.uploadSize });
    // A JSON body is not an upload.
    expect((await call(t.app, PATH, { file: 'x' }, token)).status).toBe(400);
    expect(await uploadRows(ids.admin!)).toHaveLength(before);
  });

  it('holds an operator to the daily quota, counted from the table, writing nothing refused', async () => {
    await ensureOperator(t.ctx, 'img_quota', 'upload-pass-1', 'content');
    const login = await call(t.app, '/api/admin/login', {
      name: 'img_quota',
      password: 'upload-pass-1',
    });
    const token = login.data.token as string;
    const me = await call(t.app, '/api/admin/me', {}, token);
    const operatorId = me.data.operator_id as number;
    // Earlier uploads of the day, straight into the table (as another node would have stored them).
    for (let i = 0; i < OPERATOR_UPLOAD_LIMITS.perDay; i++) {
      await t.store.db
        .insertInto('uploads')
        .values({
          key: `${operatorId.toString(16).padStart(8, '0')}${'e'.repeat(16)}${i.toString(16).padStart(8, '0')}`,
          user_id: null,
          operator_id: operatorId,
          content_type: 'image/png',
          size: 10,
          sha256: '0'.repeat(64),
          bytes: Buffer.alloc(1),
          pinned_at: clock.now(),
          created_at: clock.now(),
        })
        .execute();
    }
    expect(await send(token, PNG_1PX)).toMatchObject({
      status: 422,
      message: MSG.operatorUploadDailyCount(OPERATOR_UPLOAD_LIMITS.perDay),
    });
    expect(await uploadRows(operatorId)).toHaveLength(OPERATOR_UPLOAD_LIMITS.perDay);
    expect(await auditRows(operatorId)).toEqual([]);

    // The next Beijing day starts a new count; other operators were never limited by it.
    clock.advance(DAY_MS);
    // A day on the app's clock: both sessions went idle; the operators sign in again.
    const again = await call(t.app, '/api/admin/login', {
      name: 'img_quota',
      password: 'upload-pass-1',
    });
    expect((await send(again.data.token, PNG_1PX)).status).toBe(200);
    for (const role of ['admin', 'content', 'support', 'finance'] as const) {
      const login = await call(t.app, '/api/admin/login', {
        name: `img_${role}`,
        password: 'upload-pass-1',
      });
      tokens[role] = login.data.token as string;
    }
    expect((await send(tokens.content!, PNG_1PX)).status).toBe(200);
  });

  it('answers 429 past the rate of a minute, refused attempts included', async () => {
    await ensureOperator(t.ctx, 'img_rate', 'upload-pass-1', 'content');
    const login = await call(t.app, '/api/admin/login', {
      name: 'img_rate',
      password: 'upload-pass-1',
    });
    const token = login.data.token as string;
    for (let i = 0; i < OPERATOR_UPLOAD_LIMITS.perMinute; i++) {
      // Refused (not an image) but counted.
      expect((await send(token, Buffer.from('text'), 'a.png')).status).toBe(400);
    }
    expect(await send(token, PNG_1PX)).toMatchObject({ status: 429, message: MSG.uploadTooFast });
  });
});
