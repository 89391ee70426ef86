// `npm run bench:lighthouse`: Lighthouse (mobile preset, performance only) of the home page of the
// built app, served by the real server on a fresh SQLite database with the demo seed. Needs
// Chromium (CHROME_PATH, default /usr/bin/chromium) and the npm registry (Lighthouse 12.8.2, the
// last major for Node 20, is fetched by npx on first use; it is not a dependency of the project).
// Run `npm run build` first. Runs LH_RUNS times (default 5) and prints the median score with the
// timings of that run; exits 1 below LH_MIN_SCORE.
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

// One run's score moves by 20 points on a shared two-core machine (total blocking time is the
// observed main-thread time × 4): several runs, and the one with the median score is reported.
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const results = [];
const lighthouse = (report) =>
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
// Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is done again, twice
// at most over the whole benchmark.
let retries = 2;
try {
  for (let run = 1; run <= runs; run++) {
    const report = path.join(dir, `report-${run}.json`);
    try {
      lighthouse(report);
    } catch (error) {
      if (retries-- === 0) throw error;
      console.log(`run ${run} failed (${error.message.split('\n')[0]}); running it again`);
      run--;
      continue;
    }
    results.push(JSON.parse(fs.readFileSync(report, 'utf8')));
  }
} finally {
  server.kill('SIGTERM');
}

const scoreOf = (result) => Math.round(result.categories.performance.score * 100);
const sorted = [...results].sort((a, b) => scoreOf(a) - scoreOf(b));
const median = sorted[Math.floor((sorted.length - 1) / 2)];
const score = scoreOf(median);
const audit = (id) => median.audits[id]?.displayValue ?? '-';
console.log(
  `Lighthouse mobile performance of ${route}: ${score} (median of ${runs}; runs: ${results.map(scoreOf).join(', ')})`,
);
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
