// Measures the JavaScript the first route needs: the entry script of the built player app and
// every chunk it preloads, gzipped (level 9, as a server would). Budget: 170 KB (DESIGN §10).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
export function firstRouteJs() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) {
    files.add(match[1]);
  }
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const file of files) {
    const body = fs.readFileSync(path.join(dist, file.replace(/^\//, '')));
    const zipped = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    rows.push({ file, raw: body.length, gzip: zipped });
  }
  return { rows, raw, gzip, budget: 170 * 1024 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = firstRouteJs();
  for (const row of result.rows) {
    console.log(`${row.file}  ${(row.raw / 1024).toFixed(1)} KB raw  ${(row.gzip / 1024).toFixed(1)} KB gzip`);
  }
  console.log(
    `first-route JS: ${(result.gzip / 1024).toFixed(1)} KB gzip (budget ${result.budget / 1024} KB, ${((100 * result.gzip) / result.budget).toFixed(0)} % of it)`,
  );
  if (result.gzip > result.budget) process.exit(1);
}
