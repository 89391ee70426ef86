import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EARLY_ANSWERS_ID, EARLY_ANSWERS_MARKER } from '@app/contract/first-paint';

/**
 * Where the built index.html takes the answers written in by the server (apps/web/vite.config.ts
 * leaves it at the top of <head>, before the inline script that reads them,
 * apps/web/src/first-paint/early-answers.ts): one name for both, from the contract.
 */
export { EARLY_ANSWERS_MARKER };

/**
 * Answers of public calls written into the page, keyed as the page's inline script and
 * `lib/api.ts` key them: `<path> <JSON body>` → the envelope the call answers.
 */
export type EarlyAnswers = Record<string, unknown>;

/**
 * JSON that stays data inside a `<script type="application/json">` block whatever the strings
 * hold: `<` (no `</script>`, no `<!--`), `>`, `&` and the line separators as escapes.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Which content codings an Accept-Encoding header takes (a coding with q=0 is refused). */
export function acceptedCodings(
  header: string | string[] | undefined,
): (coding: string) => boolean {
  const taken = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) taken.add(name);
  }
  return (coding) => taken.has(coding);
}

interface Rendered {
  key: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * The player app's page (DESIGN §10: its first paint needs no call): the built index.html, read
 * once at start (a new build is a new deployment), with the answers of `answers()` written in at
 * EARLY_ANSWERS_MARKER as a data block (`<script type="application/json" id="early-answers">`:
 * never executed, so the Content-Security-Policy has nothing to allow for it). The page is
 * compressed once per distinct content and kept until the answers change; it is no-cache with an
 * ETag, so a returning player revalidates and usually gets a 304. A page without the marker is
 * sent as built. When `answers()` fails the page goes out without them (the app then asks).
 */
export function playerPage(file: string, answers: () => Promise<EarlyAnswers>) {
  const template = fs.readFileSync(file, 'utf8');
  const at = template.indexOf(EARLY_ANSWERS_MARKER);
  let last: Rendered | undefined;

  const render = (html: string, key: string): Rendered => {
    const identity = Buffer.from(html, 'utf8');
    return {
      key,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      gzip: zlib.gzipSync(identity, { level: 9 }),
      br: zlib.brotliCompressSync(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    };
  };

  const current = async (): Promise<Rendered> => {
    if (at < 0) return (last ??= render(template, ''));
    let data = '';
    try {
      data = jsonForHtml(await answers());
    } catch {
      data = '';
    }
    if (last?.key === data) return last;
    const block = data
      ? `<script type="application/json" id="${EARLY_ANSWERS_ID}">${data}</script>`
      : '';
    last = render(
      template.slice(0, at) + block + template.slice(at + EARLY_ANSWERS_MARKER.length),
      data,
    );
    return last;
  };

  return async function send(request: FastifyRequest, reply: FastifyReply) {
    const page = await current();
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
      return reply.code(304).send();
    }
    const wants = acceptedCodings(request.headers['accept-encoding']);
    if (wants('br')) return reply.header('content-encoding', 'br').send(page.br);
    if (wants('gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.identity);
  };
}
