/**
 * Telegram's Mini App bridge, spoken directly as Telegram's own telegram-web-app.js speaks it, so
 * that it works with every client the launch data may come from (no launch-data schema to satisfy,
 * no minimum Bot API version):
 *
 * - to Telegram: `window.TelegramWebviewProxy.postEvent(type, JSON)` (iOS, Android),
 *   `window.external.notify(JSON)` (desktop), `window.parent.postMessage(JSON, web.telegram.org)`
 *   (Telegram Web, where the app runs in an iframe);
 * - from Telegram: `window.Telegram.WebView.receiveEvent(type, data)` (and the older
 *   `TelegramGameProxy` names), or a `message` from the parent frame (Telegram Web).
 */

type EventData = Record<string, unknown>;
type Listener = (data: unknown) => void;

interface BridgeWindow {
  TelegramWebviewProxy?: { postEvent?: (type: string, data: string) => void };
  external?: { notify?: (message: string) => void };
  Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } };
  TelegramGameProxy_receiveEvent?: (type: string, data?: unknown) => void;
  TelegramGameProxy?: { receiveEvent?: (type: string, data?: unknown) => void };
}

/** The origin of Telegram Web (web.telegram.org/k and /a), the parent of the app's iframe. */
const WEB_ORIGIN = 'https://web.telegram.org';

function bridgeWindow(): BridgeWindow & Window {
  return window as unknown as BridgeWindow & Window;
}

function inIframe(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Posts an event to the Telegram client; false when no bridge is there (a plain browser). */
export function postEvent(type: string, data?: EventData): boolean {
  const w = bridgeWindow();
  const eventData: EventData | '' = data ?? '';
  try {
    if (typeof w.TelegramWebviewProxy?.postEvent === 'function') {
      w.TelegramWebviewProxy.postEvent(type, JSON.stringify(eventData));
      return true;
    }
    if (typeof w.external?.notify === 'function') {
      w.external.notify(JSON.stringify({ eventType: type, eventData }));
      return true;
    }
    if (inIframe()) {
      window.parent.postMessage(JSON.stringify({ eventType: type, eventData }), WEB_ORIGIN);
      return true;
    }
  } catch {
    // A bridge that throws is as good as none.
  }
  return false;
}

const listeners = new Map<string, Set<Listener>>();
let installed = false;

function receive(type: string, data?: unknown): void {
  for (const listener of listeners.get(type) ?? []) {
    try {
      listener(data);
    } catch {
      // One listener's failure does not keep the event from the others.
    }
  }
}

function onParentMessage(event: MessageEvent): void {
  if (event.source !== window.parent || typeof event.data !== 'string') return;
  try {
    const parsed = JSON.parse(event.data) as { eventType?: unknown; eventData?: unknown };
    if (typeof parsed.eventType === 'string') receive(parsed.eventType, parsed.eventData);
  } catch {
    // Not Telegram's message.
  }
}

/** Installs the entry points Telegram's clients call (once per page). */
function install(): void {
  if (installed) return;
  installed = true;
  const w = bridgeWindow();
  w.Telegram ??= {};
  w.Telegram.WebView ??= {};
  w.Telegram.WebView.receiveEvent = receive;
  w.TelegramGameProxy_receiveEvent = receive;
  w.TelegramGameProxy = { ...w.TelegramGameProxy, receiveEvent: receive };
  window.addEventListener('message', onParentMessage);
  // Telegram Web shows the app once its iframe says it is ready to talk.
  if (inIframe() && typeof w.TelegramWebviewProxy?.postEvent !== 'function') {
    postEvent('iframe_ready', { reload_supported: false });
  }
}

/** Listens to an event from Telegram; answers a function that stops listening. */
export function onEvent(type: string, listener: Listener): () => void {
  install();
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Whether a client of Bot API `version` ("6.0", "7.10", "8.0") supports what came in `minimum`.
 * An unknown version is given the benefit of the doubt: a client ignores an event it does not know.
 */
export function versionAtLeast(version: string | null, minimum: string): boolean {
  if (!version || !/^\d+(\.\d+)*$/.test(version)) return true;
  const have = version.split('.').map(Number);
  const need = minimum.split('.').map(Number);
  for (let i = 0; i < Math.max(have.length, need.length); i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}
