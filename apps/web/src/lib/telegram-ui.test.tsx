import { emitEvent, mockTelegramEnv } from '@tma.js/sdk';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { applyThemeParams, startTelegramUi, type RouterLike } from './telegram-ui.ts';

/**
 * A faked Telegram client (the SDK's own mockTelegramEnv: launch data as Telegram passes it, and
 * every event the app posts to Telegram recorded), the way e2e/specs/telegram.spec.ts fakes the
 * launch data.
 */
const INIT_DATA = new URLSearchParams({
  query_id: 'AAH',
  user: JSON.stringify({ id: 42, first_name: 'Ann' }),
  auth_date: '1700000000',
  signature: 'sig',
  hash: 'abc',
}).toString();
const THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  section_bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
};
const LAUNCH = new URLSearchParams({
  tgWebAppData: INIT_DATA,
  tgWebAppVersion: '8.0',
  tgWebAppPlatform: 'ios',
  tgWebAppThemeParams: JSON.stringify(THEME),
}).toString();

const posted: { name: string; params: unknown }[] = [];

function fakeRouter(start: string) {
  let pathname = start;
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const navigate = vi.fn((to: number | string) => {
    pathname = typeof to === 'string' ? to : '/';
    window.history.replaceState({ idx: 0 }, '');
    for (const listener of listeners) listener({ location: { pathname } });
  });
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
  const go = (to: string, idx: number) => {
    pathname = to;
    window.history.replaceState({ idx }, '');
    for (const listener of listeners) listener({ location: { pathname } });
  };
  return { router, navigate, go };
}

const lastBackButton = () =>
  posted.filter((e) => e.name === 'web_app_setup_back_button').at(-1)?.params;

describe('inside Telegram (@tma.js/sdk)', () => {
  let stop: () => void = () => {};
  const { router, navigate, go } = fakeRouter('/lottery');

  beforeAll(() => {
    window.history.replaceState({ idx: 1 }, '', '/#/lottery');
    mockTelegramEnv({
      launchParams: LAUNCH,
      onEvent: (event, next) => {
        posted.push({ name: event.name, params: event.params });
        // Requests get Telegram's answers: no insets; the viewport expanded, 812 px, stable.
        const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };
        if (event.name === 'web_app_request_safe_area') {
          setTimeout(() => emitEvent('safe_area_changed', noInsets));
        }
        if (event.name === 'web_app_request_content_safe_area') {
          setTimeout(() => emitEvent('content_safe_area_changed', noInsets));
        }
        if (event.name === 'web_app_request_viewport') {
          setTimeout(() =>
            emitEvent('viewport_changed', {
              height: 812,
              width: 375,
              is_expanded: true,
              is_state_stable: true,
            }),
          );
        }
        next();
      },
    });
    stop = startTelegramUi(router);
  });
  afterAll(() => stop());

  test('the Mini App is told it is ready and asked to expand to full height', async () => {
    expect(posted.map((e) => e.name)).toContain('web_app_ready');
    expect(posted.map((e) => e.name)).toContain('web_app_expand');
    await vi.waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--tg-viewport-stable-height')).toBe(
        '812px',
      ),
    );
  });

  test("Telegram's back button follows the router's back", () => {
    // Opened on /lottery after another screen: back goes somewhere, the button shows.
    go('/lottery', 1);
    expect(lastBackButton()).toEqual({ is_visible: true });
    emitEvent('back_button_pressed');
    expect(navigate).toHaveBeenLastCalledWith(-1);
    // Home as the first screen: nothing to go back to, the button hides.
    go('/', 0);
    expect(lastBackButton()).toEqual({ is_visible: false });
    // A screen opened directly (a shared link): back goes home, as the app's own back does.
    go('/mine', 0);
    expect(lastBackButton()).toEqual({ is_visible: true });
    emitEvent('back_button_pressed');
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });

  test("Telegram's theme colours become the app's CSS variables", () => {
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--adm-color-primary')).toBe('#2481cc');
    expect(style.getPropertyValue('--app-bg')).toBe('#efeff4');
    expect(style.getPropertyValue('--app-text')).toBe('#000000');
  });
});

describe('theme mapping', () => {
  test('a dark theme only lends its accent: the light screens keep their own text colours', () => {
    const root = document.createElement('div');
    const set = applyThemeParams(
      { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1' },
      true,
      root,
    );
    expect(set).toEqual(['--adm-color-primary']);
    expect(root.style.getPropertyValue('--app-text')).toBe('');
  });

  test('a value that is not a #rrggbb colour is ignored', () => {
    const root = document.createElement('div');
    expect(applyThemeParams({ button_color: 'url(x)', text_color: '#000' }, false, root)).toEqual(
      [],
    );
  });
});
