/**
 * index.html's first inline script (compiled and written in by vite.config.ts, plugin
 * `first-paint`), at the top of <head>, right after the answers the server wrote into the page (a
 * data block: home's banner list, parsed once into `window.__pageAnswers`): those become answers of
 * `window.__earlyAnswers` as they are, and the answers the first paint waits on that the page does
 * not carry (the site state; home's banner list when the page was served without it) are asked for
 * before the browser queues the app's chunks, at high priority (HTTP/1.1: six connections for some
 * forty files). On home, the first banner's picture is announced here (preload, high priority),
 * ahead of every script.
 */
import {
  APP_BODY,
  APP_PATH,
  BANNERS_BODY,
  BANNERS_KEY,
  BANNERS_PATH,
  EARLY_ANSWERS_ID,
  earlyAnswerKey,
} from '@app/contract/first-paint';
import { firstBanner, isHomePath, pathOfHash } from './globals.ts';

function run(): void {
  const path = pathOfHash();
  const early: Record<string, Promise<Response>> = (window.__earlyAnswers = {});
  let given: Record<string, unknown> = (window.__pageAnswers = {});
  try {
    const block = document.getElementById(EARLY_ANSWERS_ID);
    given = window.__pageAnswers =
      (JSON.parse(block!.textContent!) as Record<string, unknown>) || {};
  } catch {
    // No block (the page was served as built) or no JSON in it: the app asks.
  }
  const ask = (callPath: string, body: string) => {
    const key = earlyAnswerKey(callPath, body);
    early[key] = given[key]
      ? Promise.resolve(
          new Response(JSON.stringify(given[key]), {
            headers: { 'Content-Type': 'application/json' },
          }),
        )
      : fetch(callPath, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          priority: 'high',
        });
  };
  ask(APP_PATH, APP_BODY);
  if (!isHomePath(path)) return;
  ask(BANNERS_PATH, BANNERS_BODY);
  const first = firstBanner(given[BANNERS_KEY]);
  if (!first) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = first.src;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

run();
