// What the player app's first screens fetch on a first visit, counted in the browser (DESIGN §10:
// <= 150 KB of JavaScript gzip for home, /lottery and /mine): the built server on a fresh SQLite
// database with the demo data, the system Chromium at 375x812, a fresh context per route (empty
// cache), every script response until the page has been idle, whether the entry announced it or a
// later import() fetched it. The server sends its precompressed .gz copies (the context asks for
// gzip only), so a script's size is its encoded body as transferred; a script that came
// uncompressed is counted as the gzip of its body.
//   node bench/first-visit.mjs [--json]      (after `npm run build`; BENCH_WEB_PORT picks the port)
// /lottery and /mine are measured as the demo player arriving with a token in the address (a
// shared link, the Telegram Mini App): a visitor never sees those screens. A visitor opening the
// deep link /#/mine is measured too: the app sends them to the login screen, whose code counts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FIRST_VISIT_BUDGET = 150 * 1024;
export const FIRST_VISIT_ROUTES = [
  { name: 'home', path: '/', player: false },
  { name: 'lottery', path: '/lottery?room_id=3', player: true },
  { name: 'mine', path: '/mine', player: true },
  // A shared deep link opened by a visitor: the app sends them on to the login screen.
  { name: 'mine-visitor', path: '/mine', player: false, endsOn: '/login', lighthouse: false },
];
const DEMO = { name: 'demo001', password: 'demo123' };

/** The built server on a fresh database with the demo seed; resolves once it has printed its login. */
export async function startWebServer(port = Number(process.env.BENCH_WEB_PORT ?? 18331)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dir}/web.db`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Demo login')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** A session token of the demo player (POST /api/login_pc). */
    async demoToken() {
      const response = await fetch(`${url}/api/login_pc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      const body = await response.json();
      if (body.code !== 200) throw new Error(`demo login: ${body.message}`);
      return body.data.api_token;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The app's address of a route, with the player's token when given (adopted, then removed). */
export function routeAddress(baseURL, routePath, token) {
  if (!token) return `${baseURL}/#${routePath}`;
  return `${baseURL}/#${routePath}${routePath.includes('?') ? '&' : '?'}token=${token}`;
}

/** Resolves once the page has been idle twice over (the app's after-idle imports have started). */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  // Runs in the page (a string: this file is linted as Node code).
  await page.evaluate(
    'new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 500))))',
  );
  await page.waitForLoadState('networkidle');
}

/** Every script the route fetched on a fresh context: [{url, gzip}], largest first, and the sum. */
export async function measureRoute(browser, address) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push(
      (async () => {
        const encoding = response.headers()['content-encoding'];
        const sizes = await response.request().sizes();
        const gzip =
          encoding === 'gzip'
            ? sizes.responseBodySize
            : gzipSync(await response.body(), { level: 9 }).length;
        return { url: new URL(response.url()).pathname, gzip, encoding: encoding ?? 'identity' };
      })(),
    );
  });
  await page.goto(address);
  await settled(page);
  const scripts = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
  await context.close();
  return { scripts, total: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}

/** All of FIRST_VISIT_ROUTES against a fresh server: [{name, path, total, scripts}]. */
export async function firstVisit() {
  const server = await startWebServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const token = await server.demoToken();
    const results = [];
    for (const route of FIRST_VISIT_ROUTES) {
      const address = routeAddress(server.url, route.path, route.player ? token : undefined);
      results.push({ ...route, ...(await measureRoute(browser, address)) });
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function describeFirstVisit(results) {
  return results
    .map(
      (route) =>
        `first visit JS ${route.path}${route.endsOn ? ` (visitor, ends on ${route.endsOn})` : ''}: ${kb(route.total)} gzip in ${route.scripts.length} scripts (budget ${kb(FIRST_VISIT_BUDGET)})`,
    )
    .join('\n');
}

export const firstVisitOk = (results) =>
  results.every((route) => route.total <= FIRST_VISIT_BUDGET);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await firstVisit();
  if (process.argv.includes('--json')) console.log(JSON.stringify(results));
  else {
    for (const route of results) {
      console.log(`${route.path}${route.endsOn ? ` (visitor, ends on ${route.endsOn})` : ''}`);
      for (const script of route.scripts)
        console.log(`  ${kb(script.gzip).padStart(9)}  ${script.encoding.padEnd(8)} ${script.url}`);
    }
    console.log(describeFirstVisit(results));
  }
  process.exit(firstVisitOk(results) ? 0 : 1);
}
