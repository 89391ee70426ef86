// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy next to every text asset of
// dist/, so the server sends compressed files without compressing on each request
// (@fastify/static `preCompressed`). Only when the copy is smaller.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const raw = fs.readFileSync(file);
  if (raw.length < 512) continue;
  const br = zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  const gz = zlib.gzipSync(raw, { level: 9 });
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
  count++;
}
console.log(`precompressed ${count} files in dist/`);
