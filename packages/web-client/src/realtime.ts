import {
  REALTIME_CLOSE,
  REALTIME_PING_INTERVAL_MS,
  type RealtimeErrorFrame,
  type RealtimePublication,
  type RealtimeServerFrame,
  type RealtimeWelcome,
} from '@app/contract/realtime';

/**
 * The client of a realtime room (DESIGN §7; protocol in `@app/contract/realtime`): one socket to
 * `/wss?roomid=…&_token=…` on this origin (`ws:` or `wss:` as the page), a `{type:'ping'}` every
 * 3 s, and, when the socket drops, a new one after a growing delay that resumes where it stopped
 * (`&epoch=…&offset=…`): the server sends exactly what was missed, or `reload` (refetch the
 * room's state over HTTP). Publications reach `onPublication` once each, in offset order.
 * Generic: it knows nothing of what a room carries.
 */

/** First reconnect delay, doubled on each failure up to RECONNECT_MAX_MS (plus up to 30 % jitter). */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 15_000;

/** Close codes after which trying again cannot help (bad request, no session, refused, unknown). */
const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  REALTIME_CLOSE.badRequest,
  REALTIME_CLOSE.unauthorized,
  REALTIME_CLOSE.forbidden,
  REALTIME_CLOSE.roomUnknown,
]);

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export interface RealtimeHandlers<T> {
  /** A publication of the room (each once, in order). */
  onPublication?: (data: T, frame: RealtimePublication<T>) => void;
  /** Every welcome; `resumed` when the server delivered exactly what was missed. */
  onWelcome?: (welcome: RealtimeWelcome, resumed: boolean) => void;
  /** The client's state of the room is stale: refetch it over HTTP. */
  onReload?: () => void;
  /** A refusal (`error` frame) with its Chinese message. */
  onError?: (frame: RealtimeErrorFrame) => void;
  /** A `direct` frame's data. */
  onDirect?: (data: unknown) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** The server closed for good (no session, unknown room…): no more attempts. */
  onGiveUp?: (code: number, reason: string) => void;
}

export interface RealtimeOptions<T> extends RealtimeHandlers<T> {
  roomid: string;
  token: string;
  /** Tests: a WebSocket stand-in. */
  WebSocketImpl?: typeof WebSocket;
  /** Tests: the page's location. */
  location?: Pick<Location, 'protocol' | 'host'>;
  /** Tests: the jitter source (0…1). */
  random?: () => number;
}

export interface RealtimeConnection {
  /** Sends a JSON message to the room; false when the socket is not open (nothing is queued). */
  send: (message: Record<string, unknown>) => boolean;
  /** The socket is open and welcomed. */
  isOpen: () => boolean;
  /** Closes for good (on unmount): no reconnect. */
  close: () => void;
}

/** The address of a room's socket, with the resume point when there is one. */
export function realtimeUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  roomid: string,
  token: string,
  resume: { epoch: string; offset: number } | null,
): string {
  const query = new URLSearchParams({ roomid, _token: token });
  if (resume) {
    query.set('epoch', resume.epoch);
    query.set('offset', String(resume.offset));
  }
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/wss?${query.toString()}`;
}

/** The delay before reconnect attempt `attempt` (0 first), with jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base * (1 + 0.3 * random()));
}

function parseFrame(text: unknown): RealtimeServerFrame | null {
  if (typeof text !== 'string') return null;
  if (text === 'pong') return { type: 'pong' };
  try {
    const frame = JSON.parse(text) as unknown;
    if (typeof frame !== 'object' || frame === null || !('type' in frame)) return null;
    return frame as RealtimeServerFrame;
  } catch {
    return null;
  }
}

/** Where a connection stands between its sockets. */
interface ConnectionState {
  /** The current socket was welcomed (sending is allowed). */
  welcomed: boolean;
  /** Failed attempts since the last welcome (the backoff's step). */
  attempt: number;
  /** The last publication seen: where a reconnect resumes. */
  position: { epoch: string; offset: number } | null;
}

/** What a frame from the server does: the connection's state moves and the options are told. */
function handleFrame<T>(
  frame: RealtimeServerFrame,
  state: ConnectionState,
  options: RealtimeOptions<T>,
): void {
  switch (frame.type) {
    case 'welcome': {
      const resumed =
        frame.recovered === true && state.position !== null && state.position.epoch === frame.epoch;
      state.welcomed = true;
      state.attempt = 0;
      state.position = { epoch: frame.epoch, offset: frame.offset };
      options.onStatus?.('open');
      options.onWelcome?.(frame, resumed);
      return;
    }
    case 'pub': {
      const pub = frame as RealtimePublication<T>;
      if (
        state.position !== null &&
        pub.epoch === state.position.epoch &&
        pub.offset <= state.position.offset
      ) {
        return; // already delivered
      }
      state.position = { epoch: pub.epoch, offset: pub.offset };
      options.onPublication?.(pub.data, pub);
      return;
    }
    case 'reload':
      state.position = { epoch: frame.epoch, offset: frame.offset };
      options.onReload?.();
      return;
    case 'direct':
      options.onDirect?.(frame.data);
      return;
    case 'error':
      options.onError?.(frame);
      return;
    case 'pong':
      return;
  }
}

export function connectRealtime<T = unknown>(options: RealtimeOptions<T>): RealtimeConnection {
  const Socket = options.WebSocketImpl ?? WebSocket;
  const location = options.location ?? window.location;
  const random = options.random ?? Math.random;

  let socket: WebSocket | null = null;
  let stopped = false;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const state: ConnectionState = { welcomed: false, attempt: 0, position: null };

  const status = (value: RealtimeStatus) => options.onStatus?.(value);

  const stopPing = () => {
    if (pingTimer !== null) clearInterval(pingTimer);
    pingTimer = null;
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer !== null) return;
    const delay = reconnectDelay(state.attempt, random);
    state.attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open();
    }, delay);
  };

  function open(): void {
    if (stopped) return;
    state.welcomed = false;
    status('connecting');
    let ws: WebSocket;
    try {
      ws = new Socket(realtimeUrl(location, options.roomid, options.token, state.position));
    } catch {
      status('closed');
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      stopPing();
      pingTimer = setInterval(() => {
        if (ws.readyState === Socket.OPEN) ws.send(JSON.stringify({ type: 'ping' }));
      }, REALTIME_PING_INTERVAL_MS);
    };
    ws.onmessage = (event: MessageEvent) => {
      if (socket !== ws) return;
      const frame = parseFrame(event.data);
      if (frame !== null) handleFrame(frame, state, options);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      state.welcomed = false;
      stopPing();
      status('closed');
      if (stopped) return;
      if (FINAL_CLOSE_CODES.has(event.code)) {
        stopped = true;
        options.onGiveUp?.(event.code, event.reason);
        return;
      }
      scheduleReconnect();
    };
    // An error is followed by a close, which decides what comes next.
    ws.onerror = () => {};
  }

  open();

  return {
    send(message) {
      if (socket === null || !state.welcomed || socket.readyState !== Socket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    isOpen: () => socket !== null && state.welcomed && socket.readyState === Socket.OPEN,
    close() {
      stopped = true;
      stopPing();
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      const ws = socket;
      socket = null;
      if (ws && (ws.readyState === Socket.OPEN || ws.readyState === Socket.CONNECTING)) {
        ws.close(1000);
      }
    },
  };
}
