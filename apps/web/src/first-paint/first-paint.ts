/**
 * index.html's second inline script (compiled and written in by vite.config.ts, plugin
 * `first-paint`), after #root: the route's shell, chunks and first banner.
 *
 * - The shell of the route in the address goes into #root (home is there already; the others are
 *   `<template>`s, /mine only with a token).
 * - A tap on the first paint is given again once the app has replaced it (below).
 * - The chunks of the route are announced (modulepreload), so they download alongside the entry.
 * - On home, the first banner is painted into the shell as soon as its list is here.
 */
import {
  BANNERS_KEY,
  FIRST_PAINT_TEMPLATE_PREFIX,
  LOTTERY_ROOMS_KEY,
  type FirstPaintRoom,
} from '@app/contract/first-paint';
import { LOTTERY_TYPE } from '@app/contract/lottery-constants';
import { INPUT_HINTS } from '../features/lottery/input-hints.ts';
import { firstBanner, isHomePath, pathOfHash } from './globals.ts';

/** Each first screen's chunks, written in by the build (esbuild `define`). */
declare const __FIRST_PAINT_PRELOAD__: Record<string, string[]>;

type Screen = 'home' | 'lottery' | 'mine';

interface Tap {
  tag: string;
  cls: string;
  text: string | null;
}

function hasToken(): boolean {
  let token = /[?&](token|api_token|last_session)=./.test(location.href);
  try {
    token = token || !!(sessionStorage.getItem('token') || localStorage.getItem('token'));
  } catch {
    // Storage refused (private mode, a sandboxed frame): the address alone decides.
  }
  return token;
}

function screenOf(path: string): Screen | null {
  if (isHomePath(path)) return 'home';
  if (path === '/lottery') return 'lottery';
  return path === '/mine' && hasToken() ? 'mine' : null;
}

/**
 * A tap on the first paint has no handler yet: the last one is kept and, once the app has replaced
 * the first paint with the same screen (the same components), given again to the control of the
 * same kind and text (its place may differ: the scroll starts again). A tap on a link with an
 * address has done its work already.
 */
function replayTaps(root: HTMLElement): void {
  let tap: Tap | null = null;
  const keep = (event: Event) => {
    const target = event.target as Element;
    const hit = target.closest && target.closest('a,button,[role=button],[role=tab],[tabindex]');
    tap =
      hit && !hit.hasAttribute('href') && root.contains(hit)
        ? { tag: hit.tagName, cls: hit.className, text: hit.textContent }
        : null;
  };
  root.addEventListener('click', keep, true);
  const painted = root.firstElementChild;
  new MutationObserver((_changes, watch) => {
    if (root.firstElementChild === painted) return;
    watch.disconnect();
    root.removeEventListener('click', keep, true);
    const last = tap;
    if (last)
      requestAnimationFrame(() => {
        const same = root.getElementsByTagName(last.tag);
        for (let i = 0; i < same.length; i++) {
          const element = same[i] as HTMLElement;
          if (element.className === last.cls && element.textContent === last.text)
            return element.click();
        }
      });
  }).observe(root, { childList: true });
}

function announceChunks(screen: Screen | null): void {
  for (const href of (screen && __FIRST_PAINT_PRELOAD__[screen]) || []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
}

function paintFirstBanner(root: HTMLElement): void {
  const slot = root.querySelector('.home-page__banner[data-first-paint]');
  const paint = (answer: unknown) => {
    const first = firstBanner(answer);
    if (!first || !slot) return;
    const img = document.createElement('img');
    img.className = 'banner-carousel__img';
    img.alt = '';
    img.width = 750;
    img.height = 300;
    img.setAttribute('fetchpriority', 'high');
    img.src = first.src;
    const box = document.createElement('div');
    box.className = 'banner-carousel';
    box.appendChild(img);
    slot.replaceChildren(box);
  };
  // Written into the page by the server: painted now, with the shell.
  const given = window.__pageAnswers && window.__pageAnswers[BANNERS_KEY];
  if (given) return paint(given);
  // Otherwise from the early call, read from a copy: the app takes the answer itself later (lib/api.ts).
  const banners = window.__earlyAnswers && window.__earlyAnswers[BANNERS_KEY];
  if (banners) banners.then((response) => response.clone().json()).then(paint, () => {});
}

/**
 * A player's lottery room that the page names (the server writes the open rooms' titles and kinds
 * in): its shell is the room's top bar and input row, whose hint is the screen's largest paint.
 */
function namedRoom(): FirstPaintRoom | undefined {
  const hash = location.hash;
  const query = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
  const id = Number(query.get('room_id') || query.get('name'));
  const rooms = window.__pageAnswers && window.__pageAnswers[LOTTERY_ROOMS_KEY];
  if (!hasToken() || !Array.isArray(rooms) || hash.indexOf('?') < 0) return undefined;
  return (rooms as FirstPaintRoom[]).find((room) => room.room_id === id);
}

function paintRoom(root: HTMLElement, room: FirstPaintRoom): void {
  root.innerHTML = document.getElementById(FIRST_PAINT_TEMPLATE_PREFIX + 'lottery-room')!.innerHTML;
  root.querySelector('.adm-nav-bar-title')!.textContent = room.title;
  root
    .querySelector('.lottery-input input')!
    .setAttribute(
      'placeholder',
      room.type === LOTTERY_TYPE.sumOfThree ? INPUT_HINTS.command : INPUT_HINTS.chat,
    );
}

function run(): void {
  const screen = screenOf(pathOfHash());
  const root = document.getElementById('root')!;
  const room = screen === 'lottery' ? namedRoom() : undefined;
  if (room) paintRoom(root, room);
  else if (screen !== 'home')
    root.innerHTML = document.getElementById(
      FIRST_PAINT_TEMPLATE_PREFIX + (screen || 'loading'),
    )!.innerHTML;
  replayTaps(root);
  announceChunks(screen);
  if (screen === 'home') paintFirstBanner(root);
}

run();
