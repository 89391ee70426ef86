import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { captureTelegramLaunch, startTelegramChrome } from './telegram.ts';
import { applyThemeParams, isDarkTheme, type RouterLike } from './telegram-ui.ts';
import { versionAtLeast } from './telegram-bridge.ts';

/**
 * A faked Telegram client: a recording bridge (`window.TelegramWebviewProxy.postEvent`, as the iOS
 * and Android clients inject it) and Telegram's calls into the page
 * (`window.Telegram.WebView.receiveEvent`), with launch data as Telegram puts it in the address.
 */
const DARK = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
};
const LIGHT = {
  bg_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  section_bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  button_color: '#2481cc',
};

/** initData as a client before Bot API 8.0 signs it: no `signature`. */
const OLD_INIT_DATA = new URLSearchParams({
  query_id: 'AAH',
  user: JSON.stringify({ id: 42, first_name: 'Ann' }),
  auth_date: '1700000000',
  hash: 'abc',
}).toString();

let posted: [string, unknown][] = [];

function launchAt(route: string, version: string, theme: object, extra = {}): void {
  const params = new URLSearchParams({
    tgWebAppData: OLD_INIT_DATA,
    tgWebAppVersion: version,
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(theme),
    ...extra,
  });
  window.history.replaceState({ idx: 0 }, '', `/#${route}?${params.toString()}`);
  captureTelegramLaunch();
}

function fakeRouter(start: string) {
  let pathname = start;
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const go = (to: string, idx: number) => {
    pathname = to;
    window.history.replaceState({ idx }, '');
    for (const listener of listeners) listener({ location: { pathname } });
  };
  const navigate = vi.fn((to: number | string) => go(typeof to === 'string' ? to : '/', 0));
  const router: RouterLike = {
    get state() {
      return { location: { pathname } };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
  };
  return { router, navigate, go };
}

const names = () => posted.map(([name]) => name);
const last = (name: string) => posted.filter(([n]) => n === name).at(-1)?.[1];
const receive = (type: string, data?: unknown) =>
  (
    window as unknown as {
      Telegram: { WebView: { receiveEvent: (t: string, d?: unknown) => void } };
    }
  ).Telegram.WebView.receiveEvent(type, data);
const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

let stop: () => void = () => {};
beforeEach(() => {
  posted = [];
  vi.stubGlobal('TelegramWebviewProxy', {
    postEvent: (type: string, data: string) => posted.push([type, JSON.parse(data)]),
  });
});
afterEach(() => {
  stop();
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.tgScheme;
});

describe('inside Telegram, whatever the client version', () => {
  test('a 7.0 client without a signature, dark theme, on a screen: ready, expand, back button, header and a dark page', async () => {
    launchAt('/transRecord', '7.0', DARK);
    const { router, navigate, go } = fakeRouter('/transRecord');
    stop = await startTelegramChrome(router);

    expect(names()).toContain('web_app_ready');
    expect(names()).toContain('web_app_expand');
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: true });
    expect(last('web_app_set_header_color')).toEqual({ color: '#17212b' });
    expect(last('web_app_set_background_color')).toEqual({ color: '#232e3c' });

    // The page takes Telegram's dark colours: background, cards, text, hints, accent.
    expect(document.documentElement.dataset.tgScheme).toBe('dark');
    expect(cssVar('--app-bg')).toBe('#232e3c');
    expect(cssVar('--app-card')).toBe('#17212b');
    expect(cssVar('--app-text')).toBe('#f5f5f5');
    expect(cssVar('--app-muted')).toBe('#708499');
    expect(cssVar('--adm-color-primary')).toBe('#5288c1');

    // Telegram's back button goes home from a screen opened directly, and hides there.
    receive('back_button_pressed');
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: false });
    // After another screen, back goes back.
    go('/mine', 1);
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: true });
    receive('back_button_pressed');
    expect(navigate).toHaveBeenLastCalledWith(-1);

    // The viewport Telegram reports becomes the page's height.
    receive('viewport_changed', { height: 700, is_expanded: true, is_state_stable: true });
    expect(cssVar('--tg-viewport-stable-height')).toBe('700px');
  });

  test('a 6.1 client gets the header colour by key; a theme change repaints the page', async () => {
    launchAt('/', '6.1', LIGHT);
    const { router } = fakeRouter('/');
    stop = await startTelegramChrome(router);
    expect(names()).toEqual(expect.arrayContaining(['web_app_ready', 'web_app_expand']));
    expect(last('web_app_set_header_color')).toEqual({ color_key: 'bg_color' });
    // Home first: nothing to go back to.
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: false });
    expect(document.documentElement.dataset.tgScheme).toBe('light');
    expect(cssVar('--app-bg')).toBe('#efeff4');

    receive('theme_changed', { theme_params: DARK });
    expect(document.documentElement.dataset.tgScheme).toBe('dark');
    expect(cssVar('--app-text')).toBe('#f5f5f5');
  });

  test('a 6.0 client, which has no back button or header colour, still gets ready and expand', async () => {
    launchAt('/mine', '6.0', LIGHT);
    const { router } = fakeRouter('/mine');
    stop = await startTelegramChrome(router);
    expect(names()).toEqual(expect.arrayContaining(['web_app_ready', 'web_app_expand']));
    expect(names()).not.toContain('web_app_setup_back_button');
    expect(names()).not.toContain('web_app_set_header_color');
    expect(cssVar('--app-text')).toBe('#000000');
  });

  test('an 8.0 client with a signature gets the same', async () => {
    launchAt('/mine', '8.0', DARK, {
      tgWebAppData: `${OLD_INIT_DATA}&signature=sig`,
    });
    const { router } = fakeRouter('/mine');
    stop = await startTelegramChrome(router);
    expect(names()).toEqual(
      expect.arrayContaining([
        'web_app_ready',
        'web_app_expand',
        'web_app_setup_back_button',
        'web_app_set_header_color',
      ]),
    );
  });

  test('Telegram Web (an iframe, no proxy) is spoken to by postMessage to web.telegram.org', async () => {
    vi.unstubAllGlobals();
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    launchAt('/mine', '7.10', DARK);
    const { router } = fakeRouter('/mine');
    stop = await startTelegramChrome(router);
    const sent = parent.postMessage.mock.calls.map(
      ([message, origin]) => [JSON.parse(message as string).eventType, origin] as const,
    );
    expect(sent).toEqual(
      expect.arrayContaining([
        ['web_app_ready', 'https://web.telegram.org'],
        ['web_app_expand', 'https://web.telegram.org'],
        ['web_app_setup_back_button', 'https://web.telegram.org'],
      ]),
    );
  });
});

describe('theme mapping', () => {
  test('a dark background is a dark theme; a light one is not', () => {
    expect(isDarkTheme(DARK)).toBe(true);
    expect(isDarkTheme(LIGHT)).toBe(false);
    expect(isDarkTheme({})).toBe(false);
  });

  test('a light theme keeps the app’s own muted text (its contrast was measured)', () => {
    const root = document.createElement('div');
    expect(applyThemeParams(LIGHT, root)).not.toContain('--app-muted');
  });

  test('a value that is not a #rrggbb colour is ignored', () => {
    const root = document.createElement('div');
    expect(applyThemeParams({ button_color: 'url(x)', text_color: '#000' }, root)).toEqual([]);
  });

  test('versions compare by number', () => {
    expect(versionAtLeast('7.10', '7.2')).toBe(true);
    expect(versionAtLeast('6.0', '6.1')).toBe(false);
    expect(versionAtLeast(null, '6.1')).toBe(true);
  });
});
