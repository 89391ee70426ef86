import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Clock } from '../time.ts';
import { MSG } from '@app/contract/messages';
import type { Broker, BrokerEvents, StoredPublication } from './broker.ts';
import { holdsUnstorableText, jsonMayHoldUnstorableText } from '../http/text.ts';
import {
  REALTIME_CLOSE,
  REALTIME_ERROR,
  RealtimeRefusal,
  type Authenticate,
  type Realtime,
  type RealtimeConnection,
  type RealtimeLimits,
  type RealtimeUser,
  type RoomHandle,
  type RoomHistory,
  type RoomType,
} from './types.ts';

/** Room ids: what the lottery (`1`, `lottery-3`), support and demo rooms need, and no more. */
export const ROOM_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const OPEN = 1; // WebSocket.OPEN
const TEXT = { binary: false } as const;
/** Messages of one socket waiting for its room type, beyond which new ones are refused. */
const MAX_QUEUED_MESSAGES = 16;
/** A closing socket that has not finished the close handshake by then is cut. */
const TERMINATE_AFTER_MS = 3_000;
const RESYNC_RETRY_MS = 1_000;
const PONG_TEXT = 'pong';
const PONG_JSON = '{"type":"pong"}';

interface Pending {
  epoch: string;
  offset: number;
  json: string;
}

/** A room on this node: its local members and how far it has delivered the room's stream. */
class NodeRoom {
  readonly members = new Set<Connection>();
  /** Sockets that hold the room (joining or joined); the room is dropped at 0. */
  refs = 0;
  epoch = '';
  /** The last offset delivered to the members. */
  offset = 0;
  /** While true, publications wait in `pending` (first sync, or a gap being filled). */
  syncing = true;
  pending: Pending[] = [];
  ready!: Promise<void>;
  readonly idJson: string;
  readonly handle: RoomHandle;

  constructor(
    readonly id: string,
    readonly type: RoomType,
    hub: RealtimeHub,
  ) {
    this.idJson = JSON.stringify(id);
    this.handle = {
      id,
      publish: (data) => hub.publish(id, data),
      history: (since) => hub.history(id, since),
      localConnections: () => this.members.size,
    };
  }
}

class Connection implements RealtimeConnection {
  user: RealtimeUser = { userId: 0, name: '' };
  roomid = '';
  room: NodeRoom | undefined;
  /** authenticating → joining (welcome not yet sent) → live; closed at any point. */
  state: 'authenticating' | 'joining' | 'live' = 'authenticating';
  closed = false;
  joined = false;
  countedForPlayer = false;
  /** Frames for this client that arrived before its welcome went out. */
  waiting: (string | Buffer)[] = [];
  waitingOverflow = false;
  lastSeen: number;
  tokens: number;
  refilledAt: number;
  strikes = 0;
  queued = 0;
  chain: Promise<void> = Promise.resolve();

  constructor(
    readonly id: number,
    readonly socket: WebSocket,
    private readonly hub: RealtimeHub,
    burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.lastSeen = now;
    this.refilledAt = now;
  }

  send(data: unknown): void {
    const json = JSON.stringify(data ?? null);
    this.hub.post(this, `{"type":"direct","roomid":${JSON.stringify(this.roomid)},"data":${json}}`);
  }

  close(code: number, message: string): void {
    this.hub.closeWith(this, code, message);
  }
}

/** A close frame's reason holds at most 123 bytes of UTF-8. */
/** Whose sockets a connection counts among: ids of players and of operators are separate. */
function holderKey(user: RealtimeUser): string {
  return `${user.kind ?? 'player'}:${user.userId}`;
}

function closeReason(message: string): string {
  let reason = message;
  while (Buffer.byteLength(reason) > 123) reason = [...reason].slice(0, -1).join('');
  return reason;
}

function errorFrame(code: number, message: string): string {
  return JSON.stringify({ type: 'error', code, message });
}

function reloadFrame(room: NodeRoom): string {
  return `{"type":"reload","roomid":${room.idJson},"epoch":${JSON.stringify(room.epoch)},"offset":${room.offset}}`;
}

