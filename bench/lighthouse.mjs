// `npm run bench:lighthouse`: Lighthouse (mobile preset, performance only) of the home page of the
// built app, served by the real server on a fresh SQLite database with the demo seed. Needs
// Chromium (CHROME_PATH, default /usr/bin/chromium) and the npm registry (Lighthouse 12.8.2, the
// last major for Node 20, is fetched by npx on first use; it is not a dependency of the project).
// Run `npm run build` first. Prints the score and the main timings; exits 1 below LH_MIN_SCORE.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const minScore = Number(process.env.LH_MIN_SCORE ?? 0);
const route = process.env.LH_ROUTE ?? '/';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const port = 19000 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${dir}/lighthouse.db`,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) =>
  server.stdout.on('data', (d) => String(d).includes('Demo login') && resolve()),
);

const report = path.join(dir, 'report.json');
try {
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      `http://127.0.0.1:${port}/#${route}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: chrome },
    },
  );
} finally {
  server.kill('SIGTERM');
}

const result = JSON.parse(fs.readFileSync(report, 'utf8'));
const score = Math.round(result.categories.performance.score * 100);
const audit = (id) => result.audits[id]?.displayValue ?? '-';
console.log(`Lighthouse mobile performance of ${route}: ${score}`);
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]) {
  console.log(`  ${id}: ${audit(id)}`);
}
fs.rmSync(dir, { recursive: true, force: true });
process.exit(score < minScore ? 1 : 0);
