/**
 * The realtime rooms' wire protocol: the WebSocket at `{base}/wss?roomid=…&_token=…` (spec part 1
 * §7; DESIGN §7). One socket is one room. Every frame is JSON text, except the bare `ping` /
 * `pong` the spec's client may send.
 *
 * A room's publications carry `(epoch, offset)`: offsets count up by one per publication of the
 * room; the epoch names one unbroken history of the room and changes when that history was lost.
 * A client remembers the last `(epoch, offset)` it saw and passes them back as the `epoch` and
 * `offset` query parameters when it reconnects; it then receives exactly the publications it
 * missed, or a `reload` when they are gone.
 */

/** The client sends a ping this often (spec part 1 §9: chat ping 3 s). */
export const REALTIME_PING_INTERVAL_MS = 3_000;

/** Server limits; a server may be configured tighter or looser. */
export const REALTIME_LIMITS = {
  /** Largest frame a client may send, in bytes; a larger one is refused with an `error` (413). */
  maxMessageBytes: 4_096,
  /** Messages a connection may send per second, on average… */
  messagesPerSecond: 10,
  /** …and in one burst. */
  messagesBurst: 20,
  /** Open sockets of one player on one server process. */
  maxConnectionsPerPlayer: 5,
  /** Open sockets of one server process (DESIGN §3: about 10k sockets per process). */
  maxConnections: 10_000,
  /** A connection that sent nothing (not even a ping) for this long is closed: about 3 pings. */
  silentTimeoutMs: 10_000,
  /** Bytes queued towards a client beyond which it is dropped as too slow. */
  maxBufferedBytes: 1_048_576,
  /** Publications kept per room for reconnecting clients. */
  historySize: 500,
  /** A room's history is forgotten (and its epoch renewed) after this long without publications. */
  historyTtlSeconds: 86_400,
} as const;

/**
 * Close codes. 4xxx mirror the HTTP status of the same cause; each close carries the Chinese
 * message as its reason, and an `error` frame with the same code and message comes just before.
 */
export const REALTIME_CLOSE = {
  /** The server is shutting down; reconnect after a moment. */
  goingAway: 1001,
  /** The server failed (the session store or Redis did not answer); reconnect after a moment. */
  serverError: 1011,
  /** A frame above the hard cap (16 × maxMessageBytes); closed by the socket layer itself. */
  tooBig: 1009,
  /** Missing room id, or a room id of the wrong shape. */
  badRequest: 4400,
  /** No, unknown, revoked or expired token. */
  unauthorized: 4401,
  /** The room type refused this player. */
  forbidden: 4403,
  /** No room type serves this room id. */
  roomUnknown: 4404,
  /** Nothing received for REALTIME_LIMITS.silentTimeoutMs. */
  silent: 4408,
  /** The player already holds maxConnectionsPerPlayer sockets on this process. */
  tooManyConnections: 4409,
  /** The client kept sending after being told it was too fast. */
  flooding: 4429,
  /** The process holds maxConnections sockets; try again later (or another node). */
  serverBusy: 4503,
  /** The client did not read fast enough: more than maxBufferedBytes were waiting for it. */
  slowClient: 4509,
} as const;

/** Codes of `error` frames that do not close the socket. */
export const REALTIME_ERROR = {
  /** Not JSON, or not an object. */
  badMessage: 400,
  /** Larger than maxMessageBytes: dropped. */
  tooLarge: 413,
  /** Refused by the room's rules (for example an empty chat message). */
  refused: 422,
  /** Sent faster than the limit: dropped. */
  tooFast: 429,
  /** The room failed to handle the message. */
  serverError: 500,
} as const;

// ---- Frames from the server -------------------------------------------------------------------

/**
 * First frame of every successful connection. Publications that follow continue at `offset + 1`
 * of `epoch`. `recovered` is present when the client asked to recover: true when the frames after
 * this one are exactly the publications after its `(epoch, offset)`; false when they are gone
 * (a `reload` follows).
 */
export interface RealtimeWelcome {
  type: 'welcome';
  roomid: string;
  epoch: string;
  offset: number;
  user: { id: number; name: string };
  recovered?: boolean;
  /** What the room type gives a joining client (room state, recent chat…); absent when none. */
  snapshot?: unknown;
}

/** A publication of the room, in offset order, with no gap within an epoch. */
export interface RealtimePublication<T = unknown> {
  type: 'pub';
  roomid: string;
  epoch: string;
  offset: number;
  data: T;
}

/**
 * The client's state of the room is stale (history lost, epoch changed, or it fell too far
 * behind): refetch it over HTTP; publications continue at `offset + 1` of `epoch`.
 */
export interface RealtimeReload {
  type: 'reload';
  roomid: string;
  epoch: string;
  offset: number;
}

/** A message to this one client from its room type, outside the room's history. */
export interface RealtimeDirect<T = unknown> {
  type: 'direct';
  roomid: string;
  data: T;
}

/** A refused message (the socket stays open), or the reason of the close that follows. */
export interface RealtimeErrorFrame {
  type: 'error';
  code: number;
  message: string;
}

export interface RealtimePong {
  type: 'pong';
}

export type RealtimeServerFrame =
  | RealtimeWelcome
  | RealtimePublication
  | RealtimeReload
  | RealtimeDirect
  | RealtimeErrorFrame
  | RealtimePong;

// ---- Frames from the client -------------------------------------------------------------------

/** Keep-alive, every REALTIME_PING_INTERVAL_MS; the bare text `ping` is accepted too. */
export interface RealtimePing {
  type: 'ping';
}

/**
 * Anything else is a JSON object handed to the room type, for example a chat line
 * `{"type":"chat","content":"…"}` or the spec's `{"content":"…","order":…}`.
 */
export type RealtimeClientFrame = RealtimePing | Record<string, unknown>;
