import { backButton, init, miniApp, themeParams, viewport } from '@tma.js/sdk';

/**
 * Inside Telegram (only there: lib/telegram.ts loads this module lazily, so the home bundle does
 * not carry the SDK), the app uses the Mini App's own chrome through @tma.js/sdk:
 *
 * - Telegram's back button follows the router's back: shown whenever the app's own back would go
 *   somewhere (an earlier screen of ours, or home from any other screen), hidden on home; a tap
 *   goes back like the app's back (components/use-go-back.ts).
 * - the theme colours: Telegram's theme parameters become the app's CSS variables (a light theme
 *   fully; a dark theme only its accent, since the screens are drawn for a light background and
 *   a dark background under them would make text unreadable).
 * - full height: the viewport is expanded and its stable height is bound to CSS variables.
 *
 * Every step is optional: an old Telegram client, or launch data the SDK cannot read, leaves the
 * app as it is in a browser. Answers a function that undoes what was set up.
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

/** Theme parameter (Telegram's snake_case key) → the app's CSS variable. */
const LIGHT_THEME_VARS: readonly [string, string][] = [
  ['secondary_bg_color', '--app-bg'],
  ['section_bg_color', '--app-card'],
  ['text_color', '--app-text'],
  ['button_color', '--adm-color-primary'],
  ['button_color', '--app-brand-start'],
];
const DARK_THEME_VARS: readonly [string, string][] = [['button_color', '--adm-color-primary']];

/** Writes Telegram's theme colours into the app's CSS variables; answers the names it set. */
export function applyThemeParams(
  params: Record<string, unknown>,
  isDark: boolean,
  root: HTMLElement = document.documentElement,
): string[] {
  const set: string[] = [];
  for (const [key, cssVar] of isDark ? DARK_THEME_VARS : LIGHT_THEME_VARS) {
    const value = params[key];
    if (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)) {
      root.style.setProperty(cssVar, value);
      set.push(cssVar);
    }
  }
  return set;
}

function attempt(step: () => void): void {
  try {
    step();
  } catch {
    // Not available in this client: the app keeps its own way.
  }
}

export function startTelegramUi(router: RouterLike): () => void {
  const cleanups: (() => void)[] = [];
  try {
    cleanups.push(init());
  } catch {
    return () => {}; // the launch data cannot be read: nothing of Telegram's chrome is used
  }

  attempt(() => {
    if (!backButton.mount.isAvailable()) return;
    backButton.mount();
    const sync = (pathname: string) => {
      if (backGoesSomewhere(pathname)) backButton.show.ifAvailable();
      else backButton.hide.ifAvailable();
    };
    const onBack = () => {
      if (historyIndex() > 0) void router.navigate(-1);
      else void router.navigate('/', { replace: true });
    };
    cleanups.push(backButton.onClick(onBack));
    cleanups.push(router.subscribe((state) => sync(state.location.pathname)));
    sync(router.state.location.pathname);
    cleanups.push(() => backButton.unmount());
  });

  attempt(() => {
    if (!themeParams.mount.isAvailable()) return;
    themeParams.mount();
    const apply = () => applyThemeParams(themeParams.state(), themeParams.isDark());
    apply();
    cleanups.push(themeParams.state.sub(apply));
  });

  attempt(() => {
    if (miniApp.mount.isAvailable()) miniApp.mount();
    miniApp.ready.ifAvailable();
  });

  attempt(() => {
    viewport.expand.ifAvailable();
    if (!viewport.mount.isAvailable()) return;
    viewport
      .mount()
      .then(() => {
        viewport.expand.ifAvailable();
        if (viewport.bindCssVars.isAvailable() && !viewport.isCssVarsBound()) {
          cleanups.push(viewport.bindCssVars());
        }
        // Full height: the page fills Telegram's stable viewport, not the browser's guess.
        document.body.style.minHeight = 'var(--tg-viewport-stable-height, 100vh)';
      })
      .catch(() => {});
  });

  return () => {
    for (const cleanup of cleanups.reverse()) attempt(cleanup);
  };
}
