import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { userInfo } from './profile.service.ts';
import { PNG_1PX, uploadTo } from '../../test/uploads.ts';

const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

describe.each(TEST_DATABASES)('profile and settings on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const player = () => registerPlayer(t.app, `profile${kind.slice(0, 2)}${(serial += 1)}`);
  const me = async (token: string) => (await call(t.app, '/api/user', {}, token)).data;
  const avatar = (token: string, bytes: Buffer, name: string, type: string) =>
    uploadTo(t.app, '/api/uploadimg', token, bytes, name, type);

  it('takes a GIF, PNG or JPEG as the avatar, by magic bytes, and serves it as that image', async () => {
    const token = await player();
    expect((await me(token)).avatar).toBe('');
    for (const [bytes, suffix] of [
      [GIF, 'gif'],
      [PNG_1PX, 'png'],
      [JPEG, 'jpg'],
    ] as const) {
      const answer = await avatar(token, bytes, `me.${suffix}`, `image/${suffix}`);
      expect(answer).toMatchObject({ status: 200, code: 200, message: MSG.avatarUploaded });
      expect(answer.data).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${suffix}$`));
      expect((await me(token)).avatar).toBe(answer.data);
    }
    // A PNG named .gif and declared as a GIF is a PNG (magic bytes), served as one.
    const renamed = await avatar(token, PNG_1PX, 'photo.gif', 'image/gif');
    expect(renamed).toMatchObject({ status: 200, message: MSG.avatarUploaded });
    expect(renamed.data).toMatch(/\.png$/);
    const served = await t.app.inject({ method: 'GET', url: renamed.data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f]{32}\.png"$/);
    // The avatar is pinned: the hourly clean-up keeps it.
    const key = /([0-9a-f]{32})/.exec(renamed.data)![1]!;
    const row = await t.store.db
      .selectFrom('uploads')
      .select('pinned_at')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.pinned_at).not.toBeNull();
  });

  it('refuses what is not an image, or too large, with the spec messages, keeping the avatar', async () => {
    const token = await player();
    const first = await avatar(token, PNG_1PX, 'a.png', 'image/png');
    for (const [bytes, name, type] of [
      [HTML, 'page.png', 'image/png'],
      [SVG, 'x.svg', 'image/svg+xml'],
      [Buffer.from('plain text'), 'a.jpg', 'image/jpeg'],
    ] as const) {
      expect(await avatar(token, bytes, name, type)).toMatchObject({
        status: 400,
        message: MSG.uploadType,
      });
    }
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(LIMITS.uploadMaxBytes + 1 - PNG_1PX.length)]);
    expect(await avatar(token, big, 'big.png', 'image/png')).toMatchObject({
      status: 400,
      message: MSG.uploadSize,
    });
    expect(MSG.uploadSize).toBe('图片大小不能超过 5MB。');
    expect(MSG.uploadType).toBe('请选择 GIF, PNG 或 JPG 格式的图片。');
    expect((await me(token)).avatar).toBe(first.data);
    // No login: 401.
    expect(
      (await uploadTo(t.app, '/api/uploadimg', '', PNG_1PX, 'a.png', 'image/png')).status,
    ).toBe(401);
  });

  it('saves a valid mobile, e-mail and birthday and refuses each invalid one', async () => {
    const token = await player();
    const valid = { mobile: '13812345678', email: 'li.ming@example.com', birthday: '1990-05-20' };
    expect(await call(t.app, '/api/updateuserinfo', valid, token)).toMatchObject({
      status: 200,
      data: null,
    });
    expect(await me(token)).toMatchObject(valid);

    const cases: [Record<string, string>, string][] = [
      [{ mobile: '12345678901' }, MSG.mobileInvalid],
      [{ mobile: '1381234567' }, MSG.mobileInvalid],
      [{ mobile: '138123456789' }, MSG.mobileInvalid],
      [{ email: 'li.ming@' }, MSG.emailInvalid],
      [{ email: 'not an email' }, MSG.emailInvalid],
      [{ birthday: '1990/05/20' }, MSG.birthdayInvalid],
      [{ birthday: '1990-13-01' }, MSG.birthdayInvalid],
      [{ birthday: '1979-12-31' }, MSG.birthdayRange],
      [{ birthday: '2999-01-01' }, MSG.birthdayRange],
    ];
    for (const [change, message] of cases) {
      expect(
        await call(t.app, '/api/updateuserinfo', { ...valid, ...change }, token),
      ).toMatchObject({ status: 400, message });
    }
    // Nothing of a refused change was written.
    expect(await me(token)).toMatchObject(valid);
    expect(MSG.birthdayInvalid).toBe('请输入正确的日期格式：YYYY-MM-DD');

    // Fields may be left empty (a player need not give them).
    expect(
      (
        await call(
          t.app,
          '/api/updateuserinfo',
          { mobile: '', email: '', birthday: '1980-01-01' },
          token,
        )
      ).status,
    ).toBe(200);
    expect(await me(token)).toMatchObject({ mobile: '', email: '', birthday: '1980-01-01' });
    expect((await call(t.app, '/api/updateuserinfo', valid)).status).toBe(401);
  });

  it('keeps the settings switches per player, with the spec defaults', async () => {
    const token = await player();
    const other = await player();
    const defaults = { msg_time: 1, win_notice: 1, quiet_mode: 0 };
    expect((await call(t.app, '/api/userSettings', {}, token)).data).toEqual(defaults);
    expect((await call(t.app, '/api/userSettingsUpdate', { quiet_mode: 1 }, token)).data).toEqual({
      ...defaults,
      quiet_mode: 1,
    });
    expect(
      (await call(t.app, '/api/userSettingsUpdate', { msg_time: false, win_notice: '0' }, token))
        .data,
    ).toEqual({ msg_time: 0, win_notice: 0, quiet_mode: 1 });
    expect((await call(t.app, '/api/userSettings', {}, token)).data).toEqual({
      msg_time: 0,
      win_notice: 0,
      quiet_mode: 1,
    });
    expect((await call(t.app, '/api/userSettings', {}, other)).data).toEqual(defaults);
    expect((await call(t.app, '/api/userSettingsUpdate', { quiet_mode: 2 }, token)).status).toBe(
      400,
    );
    expect((await call(t.app, '/api/userSettings', {})).status).toBe(401);
  });

  it('reads userInfo in one statement per module, the two ledger balances in one', async () => {
    const token = await player();
    const id = ((await me(token)) as { id: number }).id;
    // The player's venue accounts (the house venue and the demo venues) exist after balancelist.
    expect((await call(t.app, '/api/balancelist', {}, token)).code).toBe(200);
    await me(token); // the one-second copy of the wallet settings is warm
    const executor = (
      t.ctx.store.db as unknown as {
        getExecutor(): { executeQuery(query: CompiledQuery, id: unknown): Promise<unknown> };
      }
    ).getExecutor();
    const run = executor.executeQuery;
    const statements: string[] = [];
    executor.executeQuery = function (query, queryId) {
      statements.push(query.sql.replace(/\s+/g, ' ').trim());
      return run.call(this, query, queryId);
    };
    let info: unknown;
    try {
      info = await userInfo(t.ctx, id);
    } finally {
      executor.executeQuery = run;
    }
    expect(info).toEqual(await me(token));
    // users; venues (the venues, the player's accounts and transfer switch); wallet (deposits);
    // vip; agents; ledger (the wallet and the house venue's, one statement); the demo venue (its
    // ten wallets, one statement). It was ten: the venues' three tables apart and a second
    // ledger read for the house venue.
    const tables = statements.map((sql) => /\bfrom "?(\w+)"?/i.exec(sql)?.[1] ?? sql);
    expect(tables.sort()).toEqual(
      [
        'agents',
        'demo_venue_wallets',
        'deposits',
        'ledger_accounts',
        'player_vip',
        'players',
        'users',
      ].sort(),
    );
    expect(statements.find((sql) => sql.includes('ledger_accounts'))).toMatch(/in \(\S+, \S+\)/);
  });
});
