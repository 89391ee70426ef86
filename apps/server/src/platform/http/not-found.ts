import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundEnvelope } from './envelope-plugin.ts';

/**
 * Whether an address names a file: its last segment has an extension (`/foo.php`,
 * `/assets/app.js`) or one of its segments is a dot-name (`/.env`, `/.git/config`).
 */
export function looksLikeFile(url: string): boolean {
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  const segments = pathname.split('/');
  if (segments.some((segment) => segment.startsWith('.'))) return true;
  return /\.[A-Za-z0-9]{1,10}$/.test(segments[segments.length - 1] ?? '');
}

/**
 * What an address no route takes answers. With the player app served at `/` (`appPage`), a GET
 * of an address that is not an API path and does not name a file is a route of the app (hash
 * routing mostly uses `/`, but deep links exist) and gets its index.html; everything else is a
 * 404 envelope: a missing file is never answered with the app's page.
 */
export function notFoundHandler(
  appPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined,
  adminDist?: string,
) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    // The console's deep links (/admin/anything that is not a file) get the console's page.
    if (
      adminDist &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.url.startsWith('/admin/') &&
      !looksLikeFile(request.url)
    ) {
      return reply
        .header('cache-control', 'no-cache')
        .header('x-frame-options', 'DENY')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(path.join(adminDist, 'index.html')));
    }
    if (
      appPage &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !looksLikeFile(request.url)
    ) {
      return appPage(request, reply);
    }
    return reply.code(404).send(notFoundEnvelope());
  };
}
