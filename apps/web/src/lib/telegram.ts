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
const LAUNCH_PREFIX = 'tgWebApp';
let initData: string | null = null;

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
    webApp?.ready?.();
    webApp?.expand?.();
  } else {
    // A reload inside the mini app: the address no longer has the data, the tab still does.
    found = sessionStore.get(STORE_KEY);
  }
  initData = found;
  return found;
}

/** The raw initData of this launch, or null outside Telegram. */
export function telegramInitData(): string | null {
  return initData;
}

/**
 * Inside Telegram only: loads @tma.js/sdk (its own chunk, never part of the home bundle) and
 * hands the Mini App's back button, theme colours and full-height viewport to the app
 * (telegram-ui.ts). Resolves to a function that undoes it; outside Telegram loads nothing.
 */
export async function startTelegramChrome(
  router: import('./telegram-ui.ts').RouterLike,
): Promise<() => void> {
  if (initData === null) return () => {};
  try {
    const { startTelegramUi } = await import('./telegram-ui.ts');
    return startTelegramUi(router);
  } catch {
    return () => {}; // the chunk did not load: the app keeps its own chrome
  }
}

/** Tests only. */
export function resetTelegramLaunch(): void {
  initData = null;
}
