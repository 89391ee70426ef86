// Helpers of the realtime tests: a bare app with the rooms on a real port, and a `ws` client
// that queues what it receives.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { realtimePlugin } from './plugin.ts';
import { demoRoomType } from './demo-room.ts';
import { systemClock } from '../time.ts';
import type { RealtimeLimits, RealtimeUser } from './types.ts';

/** Tests listen on ports of this range only. */
const PORT_FIRST = 18300;
const PORT_COUNT = 100;

export async function listen(app: FastifyInstance): Promise<number> {
  const start = Math.floor(Math.random() * PORT_COUNT);
  for (let i = 0; i < PORT_COUNT; i++) {
    const port = PORT_FIRST + ((start + i) % PORT_COUNT);
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${PORT_FIRST}..${PORT_FIRST + PORT_COUNT - 1}`);
}

/** Tokens `tok-<id>` are player <id>; anything else is refused. */
export async function testAuthenticate(token: string): Promise<RealtimeUser | null> {
  const match = /^tok-(\d+)$/.exec(token);
  return match ? { userId: Number(match[1]), name: `player${match[1]}` } : null;
}

export interface Node {
  app: FastifyInstance;
  port: number;
  url(query: Record<string, string | number>): string;
}

export async function startNode(
  options: { redis?: Redis; prefix?: string; limits?: Partial<RealtimeLimits> } = {},
): Promise<Node> {
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin, {
    authenticate: testAuthenticate,
    clock: systemClock,
    ...options,
  });
  app.realtime.defineRoomType(demoRoomType(systemClock));
  const port = await listen(app);
  return {
    app,
    port,
    url: (query) =>
      `ws://127.0.0.1:${port}/wss?${new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      )}`,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frames are asserted field by field
export type Frame = any;

/** A client that queues every frame it receives (JSON parsed; bare text as a string). */
export class Client {
  readonly socket: WebSocket;
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  #waiters: (() => void)[] = [];

  constructor(
    url: string,
    options: ConstructorParameters<typeof WebSocket>[2] = {},
    protocols?: string[],
  ) {
    this.socket = new WebSocket(url, protocols, options);
    this.socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : String(data);
      let frame: Frame = text;
      try {
        frame = JSON.parse(text);
      } catch {
        // bare text (pong)
      }
      this.frames.push(frame);
      this.#wake();
    });
    this.closed = new Promise((resolve) => {
      this.socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.#wake();
      });
    });
    this.socket.on('error', () => {});
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  /** The next frame (removed from the queue), waiting up to `timeoutMs`. */
  async next(timeoutMs = 3_000): Promise<Frame> {
    const until = performance.now() + timeoutMs;
    while (this.frames.length === 0) {
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error('socket closed');
      const left = until - performance.now();
      if (left <= 0) throw new Error('no frame in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.frames.shift();
  }

  /** Frames until one of `type` (the skipped ones are dropped). */
  async nextOf(type: string, timeoutMs = 3_000): Promise<Frame> {
    for (;;) {
      const frame = await this.next(timeoutMs);
      if (frame?.type === type) return frame;
    }
  }

  /** The next `count` publications' offsets and data. */
  async pubs(count: number, timeoutMs = 5_000): Promise<Frame[]> {
    const out: Frame[] = [];
    while (out.length < count) {
      const frame = await this.next(timeoutMs);
      if (frame?.type === 'pub') out.push(frame);
    }
    return out;
  }

  /**
   * The first publication whose data `matches`, skipping the others (a lottery room also carries
   * the draws' system messages, which arrive when the schedule says, not when the test does).
   */
  async pubWhere(matches: (data: Frame['data']) => boolean, timeoutMs = 5_000): Promise<Frame> {
    const until = performance.now() + timeoutMs;
    for (;;) {
      const [pub] = await this.pubs(1, Math.max(1, until - performance.now()));
      if (matches(pub.data)) return pub;
    }
  }

  send(data: unknown): void {
    this.socket.send(typeof data === 'string' ? data : JSON.stringify(data));
  }

  close(): void {
    this.socket.close();
  }

  /** Nothing more arrives within `ms`. */
  async quiet(ms = 200): Promise<Frame[]> {
    await new Promise((r) => setTimeout(r, ms));
    return this.frames.splice(0);
  }
}

/** Connects and answers the client and its welcome frame. */
export async function join(url: string): Promise<{ client: Client; welcome: Frame }> {
  const client = new Client(url);
  const welcome = await client.next();
  if (welcome?.type !== 'welcome')
    throw new Error(`expected welcome, got ${JSON.stringify(welcome)}`);
  return { client, welcome };
}

export async function until(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
