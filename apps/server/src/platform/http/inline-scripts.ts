import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow the inline scripts of a built page
 * and nothing else. The player app's index.html runs one before any file has arrived (it shows the
 * first paint of the route in the address and starts its downloads: apps/web/vite.config.ts);
 * `script-src 'self'` alone would block it. Read once when the server starts: a new build is a new
 * deployment. No page, or no inline script: none. Data blocks (`<script type="application/json">`,
 * such as the answers the server writes into the page: player-page.ts) never run and need none.
 */
export function inlineScriptSources(htmlFile: string | undefined): string[] {
  if (!htmlFile || !fs.existsSync(htmlFile)) return [];
  const html = fs.readFileSync(htmlFile, 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    // A data block (type="application/json" …) is never run: nothing to allow.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type?.endsWith('json')) continue;
    sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}
