import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../time.ts';
import { REALTIME_CLOSE, REALTIME_ERROR, REALTIME_LIMITS } from '@app/contract/realtime';

/** The player behind a socket, as the app's `authenticate` finds it. */
export interface RealtimeUser {
  userId: number;
  /** The name shown to other players (chat author). */
  name: string;
  /** What identifies the session the socket was opened with (so its revocation can close it). */
  sessionKey?: string;
  /**
   * Who the id belongs to: players by default; a room type whose own `authenticate` admits
   * operators (support chat) marks them, so their ids never count as, or match, a player's.
   */
  kind?: 'player' | 'operator';
}

/** Looks a token up; null when it is unknown, revoked or expired. Injected by the app. */
export type Authenticate = (token: string) => Promise<RealtimeUser | null>;

export interface RealtimeLimits {
  maxMessageBytes: number;
  messagesPerSecond: number;
  messagesBurst: number;
  maxConnectionsPerPlayer: number;
  maxConnections: number;
  silentTimeoutMs: number;
  maxBufferedBytes: number;
  historySize: number;
  historyTtlSeconds: number;
  /** Largest publication the server itself may publish (JSON bytes). */
  maxPublicationBytes: number;
  /** Rooms whose history a node keeps in memory (no Redis); the least recently used go first. */
  maxMemoryRooms: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  ...REALTIME_LIMITS,
  maxPublicationBytes: 65_536,
  maxMemoryRooms: 10_000,
};

export interface RealtimeOptions {
  authenticate: Authenticate;
  /** The app's clock: silence and message rates are measured on it. */
  clock: Clock;
  /** With a client, rooms fan out across nodes and offsets are assigned in Redis. */
  redis?: Redis;
  /** Prefix of every Redis key and channel, e.g. `rt:`. */
  prefix?: string;
  limits?: Partial<RealtimeLimits>;
  log?: FastifyBaseLogger;
  /** The socket's path; `/wss` (spec part 1 §7). */
  path?: string;
}

/** One client socket, as room types see it. */
export interface RealtimeConnection {
  /** Unique within the process. */
  readonly id: number;
  readonly user: RealtimeUser;
  readonly roomid: string;
  /** Sends `{type:'direct', roomid, data}` to this client only; not kept in history. */
  send(data: unknown): void;
  /** Sends an `error` frame with the code and message, then closes the socket with them. */
  close(code: number, message: string): void;
}

/** A room as its room type sees it. */
export interface RoomHandle {
  readonly id: string;
  /** Publishes to every client of the room on every node; answers the publication's offset. */
  publish(data: unknown): Promise<number>;
  history(since: number): Promise<RoomHistory>;
  /** Sockets of this room on this process. */
  localConnections(): number;
}

/**
 * A kind of room, defined by the module that owns it (the lottery's rooms, support chat, …).
 * The first type whose `match` accepts a room id serves it.
 */
export interface RoomType {
  name: string;
  match(roomid: string): boolean;
  /**
   * Looks the socket's token up for this kind of room instead of the app's `authenticate` (e.g.
   * a room operators join with their own tokens); null refuses it as an unknown token does.
   */
  authenticate?: Authenticate;
  /**
   * A client is joining: answer its snapshot (sent in `welcome`), or throw a RealtimeRefusal to
   * refuse it (the socket closes with the refusal's code and message).
   */
  onJoin?(connection: RealtimeConnection, room: RoomHandle): unknown;
  /**
   * A client's message (a parsed JSON object; pings never come here). Messages of one socket are
   * handled one at a time, in order. Throwing a RealtimeRefusal answers an `error` frame with its
   * code and message and keeps the socket open.
   */
  onMessage?(
    connection: RealtimeConnection,
    room: RoomHandle,
    message: Record<string, unknown>,
  ): unknown;
  onLeave?(connection: RealtimeConnection, room: RoomHandle): void;
}

/** A refusal with a code and a Chinese message for the player. */
export class RealtimeRefusal extends Error {
  constructor(
    /** For onJoin: a close code (default 4403); for onMessage: an error code (default 422). */
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RealtimeRefusal';
  }
}

export interface RoomHistory {
  epoch: string;
  /** The room's last offset. */
  offset: number;
  /** Publications after `since`, in order; empty when incomplete. */
  publications: { offset: number; data: unknown }[];
  /** False when some publications after `since` are no longer kept (or `since` is ahead). */
  complete: boolean;
}

/** The realtime rooms of one app, decorated as `app.realtime`. */
export interface Realtime {
  defineRoomType(type: RoomType): void;
  /** Publishes to a room; answers the publication's offset. */
  publish(roomid: string, data: unknown): Promise<number>;
  /** Publications of a room after offset `since`. */
  history(roomid: string, since: number): Promise<RoomHistory>;
  stats(): { connections: number; rooms: number };
  /**
   * How far this node has delivered a room's stream, `<epoch>:<offset>`; null when no socket of
   * this node is in the room or its stream is being resynchronised. Every publication the room's
   * members receive changes it, so a module may reuse what it derived from the room's state while
   * it stays the same (the lottery room's view).
   */
  position(roomid: string): string | null;
  /** Closes every socket (1001, with a message) and the Redis subscriber. */
  close(): Promise<void>;
  /**
   * Closes this node's sockets whose player (and room) match, with `close` (by default 4401 with
   * the session-ended message, for a revoked session); answers how many were closed.
   */
  disconnect(
    match: (user: RealtimeUser, roomid: string) => boolean,
    close?: { code: number; message: string },
  ): number;
}

export { REALTIME_CLOSE, REALTIME_ERROR };
