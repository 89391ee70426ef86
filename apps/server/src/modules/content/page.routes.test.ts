import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../platform/context.ts';
import { LOTTERY_ROOMS_KEY } from '@app/contract/first-paint';
import type { LotteryRoomSummary } from '@app/contract/lottery';
import { EARLY_ANSWERS_MARKER } from '../../platform/http/player-page.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const OPS = { name: 'pagebanners01', password: 'page-banners-1' };
const KEY = '/api/bannerList {"type":2}';
const SCRIPT = "document.getElementById('root').textContent = '首页';";
const PAGE = `<!doctype html><head>${EARLY_ANSWERS_MARKER}<script>${SCRIPT}</script></head><div id="root"></div><script type="module" src="./assets/app.js"></script>`;

/**
 * The player app's page carries home's banner list (DESIGN §10: the first banner is painted with
 * the shell, without a call): exactly what /api/bannerList answers, as a data block the policy has
 * nothing to allow for, kept fresh when the operator edits the banners.
 */
describe.each(TEST_DATABASES)("the player app's page and home's banners, on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'content-page-'));
    fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
    t = await startTestApp(kind, { webDist: dist });
    await ensureOperator(createContext(t.config, t.store), OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const answersIn = (html: string): Record<string, unknown> => {
    const block = /<script type="application\/json" id="early-answers">([\s\S]*?)<\/script>/.exec(
      html,
    );
    if (!block) throw new Error(`no early answers in ${html}`);
    return JSON.parse(block[1]!) as Record<string, unknown>;
  };

  it('writes what /api/bannerList answers into the page, at the marker, on every app address', async () => {
    const answer = await call(t.app, '/api/bannerList', { type: 2 });
    for (const url of ['/', '/index.html', '/login']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain(EARLY_ANSWERS_MARKER);
      const { status: _status, ...envelope } = answer;
      expect(answersIn(response.body)).toEqual({
        [KEY]: envelope,
        [LOTTERY_ROOMS_KEY]: expect.any(Array),
      });
    }
    expect(answer.data.length).toBeGreaterThan(0);
  });

  it('names the open lottery rooms as the lobby shows them (title and kind, nothing else)', async () => {
    const lobby = await t.app.inject({ method: 'GET', url: '/api/lotteryLobby' });
    const rooms = (lobby.json() as { data: LotteryRoomSummary[] }).data;
    expect(rooms.length).toBeGreaterThan(0);
    expect(answersIn((await get('/')).body)[LOTTERY_ROOMS_KEY]).toEqual(
      rooms.map((room) => ({
        room_id: room.room_id,
        title: `${room.lottery.title} · ${room.title}`,
        type: room.lottery.type,
      })),
    );
  });

  it('allows the page script by its hash and nothing for the data block', async () => {
    const response = await get('/');
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(SCRIPT, 'utf8').digest('base64');
    expect(scriptSrc?.trim().split(/\s+/)).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
  });

  it("follows the operator's edits at once", async () => {
    const before = answersIn((await get('/')).body)[KEY];
    const link = '/#/activity?a=1&b=2';
    const created = await call(
      t.app,
      '/api/admin/banners/create',
      { type: 2, src: '/uploads/a.png', link },
      ops,
    );
    expect(created.code).toBe(200);
    const page = (await get('/')).body;
    // Text stays data: & (like < and >) is written as an escape.
    expect(page).toContain('a=1\\u0026b=2');
    const listed = () => (answersIn(page)[KEY] as { data: unknown[] }).data;
    expect(listed()).toContainEqual({ id: created.data.id, src: '/uploads/a.png', link });

    await call(
      t.app,
      '/api/admin/banners/update',
      { id: created.data.id, src: '/uploads/b.png' },
      ops,
    );
    const updated = answersIn((await get('/')).body)[KEY] as { data: unknown[] };
    expect(updated.data).toContainEqual({ id: created.data.id, src: '/uploads/b.png', link });

    await call(t.app, '/api/admin/banners/delete', { id: created.data.id }, ops);
    expect(answersIn((await get('/')).body)[KEY]).toEqual(before);
  });

  it('sends it compressed as asked, and a 304 to a player who has it', async () => {
    const plain = await get('/');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(
      (await get('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding'],
    ).toBe('gzip');

    const etag = String(plain.headers.etag);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
