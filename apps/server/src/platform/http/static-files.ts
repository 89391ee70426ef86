import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundHandler } from './not-found.ts';
import type { PageHeadersHook } from './page-headers.ts';
import { playerPage, type EarlyAnswers } from './player-page.ts';

/** The console's pages: the app's policy, but never inside a frame. */
const CONSOLE_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Built files under assets/ carry their hash in the name: cached for a year; the rest revalidate. */
function cacheControlOf(file: string): string {
  return file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

export interface BuiltApps {
  /** The player app's build (its dist/), when built. */
  webDist: string | undefined;
  /** The console's build, when built. */
  adminDist: string | undefined;
  /** What the player page's first paint needs, written into it per request (home's banners). */
  earlyAnswers: () => Promise<EarlyAnswers>;
  /** The document headers of pages (page-headers.ts), for the not-found answers. */
  pageHeaders: PageHeadersHook;
}

/**
 * Serves the two front ends as built: the player app at / (its page written per deployment with
 * its early answers, every other file as built, .br/.gz copies preferred) and the console at
 * /admin/ (not framable: no Mini App opens it); then the not-found answer, which sends a path of
 * the player app's router to its page and anything else to a 404.
 */
export async function serveBuiltApps(app: FastifyInstance, apps: BuiltApps): Promise<void> {
  const consoleDist = await serveConsole(app, apps.adminDist);
  const index = apps.webDist ? path.join(apps.webDist, 'index.html') : undefined;
  if (!apps.webDist || !index || !fs.existsSync(index)) {
    app.setNotFoundHandler(
      { preHandler: apps.pageHeaders },
      notFoundHandler(undefined, consoleDist),
    );
    return;
  }
  const page = playerPage(index, apps.earlyAnswers);
  app.get('/', page);
  app.get('/index.html', page);
  await app.register(fastifyStatic, {
    root: apps.webDist,
    wildcard: false,
    index: false,
    globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
    // dist/ holds .br and .gz copies written at build time (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    // The cache-control of setHeaders below, not send's default max-age=0 written over it.
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('cache-control', cacheControlOf(file));
    },
  });
  app.setNotFoundHandler({ preHandler: apps.pageHeaders }, notFoundHandler(page, consoleDist));
}

/** The console at /admin/ when it is built; answers its folder, or undefined. */
async function serveConsole(
  app: FastifyInstance,
  adminDist: string | undefined,
): Promise<string | undefined> {
  if (!adminDist || !fs.existsSync(path.join(adminDist, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: adminDist,
    prefix: '/admin/',
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('cache-control', cacheControlOf(file));
      res.setHeader('content-security-policy', CONSOLE_CSP);
      res.setHeader('x-frame-options', 'DENY');
    },
  });
  app.get('/admin', (_request, reply) => reply.redirect('/admin/'));
  return adminDist;
}
