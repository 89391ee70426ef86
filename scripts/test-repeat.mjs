#!/usr/bin/env node
// `npm run test:repeat -- [N] [--each] [playwright arguments…]`: the browser suite N times in a
// row (default 5) on one build, with no retries, each run on a fresh database (the suite's own web
// server), and then every failure with its spec, its error's first line and its screenshot.
// `--each` runs every spec file alone once instead (a spec that passes only after another is a
// flaky spec too). Exits 1 when any run failed. The figures of each run land in
// test-results/repeat-<n>/ (report.json and the failures' screenshots).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import { playwrightFailures, printFailures, readReport } from './test-reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const each = args.includes('--each');
const build = !args.includes('--no-build');
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const passOn = args.filter((arg) => !/^\d+$/.test(arg) && arg !== '--each' && arg !== '--no-build');

const chromium = findChromium();
if (!chromium) {
  console.log('No Chromium found (apt-get install chromium): the browser suite cannot run.');
  process.exit(2);
}
if (build && spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}

const specs = fs
  .readdirSync(path.join(root, 'e2e', 'specs'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const runs = each
  ? specs.map((spec) => ({ label: spec, extra: [path.join('e2e', 'specs', spec)] }))
  : Array.from({ length: count }, (_, i) => ({ label: `run ${i + 1} of ${count}`, extra: [] }));

const summary = [];
runs.forEach((run, index) => {
  const outputDir = path.join(root, 'test-results', `repeat-${index + 1}`);
  fs.rmSync(outputDir, { recursive: true, force: true });
  fs.mkdirSync(outputDir, { recursive: true });
  const reportFile = path.join(outputDir, 'report.json');
  console.log(`\n=== ${run.label} ===`);
  const started = Date.now();
  const result = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--reporter=list,json',
      ...run.extra,
      ...passOn,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_RETRIES: '0',
        E2E_OUTPUT_DIR: outputDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      },
    },
  );
  const report = readReport(reportFile);
  const failures = report ? playwrightFailures(report) : [];
  const passed = result.status === 0 && failures.length === 0;
  summary.push({
    label: run.label,
    passed,
    seconds: Math.round((Date.now() - started) / 1000),
    expected: report?.stats?.expected ?? 0,
    failures: report
      ? failures
      : [
          {
            title: 'the run',
            where: '',
            status: 'no report',
            error: `exit ${result.status}`,
            screenshot: '',
          },
        ],
  });
});

console.log('\n=== test:repeat ===');
for (const run of summary) {
  console.log(
    `${run.passed ? 'PASS' : 'FAIL'}  ${run.label}: ${run.expected} passed, ${run.failures.length} failed, ${run.seconds} s`,
  );
  printFailures(run.failures, root);
}
const failed = summary.filter((run) => !run.passed).length;
console.log(
  failed === 0
    ? `\nAll ${summary.length} runs passed.`
    : `\n${failed} of ${summary.length} runs failed.`,
);
process.exit(failed === 0 ? 0 : 1);
