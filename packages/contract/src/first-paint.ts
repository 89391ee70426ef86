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

/**
 * The open lottery rooms as a room's first paint needs them (the page's own data, no call answers
 * it): the top bar's title (`<lottery> · <room>`) and the lottery's kind, which picks the input
 * row's hint (the room's largest paint). Public: the same names the lobby (`/api/lotteryLobby`)
 * shows every visitor. Not an early answer: the app never takes it as a call's answer.
 */
export const LOTTERY_ROOMS_KEY = 'lottery-rooms';
export interface FirstPaintRoom {
  room_id: number;
  /** `<lottery title> · <room title>`, as the room's top bar shows it. */
  title: string;
  /** The lottery's kind (LOTTERY_TYPE). */
  type: number;
}
