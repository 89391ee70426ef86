// The failed tests of a run, read from the JSON reports Vitest and Playwright write, so that the
// last lines of a long log (all a CI page may keep) name each failure, its place and its error.
import fs from 'node:fs';

/** Text without its terminal colour codes (ESC [ … m). */
export const stripColours = (text) =>
  text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

const firstLine = (text) =>
  stripColours(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && line !== 'Error:') ?? '';

/** A JSON report's content, or null when the run wrote none. */
export function readReport(file) {
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The failures of a Playwright JSON report: { title, where, status, error, screenshot }, one per
 * failed attempt (a test that passed on retry still shows its failed attempt: it is flaky).
 */
export function playwrightFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          const screenshot = (result.attachments ?? []).find((a) => a.name === 'screenshot');
          out.push({
            title: [...titles, spec.title].filter(Boolean).join(' › '),
            where: `${spec.file}:${spec.line}`,
            status: result.status,
            error: firstLine(result.error?.message),
            screenshot: screenshot?.path ?? '',
          });
        }
      }
    }
  };
  walk(report, []);
  return out;
}

/** The failures of a Vitest JSON report: failed tests, and files that failed outside any test. */
export function vitestFailures(report) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      out.push({
        title: test.fullName,
        where: file.name,
        status: 'failed',
        error: firstLine(test.failureMessages?.[0]),
        screenshot: '',
      });
    }
    if (failed.length === 0 && file.status === 'failed') {
      out.push({
        title: '(the file itself)',
        where: file.name,
        status: 'failed',
        error: firstLine(file.message),
        screenshot: '',
      });
    }
  }
  return out;
}

/** Prints failures, one line each with the error and screenshot below, paths from `root`. */
export function printFailures(failures, root) {
  const relative = (file) => (file.startsWith(root) ? file.slice(root.length + 1) : file);
  for (const failure of failures) {
    console.log(`  ✗ ${failure.title} (${relative(failure.where)}) ${failure.status}`);
    if (failure.error) console.log(`      ${failure.error.slice(0, 300)}`);
    if (failure.screenshot) console.log(`      screenshot: ${relative(failure.screenshot)}`);
  }
}

/**
 * A stage that failed with no failed test (an unhandled error, a worker that exited, a timeout
 * of the whole run): the lines of its log that say so, with a few after each, else its last lines.
 */
export function printUnexplained(logFile, { context = 6, max = 60 } = {}) {
  if (!fs.existsSync(logFile)) {
    console.log('  (no log was written)');
    return;
  }
  const lines = stripColours(fs.readFileSync(logFile, 'utf8')).split('\n');
  const telling =
    /Unhandled|Error|error:|exited|ERR_|Segmentation|Aborted|SIGABRT|SIGSEGV|Timeout|FAIL/;
  const picked = new Set();
  lines.forEach((line, i) => {
    if (!telling.test(line)) return;
    for (let j = i; j < Math.min(lines.length, i + context); j++) picked.add(j);
  });
  const shown = picked.size > 0 ? [...picked].slice(0, max) : [];
  const tail = lines.slice(-Math.min(max, 30));
  for (const i of shown) console.log(`  ${lines[i]}`);
  if (shown.length > 0) console.log('  …');
  console.log('  last lines:');
  for (const line of tail) console.log(`  ${line}`);
}
