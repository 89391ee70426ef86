import { sessionStore } from './storage.ts';

/**
 * Telegram Mini App launch data. Telegram passes the signed initData in the address
 * (`#tgWebAppData=…&tgWebAppVersion=…`, sometimes after a route: `#/path?tgWebAppData=…`) and,
 * when its script is loaded, as `window.Telegram.WebApp.initData`. We load nothing external: the
 * data is read once before the router starts (the router rewrites the hash), kept for the life of
 * the tab, and the tgWebApp* parameters are removed from the visible address.
 */
interface TelegramWindow {
  Telegram?: { WebApp?: { initData?: string; ready?: () => void; expand?: () => void } };
}

const STORE_KEY = 'tg_init_data';
const LAUNCH_STORE_KEY = 'tg_launch';
const LAUNCH_PREFIX = 'tgWebApp';
let initData: string | null = null;

/** What the client said of itself at launch (beside the signed initData). */
export interface TelegramLaunch {
  /** Bot API version of the client ("6.0" … "8.0"); null when it did not say. */
  version: string | null;
  platform: string | null;
  /** tgWebAppThemeParams: Telegram's colours (`bg_color`, `text_color`, …). */
  themeParams: Record<string, unknown>;
}
let launch: TelegramLaunch | null = null;

function parseTheme(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function launchFrom(params: URLSearchParams): TelegramLaunch | null {
  if (![...params.keys()].some((key) => key.startsWith(LAUNCH_PREFIX))) return null;
  return {
    version: params.get('tgWebAppVersion'),
    platform: params.get('tgWebAppPlatform'),
    themeParams: parseTheme(params.get('tgWebAppThemeParams')),
  };
}

function storedLaunch(): TelegramLaunch | null {
  const text = sessionStore.get(LAUNCH_STORE_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as TelegramLaunch;
  } catch {
    return null;
  }
}

function readFrom(params: URLSearchParams): string | null {
  const value = params.get('tgWebAppData');
  return value ? value : null;
}

function withoutLaunchParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!key.startsWith(LAUNCH_PREFIX)) kept.append(key, value);
  return kept;
}

/** Reads the launch data and cleans the address. Call once, before the router starts. */
export function captureTelegramLaunch(location: Location = window.location): string | null {
  const webApp = (window as TelegramWindow).Telegram?.WebApp;
  let found: string | null = webApp?.initData ? webApp.initData : null;

  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  const queryAt = hash.indexOf('?');
  // "#tgWebAppData=…" has no route part; "#/lottery?tgWebAppData=…" has one.
  const bare = !hash.startsWith('/');
  const hashPath = bare ? '' : queryAt === -1 ? hash : hash.slice(0, queryAt);
  const hashQuery = new URLSearchParams(
    bare ? hash : queryAt === -1 ? '' : hash.slice(queryAt + 1),
  );
  const search = new URLSearchParams(location.search);

  found ??= readFrom(hashQuery) ?? readFrom(search);
  const launched = launchFrom(hashQuery) ?? launchFrom(search);
  const hadLaunchParams = [...hashQuery.keys(), ...search.keys()].some((key) =>
    key.startsWith(LAUNCH_PREFIX),
  );
  if (hadLaunchParams) {
    const cleanSearch = withoutLaunchParams(search).toString();
    const cleanHashQuery = withoutLaunchParams(hashQuery).toString();
    const path = hashPath || '/';
    const url = `${location.pathname}${cleanSearch ? `?${cleanSearch}` : ''}#${path}${cleanHashQuery ? `?${cleanHashQuery}` : ''}`;
    window.history.replaceState(window.history.state, '', url);
  }

  if (found) {
    sessionStore.set(STORE_KEY, found);
    launch = launched ?? { version: null, platform: null, themeParams: {} };
    sessionStore.set(LAUNCH_STORE_KEY, JSON.stringify(launch));
    webApp?.ready?.();
    webApp?.expand?.();
  } else {
    // A reload inside the mini app: the address no longer has the data, the tab still does.
    found = sessionStore.get(STORE_KEY);
    launch = found ? (storedLaunch() ?? { version: null, platform: null, themeParams: {} }) : null;
  }
  initData = found;
  return found;
}

/** The client's version, platform and theme of this launch, or null outside Telegram. */
export function telegramLaunch(): TelegramLaunch | null {
  return launch;
}

/** The raw initData of this launch, or null outside Telegram. */
export function telegramInitData(): string | null {
  return initData;
}

/**
 * Inside Telegram only: loads telegram-ui.ts (its own chunk, never part of the home bundle), which
 * hands the Mini App's back button, theme colours, header colour and full-height viewport to the
 * app. Resolves to a function that undoes it; outside Telegram loads nothing.
 */
export async function startTelegramChrome(
  router: import('./telegram-ui.ts').RouterLike,
): Promise<() => void> {
  if (initData === null) return () => {};
  try {
    const { startTelegramUi } = await import('./telegram-ui.ts');
    return startTelegramUi(router, launch ?? { version: null, platform: null, themeParams: {} });
  } catch {
    return () => {}; // the chunk did not load: the app keeps its own chrome
  }
}

/** Tests only. */
export function resetTelegramLaunch(): void {
  initData = null;
  launch = null;
}
