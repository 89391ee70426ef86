import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

describe.each(TEST_DATABASES)('health, on %s', (kind) => {
  it('answers ok after asking the database, and does not say which database it is', async () => {
    const t = await startTestApp(kind);
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'ok', data: { status: 'ok' } });
    expect(response.body).not.toMatch(/sqlite|postgres/i);

    // With the database gone, health says so (and still does not say which one).
    await t.store.close();
    const down = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 503,
      message: MSG.serviceUnavailable,
      data: { status: 'down' },
    });
    expect(down.body).not.toMatch(/sqlite|postgres/i);
    await t.app.close();
  });
});

/**
 * The player app is served at / (hash routing): any other address without a file extension gets
 * its index.html, but an address that names a file (an extension, or a dot-folder) that does not
 * exist is a 404 envelope, not the app's page (scanners ask for /.env, /wp-login.php …).
 */
describe('unknown addresses next to the player app', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const INDEX = '<!doctype html><title>app</title>';
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await startTestApp('sqlite', { webDist: dist });
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  for (const url of [
    '/foo.php',
    '/.env',
    '/wp-login.php',
    '/assets/missing.js',
    '/favicon-missing.ico',
    '/.git/config',
    '/.well-known/security.txt',
    '/backup.tar.gz',
    '/deep/path/config.json?x=1',
  ]) {
    it(`${url} is a 404 envelope`, async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 404, message: MSG.notFound, data: null });
    });
  }

  for (const url of ['/', '/login', '/game/list', '/index_old?tab=2', '/v1.2/page']) {
    it(`${url} is the app`, async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX);
    });
  }

  it('a file that exists is served', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('an unknown API path and a POST are 404 envelopes', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/login'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: MSG.notFound, data: null });
    }
  });
});

/**
 * The player app's index.html runs an inline script before any file arrives (its first paint):
 * the page's policy allows exactly that script, by its hash, and still no other inline script.
 */
describe('the player app page and its inline script', () => {
  const SCRIPT = "document.getElementById('root').textContent = '首页';";
  const PAGE = `<!doctype html><div id="root"></div><script>${SCRIPT}</script><script type="module" src="./assets/app.js"></script>`;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-inline-'));
    fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
    t = await startTestApp('sqlite', { webDist: dist });
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it("allows the page's own inline script by its hash, and no inline script in general", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.body).toBe(PAGE);
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'));
    // What a browser computes for the script: SHA-256 of its text, base64.
    const hash = createHash('sha256').update(SCRIPT, 'utf8').digest('base64');
    expect(scriptSrc?.trim().split(/\s+/)).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});

/** The console is served at /admin/: its files, its page for deep links, never framed. */
describe('the operator console next to the player app', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const WEB = '<!doctype html><title>app</title>';
  const CONSOLE = '<!doctype html><title>console</title>';
  beforeAll(async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), WEB);
    const admin = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-admin-'));
    fs.writeFileSync(path.join(admin, 'index.html'), CONSOLE);
    fs.mkdirSync(path.join(admin, 'assets'));
    fs.writeFileSync(path.join(admin, 'assets', 'console-1.js'), 'console.log(2)');
    t = await startTestApp('sqlite', { webDist: web, adminDist: admin });
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('/admin redirects to /admin/, which is the console, not framable', async () => {
    expect((await get('/admin')).headers.location).toBe('/admin/');
    for (const url of ['/admin/', '/admin/players/12']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CONSOLE);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves its assets immutable, and a missing one is a 404 envelope', async () => {
    const asset = await get('/admin/assets/console-1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/admin/assets/missing.js')).statusCode).toBe(404);
  });

  it('leaves the player app where it was', async () => {
    expect((await get('/login')).body).toBe(WEB);
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });
});
