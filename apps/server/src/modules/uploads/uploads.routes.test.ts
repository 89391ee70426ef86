import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import { beijingDayStart, manualClock } from '../../platform/time.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { PNG_1PX, upload } from '../../test/uploads.ts';
import { importUploadFolder } from './index.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
const HOUR_MS = 60 * 60 * 1000;

const keyOf = (url: string) => /^\/uploads\/([0-9a-f]{32})\.(?:png|gif|jpg)$/.exec(url)![1]!;

describe.each(TEST_DATABASES)('uploads on %s', (kind) => {
  // Two nodes on one database, as behind a load balancer, on one clock that moves when told.
  const clock = manualClock(Date.now());
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp(kind, {}, { clock });
    b = await startTestApp(kind, {}, { store: a.store, clock });
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    await a.store.close();
  });

  async function player(name: string) {
    const token = await registerPlayer(a.app, name, 'secret123');
    const me = await call(a.app, '/api/user', {}, token);
    return { token, id: me.data.id as number };
  }
  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers });

  /** Rows straight into the table: a player's earlier uploads of the day, for the quota. */
  async function earlierUploads(userId: number, count: number, size: number, at = clock.now()) {
    for (let i = 0; i < count; i++) {
      await a.store.db
        .insertInto('uploads')
        .values({
          key: `${userId.toString(16).padStart(8, '0')}${at.toString(16).padStart(16, '0')}${i.toString(16).padStart(8, '0')}`,
          user_id: userId,
          content_type: 'image/png',
          size,
          sha256: '0'.repeat(64),
          bytes: Buffer.alloc(1),
          pinned_at: null,
          created_at: at,
        })
        .execute();
    }
  }

  it('stores an image uploaded on one node and serves it from the other', async () => {
    const p = await player('shotnode1');
    const answer = await upload(a.app, p.token, PNG_1PX);
    expect(answer).toMatchObject({ status: 200, code: 200, message: MSG.ok });
    expect(answer.data).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const served = await get(b, answer.data);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    // The browser's revalidation costs no bytes; the key alone names it too.
    const again = await get(a, answer.data, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(b, `/uploads/${keyOf(answer.data)}`)).statusCode).toBe(200);
  });

  it('takes GIF and JPEG by their bytes and serves each with its own type', async () => {
    const p = await player('shotnode2');
    const gif = await upload(a.app, p.token, GIF, 'a.jpg', 'image/jpeg');
    const jpeg = await upload(a.app, p.token, JPEG, 'b.png', 'image/png');
    expect(gif.data).toMatch(/\.gif$/);
    expect(jpeg.data).toMatch(/\.jpg$/);
    expect((await get(b, gif.data)).headers['content-type']).toBe('image/gif');
    expect((await get(b, jpeg.data)).headers['content-type']).toBe('image/jpeg');
  });

  it('answers the 404 envelope for an unknown or malformed name, or the wrong suffix', async () => {
    const p = await player('shotnode3');
    const shot = (await upload(a.app, p.token, PNG_1PX)).data as string;
    for (const url of [
      `/uploads/${'0'.repeat(32)}.png`,
      '/uploads/not-ours.png',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      shot.replace(/\.png$/, '.gif'),
    ]) {
      const answer = await get(b, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toEqual({ code: 404, message: MSG.notFound, data: null });
    }
  });

  it('refuses a text file named .png, an SVG and a file over 5 MB, whatever their names', async () => {
    const p = await player('shotnode4');
    const text = await upload(a.app, p.token, Buffer.from('just some text\n'), 'x.png');
    expect(text).toMatchObject({ status: 400, message: MSG.uploadType });
    const svg = await upload(a.app, p.token, Buffer.from('<svg></svg>'), 'x.png', 'image/png');
    expect(svg).toMatchObject({ status: 400, message: MSG.uploadType });
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(LIMITS.uploadMaxBytes + 10 - PNG_1PX.length)]);
    expect(await upload(a.app, p.token, big)).toMatchObject({
      status: 400,
      message: MSG.uploadSize,
    });
    const stored = await a.store.db
      .selectFrom('uploads')
      .select('id')
      .where('user_id', '=', p.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await upload(a.app, 'nope', PNG_1PX)).status).toBe(401);
  });

  it(`refuses more than ${LIMITS.uploadsPerMinute} uploads a minute from one player`, async () => {
    const p = await player('shotrate1');
    for (let i = 0; i < LIMITS.uploadsPerMinute; i++) {
      expect((await upload(a.app, p.token, PNG_1PX)).status).toBe(200);
    }
    expect(await upload(a.app, p.token, PNG_1PX)).toMatchObject({
      status: 429,
      code: 429,
      message: MSG.uploadTooFast,
    });
    // Another player is not held up.
    const other = await player('shotrate2');
    expect((await upload(a.app, other.token, PNG_1PX)).status).toBe(200);
  });

  it(`refuses the upload past ${LIMITS.uploadsPerDay} of a Beijing day, on any node`, async () => {
    const p = await player('shotquota1');
    // Yesterday's do not count.
    await earlierUploads(p.id, 5, 100, beijingDayStart(clock.now()) - 1);
    await earlierUploads(p.id, LIMITS.uploadsPerDay - 1, 100);
    expect((await upload(a.app, p.token, PNG_1PX)).status).toBe(200);
    expect(await upload(b.app, p.token, PNG_1PX)).toMatchObject({
      status: 422,
      message: MSG.uploadDailyCount(LIMITS.uploadsPerDay),
    });
    expect(MSG.uploadDailyCount(LIMITS.uploadsPerDay)).toBe('今日上传图片已达20张上限，请明天再试');
  });

  it('refuses the upload that would pass 20 MB in a day', async () => {
    const p = await player('shotquota2');
    await earlierUploads(p.id, 1, LIMITS.uploadBytesPerDay - PNG_1PX.length);
    expect((await upload(a.app, p.token, PNG_1PX)).status).toBe(200);
    expect(await upload(a.app, p.token, PNG_1PX)).toMatchObject({
      status: 422,
      message: MSG.uploadDailyBytes(20),
    });
  });

  it('refuses a guest, and an address past its daily total whoever signs in from it', async () => {
    const guest = await call(a.app, '/api/guest_login', {});
    expect(guest.status).toBe(200);
    expect(await upload(a.app, guest.data.api_token, PNG_1PX)).toMatchObject({
      status: 403,
      message: MSG.guestNotAllowed,
    });

    // Earlier today, from this address, nearly the whole allowance (three players' worth).
    const from = '127.8.8.8';
    const earlier = await player('shotaddr0');
    const left = LIMITS.uploadBytesPerDayPerAddress - PNG_1PX.length;
    const third = Math.floor(left / 3);
    await earlierUploads(earlier.id, 2, third);
    await earlierUploads(earlier.id, 1, left - 2 * third, clock.now() + 1);
    await a.store.db
      .updateTable('uploads')
      .set({ address: from })
      .where('user_id', '=', earlier.id)
      .execute();
    // A fresh account from that address has its own quota left, but the address has not.
    const fresh = await player('shotaddr1');
    const png = (await upload(a.app, fresh.token, PNG_1PX, 'a.png', 'image/png', from)).status;
    expect(png).toBe(200);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(64)]);
    expect(await upload(b.app, fresh.token, big, 'b.png', 'image/png', from)).toMatchObject({
      status: 422,
      message: MSG.uploadAddressDailyBytes,
    });
    // The same player from another address goes on.
    expect((await upload(b.app, fresh.token, big, 'c.png', 'image/png', '127.9.9.9')).status).toBe(
      200,
    );
  });

  it(`refuses more than ${LIMITS.uploadsPerMinutePerAddress} uploads a minute from one address`, async () => {
    const from = '127.7.7.7';
    let accepted = 0;
    for (let i = 0; i < 5; i++) {
      const p = await player(`shotburst${i}`);
      for (let j = 0; j < LIMITS.uploadsPerMinute; j++) {
        const answer = await upload(a.app, p.token, PNG_1PX, 's.png', 'image/png', from);
        if (answer.status === 200) accepted += 1;
        else expect(answer).toMatchObject({ status: 429, message: MSG.uploadTooFast });
      }
    }
    expect(accepted).toBe(LIMITS.uploadsPerMinutePerAddress);
  });

  it('lets exactly one of simultaneous uploads take the last place of the day', async () => {
    const p = await player('shotquota3');
    await earlierUploads(p.id, LIMITS.uploadsPerDay - 1, 100);
    const answers = await Promise.all([
      upload(a.app, p.token, PNG_1PX),
      upload(b.app, p.token, PNG_1PX),
      upload(a.app, p.token, PNG_1PX),
      upload(b.app, p.token, PNG_1PX),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 422, 422, 422]);
  });

  it('imports the screenshots a node kept on its disk under their old addresses', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-legacy-uploads-'));
    const kept = 'a'.repeat(32);
    fs.writeFileSync(path.join(folder, `${kept}.png`), PNG_1PX);
    fs.writeFileSync(path.join(folder, `${'b'.repeat(32)}.png`), 'not an image');
    fs.writeFileSync(path.join(folder, `${'c'.repeat(32)}.png`), GIF);
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'hello');
    const first = await importUploadFolder(a.ctx, folder);
    expect(first).toMatchObject({ imported: 1, present: 0 });
    expect(first.skipped.sort()).toEqual([
      `${'b'.repeat(32)}.png`,
      `${'c'.repeat(32)}.png`,
      'notes.txt',
    ]);
    expect(await importUploadFolder(b.ctx, folder)).toMatchObject({ imported: 0, present: 1 });

    const served = await get(b, `/uploads/${kept}.png`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
    // Its uploader is unknown: no player can cite it in a new deposit.
    const p = await player('shotlegacy1');
    expect(
      await call(a.app, '/api/uploadform', { url: `/uploads/${kept}.png`, num: '100' }, p.token),
    ).toMatchObject({ status: 400, message: MSG.uploadFirst });
  });

  it('deletes, after a day, the uploads no deposit cites, and keeps the cited ones', async () => {
    const p = await player('shotclean1');
    const cited = (await upload(a.app, p.token, PNG_1PX)).data as string;
    const forgotten = (await upload(a.app, p.token, PNG_1PX)).data as string;
    const deposit = await call(b.app, '/api/uploadform', { url: cited, num: '100' }, p.token);
    expect(deposit.code).toBe(200);
    clock.advance(2 * HOUR_MS);
    const recent = (await upload(b.app, p.token, PNG_1PX)).data as string;

    // A day and an hour after the first two (23 h after the third), the hourly job runs.
    clock.advance(23 * HOUR_MS);
    // (A tick starts at most 16 runs, the other jobs' included: tick until one starts nothing.)
    const ticked = async (node: typeof a) => {
      const jobs: string[] = [];
      for (let round = 0; round < 10; round++) {
        const runs = await node.ctx.jobs.tick();
        await node.ctx.jobs.idle();
        jobs.push(...runs.map((run) => run.job));
        if (runs.length === 0) break;
      }
      return jobs;
    };
    expect(await ticked(a)).toContain('uploads.cleanup');
    // The other node finds the hour's slot taken.
    expect(await ticked(b)).not.toContain('uploads.cleanup');

    expect((await get(b, cited)).statusCode).toBe(200);
    expect((await get(b, recent)).statusCode).toBe(200);
    expect((await get(b, forgotten)).statusCode).toBe(404);
    // Imported screenshots are pinned: kept.
    expect((await get(b, `/uploads/${'a'.repeat(32)}.png`)).statusCode).toBe(200);
    const runs = await a.ctx.jobs.recentRuns({ job: 'uploads.cleanup' });
    expect(runs.map((run) => run.state)).toEqual(['done']);

    // A deleted screenshot can no longer be cited; the pinned one still can.
    expect(
      await call(a.app, '/api/uploadform', { url: forgotten, num: '100' }, p.token),
    ).toMatchObject({ status: 400, message: MSG.uploadFirst });
    expect((await call(a.app, '/api/uploadform', { url: cited, num: '50' }, p.token)).code).toBe(
      200,
    );
  });
});
