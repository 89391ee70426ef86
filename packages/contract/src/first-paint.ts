/**
 * The names that tie the player app's page to the server (DESIGN §10: the first paint needs no
 * call): the vite plugin that writes the first-paint scripts into index.html
 * (apps/web/vite.config.ts, scripts in apps/web/src/first-paint), the app's API client and the
 * server that writes answers into the page (apps/server platform/http/player-page.ts) import them
 * from here, never spell them.
 */

/** Where the server writes the answers the first paint needs: at the top of <head>. */
export const EARLY_ANSWERS_MARKER = '<!--early-answers-->';

/** The id of the data block (`<script type="application/json">`) holding those answers. */
export const EARLY_ANSWERS_ID = 'early-answers';

/** The id prefix of the first paint's `<template>`s (`first-paint-mine`, `first-paint-loading`…). */
export const FIRST_PAINT_TEMPLATE_PREFIX = 'first-paint-';

/** The key of an early answer, as the page, the server and lib/api.ts key them: `<path> <JSON body>`. */
export function earlyAnswerKey(path: string, body: string): string {
  return `${path} ${body}`;
}

/** Home's banner list (POST /api/bannerList {"type":2}): the first banner is the largest paint. */
export const BANNERS_PATH = '/api/bannerList';
export const BANNERS_BODY = '{"type":2}';
export const BANNERS_KEY = earlyAnswerKey(BANNERS_PATH, BANNERS_BODY);

/** The site state (POST /api/app {}): every first paint waits on it. */
export const APP_PATH = '/api/app';
export const APP_BODY = '{}';
