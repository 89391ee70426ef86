import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Revocation events between the nodes (DESIGN §7: Redis carries revocations): a module publishes
 * on a topic ("auth.sessions": these sessions ended) and every node's listeners of that topic
 * hear it, so whatever a node keeps in memory about what was revoked (a session cache) is dropped
 * everywhere at once instead of when it expires.
 *
 * - Without Redis (one node) the events stay in this process.
 * - With Redis they go through one channel, `<prefix>revocations`, on a subscriber connection of
 *   their own. `publish` runs this node's listeners first (before the caller answers), then
 *   publishes and waits until its own subscriber hears the message come back (at most
 *   ECHO_WAIT_MS): by then Redis has handed it to every subscribed node.
 * - Redis pub/sub keeps nothing for a node that is not listening. While this node's subscriber is
 *   not subscribed `listening()` is false, and a cache kept fresh by these events must not be
 *   trusted; when it is subscribed again the `onMissed` listeners run (drop such caches whole).
 *   A message lost on a connection that has not noticed it is dead yet is not detected: a cache
 *   must keep a short lifetime of its own as the last safety.
 *
 * Messages are JSON; a listener validates what it is given (it came over the network).
 */
export interface Revocations {
  /** Tells every node's listeners of `topic` (this node's first, before it resolves). */
  publish(topic: string, message: unknown): Promise<void>;
  /** Listens to `topic` on this node; answers the function that stops listening. */
  subscribe(topic: string, listener: RevocationListener): () => void;
  /** Runs when this node may have missed events (its subscriber came back after a loss). */
  onMissed(listener: () => void): () => void;
  /** True while every node's events reach this one: always without Redis. */
  listening(): boolean;
  /** Resolves once this node hears other nodes (at once without Redis; at most READY_WAIT_MS). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export type RevocationListener = (message: unknown) => void | Promise<void>;

/** How long `publish` waits for its own message to come back through Redis. */
export const ECHO_WAIT_MS = 1_000;
/** How long `ready` waits for the subscriber before the app answers anyway (not listening). */
export const READY_WAIT_MS = 5_000;
/** Bound on one message (a few hundred token hashes). */
export const MESSAGE_MAX_BYTES = 64 * 1024;
const TOPIC_PATTERN = /^[a-z][a-z0-9._-]{0,63}$/;

interface Envelope {
  /** The publishing node. */
  n: string;
  /** Its message number, to match the echo. */
  s: number;
  t: string;
  m: unknown;
}

/** Where problems are written (the app's logger). */
export interface RevocationLog {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface RevocationOptions {
  /** Set when REDIS_URL is: events go to every node. */
  redis?: Redis | undefined;
  /** Starts the channel's name (REDIS_PREFIX), so deployments sharing a Redis stay apart. */
  prefix: string;
  log?: RevocationLog | undefined;
}

export function createRevocations(options: RevocationOptions): Revocations {
  const node = randomBytes(8).toString('hex');
  const listeners = new Map<string, Set<RevocationListener>>();
  const missedListeners = new Set<() => void>();
  const log = options.log;

  /** Runs the topic's listeners; a failing listener is logged and does not stop the others. */
  async function deliver(topic: string, message: unknown): Promise<void> {
    const set = listeners.get(topic);
    if (!set) return;
    await Promise.all(
      [...set].map(async (listener) => {
        try {
          await listener(message);
        } catch (error) {
          log?.error({ err: error, topic }, 'revocation listener failed');
        }
      }),
    );
  }

  const common = {
    subscribe(topic: string, listener: RevocationListener) {
      assertTopic(topic);
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    onMissed(listener: () => void) {
      missedListeners.add(listener);
      return () => void missedListeners.delete(listener);
    },
  };

  const redis = options.redis;
  if (!redis) {
    return {
      ...common,
      async publish(topic, message) {
        assertTopic(topic);
        await deliver(topic, JSON.parse(encode({ n: node, s: 0, t: topic, m: message })).m);
      },
      listening: () => true,
      ready: async () => {},
      close: async () => {
        listeners.clear();
        missedListeners.clear();
      },
    };
  }

  const channel = `${options.prefix}revocations`;
  const subscriber = redis.duplicate({
    lazyConnect: false,
    maxRetriesPerRequest: null,
    connectionName: `${options.prefix}revocations`,
  });
  /** Subscribed now: every node's events reach this one. */
  let subscribed = false;
  /** Subscribed at some time before: a later subscription follows a loss. */
  let subscribedOnce = false;
  let closed = false;
  let sequence = 0;
  const echoes = new Map<number, () => void>();
  const readyWaiters = new Set<() => void>();

  const missed = () => {
    for (const listener of missedListeners) {
      try {
        listener();
      } catch (error) {
        log?.error({ err: error }, 'revocation missed-listener failed');
      }
    }
  };

  /** Subscribes once the connection passed its ready check (a SUBSCRIBE sent earlier is lost). */
  const subscribe = async () => {
    // After a reconnect ioredis has subscribed again before 'ready'; SUBSCRIBE twice is harmless,
    // and once its answer is back the channel is ours.
    await subscriber.subscribe(channel);
    if (closed || subscriber.status !== 'ready') return;
    subscribed = true;
    if (subscribedOnce) missed();
    subscribedOnce = true;
    for (const resolve of readyWaiters) resolve();
    readyWaiters.clear();
  };

  subscriber.on('ready', () => {
    if (closed) return;
    subscribe().catch((error: unknown) => {
      log?.warn({ err: error }, 'revocation subscriber could not subscribe');
    });
  });
  subscriber.on('close', () => {
    // Whatever is published from now until we are subscribed again is lost to this node.
    subscribed = false;
  });
  subscriber.on('error', (error: Error) => {
    // ioredis reconnects by itself; caches are bypassed meanwhile and dropped once it is back.
    log?.warn({ err: error }, 'revocation subscriber error');
  });
  subscriber.on('message', (name: string, text: string) => {
    if (name !== channel) return;
    const envelope = decode(text);
    if (!envelope) {
      log?.warn({ channel }, 'revocation message ignored: not understood');
      return;
    }
    if (envelope.n === node) {
      echoes.get(envelope.s)?.();
      return; // delivered to this node's listeners when it was published
    }
    void deliver(envelope.t, envelope.m);
  });

  return {
    ...common,
    async publish(topic, message) {
      assertTopic(topic);
      sequence += 1;
      const s = sequence;
      const text = encode({ n: node, s, t: topic, m: message });
      let echoTimer: NodeJS.Timeout | undefined;
      const echo = new Promise<boolean>((resolve) => {
        echoes.set(s, () => resolve(true));
        echoTimer = setTimeout(() => resolve(false), ECHO_WAIT_MS);
      });
      try {
        await deliver(topic, JSON.parse(text).m);
        await redis.publish(channel, text);
        if (subscribed && !(await echo)) {
          log?.warn({ topic }, 'revocation published but not heard back in time');
        }
      } catch (error) {
        // The revocation itself is done (in the database); other nodes drop their caches when
        // their safety lifetime ends.
        log?.error({ err: error, topic }, 'revocation could not be published');
      } finally {
        clearTimeout(echoTimer);
        echoes.delete(s);
      }
    },
    listening: () => subscribed,
    ready() {
      if (subscribed || closed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          readyWaiters.delete(done);
          log?.warn({ channel }, 'revocation subscriber not ready: caches bypassed until it is');
          resolve();
        }, READY_WAIT_MS);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        readyWaiters.add(done);
      });
    },
    async close() {
      closed = true;
      subscribed = false;
      for (const resolve of readyWaiters) resolve();
      readyWaiters.clear();
      subscriber.disconnect();
      listeners.clear();
      missedListeners.clear();
    },
  };
}

function assertTopic(topic: string): void {
  if (!TOPIC_PATTERN.test(topic)) throw new Error(`bad revocation topic ${topic}`);
}

function encode(envelope: Envelope): string {
  const text = JSON.stringify(envelope);
  if (Buffer.byteLength(text) > MESSAGE_MAX_BYTES) {
    throw new Error(`revocation message on ${envelope.t} over ${MESSAGE_MAX_BYTES} bytes`);
  }
  return text;
}

function decode(text: string): Envelope | undefined {
  if (text.length > MESSAGE_MAX_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { n, s, t, m } = value as Record<string, unknown>;
  if (typeof n !== 'string' || typeof s !== 'number' || typeof t !== 'string') return undefined;
  if (!TOPIC_PATTERN.test(t)) return undefined;
  return { n, s, t, m };
}
