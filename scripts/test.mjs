#!/usr/bin/env node
// `npm test`: unit, server integration (SQLite; PostgreSQL too when TEST_DATABASE_URL is set),
// web component tests, then the Playwright end-to-end specs in the system Chromium, then
// `ledger:verify` and `audit:verify` on every database the run wrote to.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import {
  playwrightFailures,
  printFailures,
  printUnexplained,
  readReport,
  vitestFailures,
} from './test-reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pgUrl = process.env.TEST_DATABASE_URL;
const requireE2e = process.env.REQUIRE_E2E === '1';
const failures = [];
// Each stage's JSON report, read at the end to name every failed test in the log's last lines.
// Not under test-results/: Playwright empties its output folder (test-results/) when it starts,
// which took the vitest report with it, so a vitest failure was never named at the log's end.
const reports = path.join(root, 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
// TEST_STAGES=vitest,e2e runs some stages only (CI's second runtime); all of them by default.
const STAGES = ['typecheck', 'lint', 'vitest', 'e2e'];
const wanted = new Set(
  (process.env.TEST_STAGES ?? STAGES.join(','))
    .split(',')
    .map((stage) => stage.trim())
    .filter(Boolean),
);
for (const stage of wanted) {
  if (!STAGES.includes(stage)) {
    console.log(`TEST_STAGES: unknown stage ${stage} (stages: ${STAGES.join(', ')})`);
    process.exit(2);
  }
}
console.log(`Node ${process.version}; stages: ${[...wanted].join(', ')}`);

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

if (pgUrl) {
  // Each test file leaves its schema behind for the verification below; clear the last run's.
  if (wanted.has('vitest')) {
    step('drop old PostgreSQL test schemas', process.execPath, ['scripts/drop-test-schemas.mjs']);
  }
} else {
  console.log('TEST_DATABASE_URL is not set: integration tests run on SQLite only.');
}

if (wanted.has('typecheck')) step('typecheck', 'npm', ['run', 'typecheck']);
if (wanted.has('lint')) step('lint', 'npm', ['run', 'lint']);
// TEST_PROJECTS=packages,server limits the vitest stage to those projects (vitest.config.ts).
const projects = (process.env.TEST_PROJECTS ?? '')
  .split(',')
  .map((project) => project.trim())
  .filter(Boolean)
  .flatMap((project) => ['--project', project]);
const vitestLog = path.join(reports, 'vitest.log');
const VITEST_STEP = 'unit, integration and component tests';
if (wanted.has('vitest')) {
  // Its output also goes to a file: a run that fails with no failed test (an unhandled error, a
  // worker that died) is explained by the lines quoted at the end of the log.
  const command = [
    'npx vitest run',
    ...projects,
    '--reporter=default --reporter=json',
    `--outputFile.json=${JSON.stringify(vitestReport)}`,
  ].join(' ');
  step(VITEST_STEP, 'bash', [
    '-o',
    'pipefail',
    '-c',
    `${command} 2>&1 | tee ${JSON.stringify(vitestLog)}`,
  ]);
}

const chromium = findChromium();
const e2eDb = path.join(root, 'e2e', '.data', 'e2e.db');
if (!wanted.has('e2e')) {
  console.log('\nThe end-to-end browser tests are not among the stages asked for.');
} else if (!chromium) {
  const line =
    '!!! NO CHROMIUM FOUND: the end-to-end browser tests did NOT run (apt-get install chromium) !!!';
  console.log(`\n${line}\n`);
  if (requireE2e) failures.push('end-to-end (REQUIRE_E2E=1 and no Chromium)');
} else {
  if (step('build', 'npm', ['run', 'build'])) {
    step(
      'end-to-end (Playwright, Chromium 375x812)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      },
    );
  }
}

if (wanted.has('e2e') && fs.existsSync(e2eDb)) {
  step('ledger:verify (end-to-end database)', 'npm', ['run', 'ledger:verify'], {
    DATABASE_URL: `sqlite:${e2eDb}`,
  });
  step('audit:verify (end-to-end database)', 'npm', ['run', 'audit:verify'], {
    DATABASE_URL: `sqlite:${e2eDb}`,
  });
}
if (pgUrl && wanted.has('vitest')) {
  step('ledger:verify (PostgreSQL test schemas)', 'npm', ['run', 'ledger:verify'], {
    DATABASE_URL: pgUrl,
    LEDGER_VERIFY_SCHEMAS: 'test\\_%',
  });
  step('audit:verify (PostgreSQL test schemas)', 'npm', ['run', 'audit:verify'], {
    DATABASE_URL: pgUrl,
    AUDIT_VERIFY_SCHEMAS: 'test\\_%',
  });
}

const vitestRun = readReport(vitestReport);
const playwrightRun = readReport(playwrightReport);
const failedTests = [
  ...(vitestRun ? vitestFailures(vitestRun) : []),
  ...(playwrightRun ? playwrightFailures(playwrightRun) : []),
];
if (failedTests.length > 0) {
  console.log(`\n=== failed tests (${failedTests.length}) ===`);
  printFailures(failedTests, root);
}
if (failures.includes(VITEST_STEP) && !(vitestRun && vitestFailures(vitestRun).length > 0)) {
  console.log('\n=== the vitest stage failed without a failed test: what it said ===');
  printUnexplained(vitestLog);
}
// The outcome in one file too: CI runs the suite twice (two runtimes) and prints both at its end.
const summary = [
  failures.length > 0 ? `FAILED: ${failures.join('; ')}` : 'All test stages passed.',
  ...failedTests.map((f) =>
    `  ✗ ${f.title} (${path.relative(root, f.where)}) ${f.error}`.slice(0, 400),
  ),
];
fs.writeFileSync(path.join(reports, 'summary.txt'), `${summary.join('\n')}\n`);
if (failures.length > 0) {
  console.log(`\nFAILED: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nAll test stages passed.');
