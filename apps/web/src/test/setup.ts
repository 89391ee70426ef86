import { afterAll, afterEach, vi } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { installAntdRender } from '../lib/antd-render.ts';
import { refusedMockAnswers } from './api-mock.ts';
import { resetTelegramLaunch } from '../lib/telegram.ts';
import { playerEvents } from '../app/player-events-mount.tsx';

// The machine that runs CI has two cores shared with the server tests: give `findBy…` and
// `waitFor` room rather than the default second.
configure({ asyncUtilTimeout: 15_000 });

/**
 * jsdom lacks a few browser APIs that antd-mobile touches; these are inert stand-ins. Every test
 * starts with empty storages, no Telegram launch data and the root hash.
 */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: InertObserver });
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: InertObserver });
}
window.scrollTo = () => {};

installAntdRender();

// The player's own socket (app/player-events-mount.tsx) stays shut unless a test opens it: the
// screens' tests drive and count their own sockets.
playerEvents.enabled = false;

// React 19 act() environment flag for testing-library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  // Toasts and dialogs live outside the rendered tree: none may leak into the next test.
  act(() => {
    Toast.clear();
    Dialog.clear();
  });
  document.body.innerHTML = '';
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  resetTelegramLaunch();
  playerEvents.enabled = false;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A mocked answer the real server could not give fails the test that gave it (api-mock.ts).
  const refused = refusedMockAnswers.splice(0);
  if (refused.length > 0) {
    throw new Error(`mocked answers the server could not give:\n${refused.join('\n')}`);
  }
});

// Work a file's last test left scheduled (a toast's deferred unmount, a render React queued) runs
// while the document still exists: on a busy machine it could otherwise land after the environment
// is torn down and fail the run with 'window is not defined'.
// Popups of antd-mobile unmount after their closing animation (a few hundred ms), so wait past it,
// twice, letting what the first wait's work scheduled run too.
const SETTLE_MS = 300;
afterAll(async () => {
  for (let round = 0; round < 2; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    });
  }
});
