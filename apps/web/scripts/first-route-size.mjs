// Gzip size of the JavaScript the first route (/, the home screen) needs: the entry chunk, its
// static imports, and the home screen's lazy chunk with its static imports. DESIGN §10 budget:
// 170 KB gzip. Run after `vite build` (reads dist/.vite/manifest.json).
//   node apps/web/scripts/first-route-size.mjs [--json]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170 * 1024;
const FIRST_ROUTE_SCREEN = 'src/features/home/pages/HomePage.tsx';
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect(FIRST_ROUTE_SCREEN);

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
  raw: 0,
  gzip: 0,
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ files: rows, total, budget: BUDGET_BYTES }));
} else {
  for (const row of rows)
    console.log(`${kb(row.gzip).padStart(9)} gzip ${kb(row.raw).padStart(9)} raw  ${row.file}`);
  console.log(
    `${kb(total.gzip).padStart(9)} gzip ${kb(total.raw).padStart(9)} raw  first route total (budget ${kb(BUDGET_BYTES)})`,
  );
}
if (total.gzip > BUDGET_BYTES) process.exitCode = 1;
