import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installAntdRender } from '../lib/antd-render.ts';

// Two cores shared with the server tests in CI: give findBy… and waitFor room.
configure({ asyncUtilTimeout: 15_000 });

/** jsdom lacks what antd measures with; inert stand-ins. */
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
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: InertObserver });
}
window.scrollTo = () => {};
// antd's table measures scrollbars with getComputedStyle(…, '::-webkit-scrollbar'), which jsdom
// does not implement for pseudo-elements.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computed(element);

installAntdRender();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