function pubFrame(room: NodeRoom, epoch: string, offset: number, json: string): string {
  return `{"type":"pub","roomid":${room.idJson},"epoch":${JSON.stringify(epoch)},"offset":${offset},"data":${json}}`;
}

function byteLength(data: RawData): number {
  if (Buffer.isBuffer(data)) return data.length;
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data.byteLength;
}

function text(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

const single = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The token: `_token` (spec), else `Authorization: Bearer …`, else `Sec-WebSocket-Protocol: bearer, …`. */
export function tokenOf(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  const fromQuery = single(query._token);
  if (fromQuery) return fromQuery;
  const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (header?.[1]) return header[1];
  const protocols = (request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (protocols.includes('bearer')) return protocols.find((p) => p !== 'bearer') ?? '';
  return '';
}

/** `epoch` and `offset` query parameters of a reconnecting client, if it sent any. */
function recoveryOf(request: FastifyRequest): { epoch: string; offset: number } | undefined {
  const query = request.query as Record<string, unknown>;
  const epoch = single(query.epoch);
  const offset = single(query.offset);
  if (epoch === undefined && offset === undefined) return undefined;
  const valid = epoch !== undefined && epoch.length <= 64 && /^\d{1,15}$/.test(offset ?? '');
  return valid ? { epoch, offset: Number(offset) } : { epoch: '', offset: -1 };
}

export interface HubOptions {
  authenticate: Authenticate;
  clock: Clock;
  limits: RealtimeLimits;
  log: FastifyBaseLogger;
  /** Builds the broker with the hub's event handlers. */
  broker: (events: BrokerEvents) => Broker;
}

/**
 * The rooms of one app: sockets, their limits, and each room's ordered stream. Offsets are
 * assigned by the broker; the hub delivers a room's publications to its local members in offset
 * order, filling gaps from history, and tells members to reload when that is impossible.
 */
export class RealtimeHub implements Realtime {
  readonly #types: RoomType[] = [];
  readonly #rooms = new Map<string, NodeRoom>();
  readonly #connections = new Set<Connection>();
  /** Sockets per holder (`holderKey`): players and operators are counted apart. */
  readonly #perPlayer = new Map<string, number>();
  readonly #limits: RealtimeLimits;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #authenticate: Authenticate;
  readonly #broker: Broker;
  readonly #sweep: NodeJS.Timeout;
  #nextId = 1;
  #closing = false;

  constructor(options: HubOptions) {
    this.#limits = options.limits;
    this.#clock = options.clock;
    this.#log = options.log;
    this.#authenticate = options.authenticate;
    this.#broker = options.broker({
      onPublication: (roomid, epoch, offset, json) =>
        this.#receive(roomid, { epoch, offset, json }),
      onResubscribed: () => {
        for (const room of this.#rooms.values()) {
          if (room.syncing) continue;
          room.syncing = true;
          void this.#resync(room);
        }
      },
    });
    const every = Math.max(50, Math.min(1_000, this.#limits.silentTimeoutMs / 3));
    this.#sweep = setInterval(() => this.#closeSilent(), every);
    this.#sweep.unref();
  }

  // ---- public API ------------------------------------------------------------------------------

  defineRoomType(type: RoomType): void {
    if (this.#types.some((t) => t.name === type.name)) {
      throw new Error(`realtime room type ${type.name} is defined twice`);
    }
    this.#types.push(type);
  }

  async publish(roomid: string, data: unknown): Promise<number> {
    if (!ROOM_ID.test(roomid))
      throw new RangeError(`bad realtime room id ${JSON.stringify(roomid)}`);
    const json = JSON.stringify(data);
    if (json === undefined) throw new TypeError('a realtime publication must be JSON');
    const max = this.#limits.maxPublicationBytes;
    if (json.length * 3 > max && Buffer.byteLength(json) > max) {
      throw new RangeError(`realtime publication of ${Buffer.byteLength(json)} bytes (max ${max})`);
    }
    const { offset } = await this.#broker.publish(roomid, json);
    return offset;
  }

  async history(roomid: string, since: number): Promise<RoomHistory> {
    if (!ROOM_ID.test(roomid))
      throw new RangeError(`bad realtime room id ${JSON.stringify(roomid)}`);
    if (!Number.isSafeInteger(since) || since < 0) throw new RangeError(`bad offset ${since}`);
    const h = await this.#broker.history(roomid, since);
    return {
      epoch: h.epoch,
      offset: h.offset,
      complete: h.complete,
      publications: h.publications.map((p) => ({ offset: p.offset, data: JSON.parse(p.json) })),
    };
  }

  position(roomid: string): string | null {
    const room = this.#rooms.get(roomid);
    if (!room || room.syncing || room.epoch === '') return null;
    return `${room.epoch}:${room.offset}`;
  }

  stats(): { connections: number; rooms: number } {
    return { connections: this.#connections.size, rooms: this.#rooms.size };
  }

  disconnect(
    match: (user: RealtimeUser, roomid: string) => boolean,
    close: { code: number; message: string } = {
      code: REALTIME_CLOSE.unauthorized,
      message: MSG.wsSessionExpired,
    },
  ): number {
    let closed = 0;
    for (const connection of [...this.#connections]) {
      if (connection.user.userId !== 0 && match(connection.user, connection.roomid)) {
        this.closeWith(connection, close.code, close.message);
        closed += 1;
      }
    }
    return closed;
  }

  async close(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    clearInterval(this.#sweep);
    for (const connection of [...this.#connections]) {
      this.closeWith(connection, REALTIME_CLOSE.goingAway, MSG.wsShuttingDown);
    }
    await this.#broker.close();
  }

  // ---- sockets ---------------------------------------------------------------------------------

  /** A new socket on the room path: limits, authentication, then the join. */
  accept(socket: WebSocket, request: FastifyRequest): void {
    const connection = new Connection(
      this.#nextId++,
      socket,
      this,
      this.#limits.messagesBurst,
      this.#clock.now(),
    );
    this.#connections.add(connection);
    socket.on('message', (data, isBinary) => this.#onMessage(connection, data, isBinary));
    socket.on('close', () => this.#cleanup(connection));
    if (this.#closing) {
      this.closeWith(connection, REALTIME_CLOSE.goingAway, MSG.wsShuttingDown);
      return;
    }
    if (this.#connections.size > this.#limits.maxConnections) {
      this.closeWith(connection, REALTIME_CLOSE.serverBusy, MSG.wsServerBusy);
      return;
    }
    this.#enqueue(connection, () => this.#open(connection, request));
  }

  /** Sends an `error` frame with the code and message, then closes with them. Idempotent. */
  closeWith(connection: Connection, code: number, message: string, slow = false): void {
    if (connection.closed) return;
    const { socket } = connection;
    if (!slow && socket.readyState === OPEN) socket.send(errorFrame(code, message));
    try {
      socket.close(code, closeReason(message));
    } catch {
      socket.terminate();
    }
    this.#cleanup(connection);
    setTimeout(() => socket.terminate(), slow ? 0 : TERMINATE_AFTER_MS).unref();
  }

  /** A frame for one client: after its welcome, in order with the room's stream. */
  post(connection: Connection, frame: string | Buffer): void {
    if (connection.closed) return;
    if (connection.state === 'live') {
      this.#sendNow(connection, frame);
      return;
    }
    if (connection.waiting.length >= this.#limits.historySize) {
      connection.waitingOverflow = true;
      connection.waiting = [];
    }
    if (!connection.waitingOverflow) connection.waiting.push(frame);
  }

  #sendNow(connection: Connection, frame: string | Buffer): void {
    const { socket } = connection;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > this.#limits.maxBufferedBytes) {
      this.#log.info(
        { connection: connection.id, buffered: socket.bufferedAmount },
        'realtime client too slow; dropped',
      );
      this.closeWith(connection, REALTIME_CLOSE.slowClient, MSG.wsSlowClient, true);
      return;
    }
    socket.send(frame, TEXT);
  }

  #enqueue(connection: Connection, task: () => Promise<void>): void {
    connection.queued += 1;
    connection.chain = connection.chain.then(async () => {
      try {
        if (!connection.closed) await task();
      } catch (error) {
        this.#log.error({ err: error, connection: connection.id }, 'realtime task failed');
        this.closeWith(connection, REALTIME_CLOSE.serverError, MSG.wsServerError);
      } finally {
        connection.queued -= 1;
      }
    });
  }

  async #open(connection: Connection, request: FastifyRequest): Promise<void> {
    const roomid = single((request.query as Record<string, unknown>).roomid) ?? '';
    if (roomid === '') {
      return this.closeWith(connection, REALTIME_CLOSE.badRequest, MSG.wsRoomRequired);
    }
    const type = ROOM_ID.test(roomid) ? this.#types.find((t) => t.match(roomid)) : undefined;
    if (!type) return this.closeWith(connection, REALTIME_CLOSE.roomUnknown, MSG.wsRoomUnknown);
    const token = tokenOf(request);
    if (token === '') {
      return this.closeWith(connection, REALTIME_CLOSE.unauthorized, MSG.wsLoginRequired);
    }
    let user: RealtimeUser | null;
    try {
      user = await (type.authenticate ?? this.#authenticate)(token);
    } catch (error) {
      this.#log.error({ err: error }, 'realtime authentication failed');
      return this.closeWith(connection, REALTIME_CLOSE.serverError, MSG.wsServerError);
    }
    if (connection.closed) return;
    if (!user) {
      return this.closeWith(connection, REALTIME_CLOSE.unauthorized, MSG.wsSessionExpired);
    }
    const held = this.#perPlayer.get(holderKey(user)) ?? 0;
    if (held >= this.#limits.maxConnectionsPerPlayer) {
      return this.closeWith(
        connection,
        REALTIME_CLOSE.tooManyConnections,
        MSG.wsTooManyConnections,
      );
    }
    this.#perPlayer.set(holderKey(user), held + 1);
    connection.countedForPlayer = true;
    connection.user = user;
    connection.roomid = roomid;
    await this.#join(connection, type, roomid, recoveryOf(request));
  }

  async #join(
    connection: Connection,
    type: RoomType,
    roomid: string,
    recovery: { epoch: string; offset: number } | undefined,
  ): Promise<void> {
    const room = this.#acquire(roomid, type);
    connection.room = room;
    try {
      await room.ready;
    } catch (error) {
      this.#log.error({ err: error, roomid }, 'realtime room could not start');
      return this.closeWith(connection, REALTIME_CLOSE.serverError, MSG.wsServerError);
    }
    if (connection.closed) return;
    // From here every frame of the room reaches this member, waiting until its welcome is out.
    connection.state = 'joining';
    room.members.add(connection);
    const start = { epoch: room.epoch, offset: room.offset };

    let snapshot: unknown;
    try {
      snapshot = await type.onJoin?.(connection, room.handle);
      connection.joined = true;
    } catch (error) {
      if (error instanceof RealtimeRefusal) {
        const code =
          error.code >= 4000 && error.code <= 4999 ? error.code : REALTIME_CLOSE.forbidden;
        return this.closeWith(connection, code, error.message);
      }
      throw error;
    }
    if (connection.closed) return;

    let recovered: boolean | undefined;
    let missed: StoredPublication[] = [];
    if (recovery) {
      recovered = false;
      if (recovery.epoch === start.epoch && recovery.offset === start.offset) {
        recovered = true;
      } else if (
        recovery.epoch === start.epoch &&
        recovery.offset >= 0 &&
        recovery.offset < start.offset
      ) {
        try {
          const h = await this.#broker.history(roomid, recovery.offset);
          if (h.epoch === start.epoch && h.complete) {
            missed = h.publications.filter((p) => p.offset <= start.offset);
            recovered = missed.length === start.offset - recovery.offset;
          }
        } catch (error) {
          this.#log.warn({ err: error, roomid }, 'realtime history unavailable; client reloads');
        }
      }
      if (connection.closed) return;
    }

    this.#welcome(connection, room, start, { recovery, recovered, missed, snapshot });
  }

  /**
   * The welcome (with the snapshot and whether the client's position was recovered), then the
   * reload or the missed publications, then the frames that waited: the member is live.
   */
  #welcome(
    connection: Connection,
    room: NodeRoom,
    start: { epoch: string; offset: number },
    joined: {
      recovery: { epoch: string; offset: number } | undefined;
      recovered: boolean | undefined;
      missed: StoredPublication[];
      snapshot: unknown;
    },
  ): void {
    const { recovery, recovered, missed, snapshot } = joined;
    const welcome = {
      type: 'welcome',
      roomid: room.id,
      epoch: start.epoch,
      offset: recovered ? recovery!.offset : start.offset,
      user: { id: connection.user.userId, name: connection.user.name },
      ...(recovered === undefined ? {} : { recovered }),
      ...(snapshot === undefined ? {} : { snapshot }),
    };
    this.#sendNow(connection, JSON.stringify(welcome));
    if (recovered === false) {
      this.#sendNow(
        connection,
        `{"type":"reload","roomid":${room.idJson},"epoch":${JSON.stringify(start.epoch)},"offset":${start.offset}}`,
      );
    }
    if (recovered) {
      for (const p of missed)
        this.#sendNow(connection, pubFrame(room, start.epoch, p.offset, p.json));
    }
    if (connection.waitingOverflow) {
      // It fell more than a history behind while joining: start it over at the room's position.
      this.#sendNow(connection, reloadFrame(room));
    } else {
      for (const frame of connection.waiting) this.#sendNow(connection, frame);
    }
    connection.waiting = [];
    connection.waitingOverflow = false;
    connection.state = 'live';
  }

  #cleanup(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    connection.waiting = [];
    this.#connections.delete(connection);
    if (connection.countedForPlayer) {
      const key = holderKey(connection.user);
      const held = (this.#perPlayer.get(key) ?? 1) - 1;
      if (held > 0) this.#perPlayer.set(key, held);
      else this.#perPlayer.delete(key);
    }
    const room = connection.room;
    if (!room) return;
    room.members.delete(connection);
    if (connection.joined) {
      try {
        room.type.onLeave?.(connection, room.handle);
      } catch (error) {
        this.#log.error({ err: error, roomid: room.id }, 'realtime onLeave failed');
      }
    }
    this.#release(room);
  }

  #onMessage(connection: Connection, data: RawData, isBinary: boolean): void {
    if (connection.closed) return;
    const now = this.#clock.now();
    connection.lastSeen = now;
    const limits = this.#limits;
    connection.tokens = Math.min(
      limits.messagesBurst,
      connection.tokens + ((now - connection.refilledAt) * limits.messagesPerSecond) / 1000,
    );
    connection.refilledAt = now;
    if (connection.tokens < 1) {
      connection.strikes += 1;
      if (connection.strikes > limits.messagesBurst) {
        return this.closeWith(connection, REALTIME_CLOSE.flooding, MSG.wsFlooding);
      }
      return this.post(connection, errorFrame(REALTIME_ERROR.tooFast, MSG.wsTooFast));
    }
    connection.tokens -= 1;
    connection.strikes = 0;

    if (byteLength(data) > limits.maxMessageBytes) {
      return this.post(connection, errorFrame(REALTIME_ERROR.tooLarge, MSG.wsMessageTooLarge));
    }
    const body = isBinary ? '' : text(data);
    if (body === 'ping') {
      if (connection.state === 'live') this.#sendNow(connection, PONG_TEXT);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(body);
    } catch {
      message = undefined;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return this.post(connection, errorFrame(REALTIME_ERROR.badMessage, MSG.wsMessageBad));
    }
    // Text no database can store (a NUL, a lone surrogate) never reaches a room type.
    if (jsonMayHoldUnstorableText(body) && holdsUnstorableText(message)) {
      return this.post(connection, errorFrame(REALTIME_ERROR.badMessage, MSG.textInvalid));
    }
    const object = message as Record<string, unknown>;
    if (object.type === 'ping') {
      if (connection.state === 'live') this.#sendNow(connection, PONG_JSON);
      return;
    }
    if (connection.queued >= MAX_QUEUED_MESSAGES) {
      return this.post(connection, errorFrame(REALTIME_ERROR.tooFast, MSG.wsTooFast));
    }
    this.#enqueue(connection, async () => {
      const room = connection.room;
      if (!room || !connection.joined) return;
      if (!room.type.onMessage) {
        return this.post(connection, errorFrame(REALTIME_ERROR.badMessage, MSG.wsMessageBad));
      }
      try {
        await room.type.onMessage(connection, room.handle, object);
      } catch (error) {
        if (error instanceof RealtimeRefusal) {
          return this.post(
            connection,
            errorFrame(error.code || REALTIME_ERROR.refused, error.message),
          );
        }
        this.#log.error({ err: error, roomid: room.id }, 'realtime message failed');
        this.post(connection, errorFrame(REALTIME_ERROR.serverError, MSG.wsServerError));
      }
    });
  }

  #closeSilent(): void {
    const before = this.#clock.now() - this.#limits.silentTimeoutMs;
    for (const connection of this.#connections) {
      if (connection.lastSeen < before) {
        this.closeWith(connection, REALTIME_CLOSE.silent, MSG.wsSilent);
      }
    }
  }

  // ---- rooms -----------------------------------------------------------------------------------

  #acquire(roomid: string, type: RoomType): NodeRoom {
    let room = this.#rooms.get(roomid);
    if (!room) {
      const created = new NodeRoom(roomid, type, this);
      room = created;
      this.#rooms.set(roomid, created);
      created.ready = this.#start(created);
      created.ready.catch(() => {
        if (this.#rooms.get(roomid) === created) this.#rooms.delete(roomid);
      });
    }
    room.refs += 1;
    return room;
  }

  #release(room: NodeRoom): void {
    room.refs -= 1;
    if (room.refs > 0 || this.#rooms.get(room.id) !== room) return;
    this.#rooms.delete(room.id);
    if (this.#closing) return;
    this.#broker.unsubscribe(room.id).catch((error: unknown) => {
      this.#log.warn({ err: error, roomid: room.id }, 'realtime unsubscribe failed');
    });
  }

  async #start(room: NodeRoom): Promise<void> {
    await this.#broker.subscribe(room.id);
    const position = await this.#broker.position(room.id);
    room.epoch = position.epoch;
    room.offset = position.offset;
    this.#drain(room);
  }

  #receive(roomid: string, publication: Pending): void {
    const room = this.#rooms.get(roomid);
    if (!room) return;
    if (room.syncing) {
      // Bounded: an item dropped here shows up as a gap, filled from history after the sync.
      if (room.pending.length >= this.#limits.historySize) room.pending.shift();
      room.pending.push(publication);
      return;
    }
    if (!this.#apply(room, publication)) {
      room.syncing = true;
      room.pending.push(publication);
      void this.#resync(room);
    }
  }

  /** Delivers one publication in order; false when it comes after a gap. */
  #apply(room: NodeRoom, p: Pending): boolean {
    if (p.epoch !== room.epoch) {
      // The room's history was lost and started over: members must reload their state.
      room.epoch = p.epoch;
      room.offset = p.offset - 1;
      this.#broadcast(room, reloadFrame(room));
    }
    if (p.offset <= room.offset) return true; // already delivered
    if (p.offset > room.offset + 1) return false;
    room.offset = p.offset;
    this.#broadcast(room, pubFrame(room, p.epoch, p.offset, p.json));
    return true;
  }

  #drain(room: NodeRoom): void {
    room.syncing = false;
    while (room.pending.length > 0) {
      if (!this.#apply(room, room.pending[0]!)) {
        room.syncing = true;
        void this.#resync(room);
        return;
      }
      room.pending.shift();
    }
  }

  /** Fills the gap after `room.offset` from history, or tells members to reload. */
  async #resync(room: NodeRoom): Promise<void> {
    try {
      const h = await this.#broker.history(room.id, room.offset);
      if (this.#rooms.get(room.id) !== room) return;
      if (h.epoch !== room.epoch || !h.complete) {
        room.epoch = h.epoch;
        room.offset = h.offset;
        this.#broadcast(room, reloadFrame(room));
      } else {
        for (const p of h.publications) this.#apply(room, { epoch: h.epoch, ...p });
      }
      this.#drain(room);
    } catch (error) {
      if (this.#closing || this.#rooms.get(room.id) !== room) return;
      this.#log.warn({ err: error, roomid: room.id }, 'realtime resync failed; retrying');
      setTimeout(() => void this.#resync(room), RESYNC_RETRY_MS).unref();
    }
  }

  #broadcast(room: NodeRoom, frame: string): void {
    if (room.members.size === 0) return;
    const buffer = Buffer.from(frame);
    for (const member of room.members) this.post(member, buffer);
  }
}
