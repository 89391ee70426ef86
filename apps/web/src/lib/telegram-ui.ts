import { onEvent, postEvent, versionAtLeast } from './telegram-bridge.ts';
import type { TelegramLaunch } from './telegram.ts';

/**
 * Inside Telegram (only there: lib/telegram.ts loads this module lazily), the app uses the Mini
 * App's own chrome, through Telegram's bridge itself (telegram-bridge.ts), so every client the
 * launch data may come from gets it, whatever its Bot API version and whether or not its
 * initData carries the `signature` of Bot API 8.0:
 *
 * - ready and full height: `web_app_ready`, `web_app_expand`; the viewport Telegram reports
 *   (`viewport_changed`) becomes `--tg-viewport-height` / `--tg-viewport-stable-height`.
 * - the back button (Bot API 6.1+): shown whenever the app's own back would go somewhere (an
 *   earlier screen of ours, or home from any other screen), hidden on home; `back_button_pressed`
 *   goes back like the app's back (components/use-go-back.ts).
 * - the theme (tgWebAppThemeParams at launch, `theme_changed` later): Telegram's background and
 *   text colours become the page's, light or dark (a dark theme sets `data-tg-scheme="dark"`,
 *   under which theme.css turns the app's greys around so every text stays readable), and the
 *   header and background of Telegram's frame take the page's colour (`web_app_set_header_color`,
 *   by colour from 6.9, by key from 6.1; `web_app_set_background_color` from 6.1).
 *
 * Answers a function that undoes what was set up.
 */
export interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
  navigate(to: number | string, options?: { replace?: boolean }): Promise<void> | void;
}

const HOME_PATHS = new Set(['/', '/home']);

function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return state && typeof state.idx === 'number' ? state.idx : 0;
}

/** Whether the back of this screen goes anywhere (the rule of useGoBack). */
export function backGoesSomewhere(pathname: string): boolean {
  return historyIndex() > 0 || !HOME_PATHS.has(pathname);
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

function colour(params: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = params[key];
    if (typeof value === 'string' && COLOUR.test(value)) return value.toLowerCase();
  }
  return null;
}

/** Relative luminance of a #rrggbb colour (WCAG). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** A dark theme: its background is dark (Telegram sends no flag of its own in the launch data). */
export function isDarkTheme(params: Record<string, unknown>): boolean {
  const bg = colour(params, 'bg_color', 'secondary_bg_color');
  return bg !== null && luminance(bg) < 0.2;
}

/** Theme parameter(s), the first present wins → the app's CSS variable. */
const THEME_VARS: readonly [string[], string][] = [
  [['secondary_bg_color', 'bg_color'], '--app-bg'],
  [['section_bg_color', 'bg_color'], '--app-card'],
  [['text_color'], '--app-text'],
  [['button_color'], '--adm-color-primary'],
  [['button_color'], '--app-brand-start'],
];
/** A dark theme's hint colour reads on its background; a light theme keeps the app's (contrast). */
const DARK_ONLY_VARS: readonly [string[], string][] = [
  [['hint_color', 'subtitle_text_color'], '--app-muted'],
];
const ALL_VARS = [...THEME_VARS, ...DARK_ONLY_VARS].map(([, cssVar]) => cssVar);

/**
 * Writes Telegram's theme colours into the page (the app's CSS variables, the page background,
 * the light or dark scheme); answers the CSS variables it set. A value that is not a #rrggbb
 * colour is ignored.
 */
export function applyThemeParams(
  params: Record<string, unknown>,
  root: HTMLElement = document.documentElement,
): string[] {
  const dark = isDarkTheme(params);
  const set: string[] = [];
  for (const cssVar of ALL_VARS) root.style.removeProperty(cssVar);
  for (const [keys, cssVar] of dark ? [...THEME_VARS, ...DARK_ONLY_VARS] : THEME_VARS) {
    const value = colour(params, ...keys);
    if (value) {
      root.style.setProperty(cssVar, value);
      set.push(cssVar);
    }
  }
  if (colour(params, 'bg_color', 'secondary_bg_color')) {
    root.dataset.tgScheme = dark ? 'dark' : 'light';
  } else {
    delete root.dataset.tgScheme;
  }
  // Around the 750 px column (wide screens, overscroll) the page shows Telegram's background too.
  const pageBg = colour(params, 'secondary_bg_color', 'bg_color');
  if (pageBg) root.style.setProperty('--app-page-bg', pageBg);
  else root.style.removeProperty('--app-page-bg');
  return set;
}

/** Telegram's header and frame take the page's colour, as far as the client's version allows. */
function paintFrame(params: Record<string, unknown>, version: string | null): void {
  const header = colour(params, 'bg_color', 'secondary_bg_color');
  const page = colour(params, 'secondary_bg_color', 'bg_color');
  if (header && versionAtLeast(version, '6.9')) {
    postEvent('web_app_set_header_color', { color: header });
  } else if (header && versionAtLeast(version, '6.1')) {
    postEvent('web_app_set_header_color', { color_key: 'bg_color' });
  }
  if (page && versionAtLeast(version, '6.1')) {
    postEvent('web_app_set_background_color', { color: page });
  }
}

function setViewport(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const { height, is_state_stable: stable } = data as {
    height?: unknown;
    is_state_stable?: unknown;
  };
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return;
  const style = document.documentElement.style;
  style.setProperty('--tg-viewport-height', `${height}px`);
  if (stable !== false) style.setProperty('--tg-viewport-stable-height', `${height}px`);
}

export function startTelegramUi(router: RouterLike, launch: TelegramLaunch): () => void {
  const cleanups: (() => void)[] = [];
  const { version } = launch;

  // The theme first: the page must not flash light under a dark Telegram.
  const theme = (params: Record<string, unknown>) => {
    applyThemeParams(params);
    paintFrame(params, version);
  };
  theme(launch.themeParams);
  cleanups.push(
    onEvent('theme_changed', (data) => {
      const params = (data as { theme_params?: unknown } | null)?.theme_params;
      if (typeof params === 'object' && params !== null) theme(params as Record<string, unknown>);
    }),
  );

  postEvent('web_app_ready');
  postEvent('web_app_expand');

  cleanups.push(onEvent('viewport_changed', setViewport));
  postEvent('web_app_request_viewport');
  // Full height: the page fills Telegram's stable viewport, not the browser's guess.
  document.body.style.minHeight = 'var(--tg-viewport-stable-height, 100vh)';
  cleanups.push(() => document.body.style.removeProperty('min-height'));

  if (versionAtLeast(version, '6.1')) {
    let visible: boolean | null = null;
    const sync = (pathname: string) => {
      const show = backGoesSomewhere(pathname);
      if (show === visible) return;
      visible = show;
      postEvent('web_app_setup_back_button', { is_visible: show });
    };
    cleanups.push(
      onEvent('back_button_pressed', () => {
        if (historyIndex() > 0) void router.navigate(-1);
        else void router.navigate('/', { replace: true });
      }),
    );
    cleanups.push(router.subscribe((state) => sync(state.location.pathname)));
    sync(router.state.location.pathname);
    cleanups.push(() => postEvent('web_app_setup_back_button', { is_visible: false }));
  }

  return () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        cleanup();
      } catch {
        // Undoing is best effort.
      }
    }
  };
}
