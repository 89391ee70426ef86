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

/** This node's listeners: by topic, and those told when events may have been missed. */
interface Listeners {
  /** This node's name on its envelopes. */
  node: string;
  log: RevocationLog | undefined;
  byTopic: Map<string, Set<RevocationListener>>;
  missed: Set<() => void>;
}

/** The Redis side: the subscriber connection and what it knows. */
interface RedisSide {
  redis: Redis;
  channel: string;
  subscriber: Redis;
  /** Subscribed now: every node's events reach this one. */
  subscribed: boolean;
  /** Subscribed at some time before: a later subscription follows a loss. */
  subscribedOnce: boolean;
  closed: boolean;
  sequence: number;
  echoes: Map<number, () => void>;
  readyWaiters: Set<() => void>;
}

export function createRevocations(options: RevocationOptions): Revocations {
  const listeners: Listeners = {
    node: randomBytes(8).toString('hex'),
    log: options.log,
    byTopic: new Map(),
    missed: new Set(),
  };
  const redis = options.redis;
  if (!redis) return localRevocations(listeners);
  return redisRevocations(listeners, redis, options.prefix);
}

/** Runs the topic's listeners; a failing listener is logged and does not stop the others. */
async function deliver(listeners: Listeners, topic: string, message: unknown): Promise<void> {
  const set = listeners.byTopic.get(topic);
  if (!set) return;
  await Promise.all(
    [...set].map(async (listener) => {
      try {
        await listener(message);
      } catch (error) {
        listeners.log?.error({ err: error, topic }, 'revocation listener failed');
      }
    }),
  );
}

/** `subscribe` and `onMissed`, the same with or without Redis. */
function listenerMethods(listeners: Listeners): Pick<Revocations, 'subscribe' | 'onMissed'> {
  return {
    subscribe(topic: string, listener: RevocationListener) {
      assertTopic(topic);
      let set = listeners.byTopic.get(topic);
      if (!set) listeners.byTopic.set(topic, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    onMissed(listener: () => void) {
      listeners.missed.add(listener);
      return () => void listeners.missed.delete(listener);
    },
  };
}

/** One node: the events stay in this process. */
function localRevocations(listeners: Listeners): Revocations {
  return {
    ...listenerMethods(listeners),
    async publish(topic, message) {
      assertTopic(topic);
      const text = encode({ n: listeners.node, s: 0, t: topic, m: message });
      await deliver(listeners, topic, JSON.parse(text).m);
    },
    listening: () => true,
    ready: async () => {},
    close: async () => {
      listeners.byTopic.clear();
      listeners.missed.clear();
    },
  };
}

/** Several nodes: the events go through one Redis channel, on a subscriber of their own. */
function redisRevocations(listeners: Listeners, redis: Redis, prefix: string): Revocations {
  const side: RedisSide = {
    redis,
    channel: `${prefix}revocations`,
    subscriber: redis.duplicate({
      lazyConnect: false,
      maxRetriesPerRequest: null,
      connectionName: `${prefix}revocations`,
    }),
    subscribed: false,
    subscribedOnce: false,
    closed: false,
    sequence: 0,
    echoes: new Map(),
    readyWaiters: new Set(),
  };
  watchSubscriber(listeners, side);
  return {
    ...listenerMethods(listeners),
    publish: (topic, message) => publishThroughRedis(listeners, side, topic, message),
    listening: () => side.subscribed,
    ready: () => subscriberReady(listeners, side),
    async close() {
      side.closed = true;
      side.subscribed = false;
      for (const resolve of side.readyWaiters) resolve();
      side.readyWaiters.clear();
      side.subscriber.disconnect();
      listeners.byTopic.clear();
      listeners.missed.clear();
    },
  };
}

function runMissed(listeners: Listeners): void {
  for (const listener of listeners.missed) {
    try {
      listener();
    } catch (error) {
      listeners.log?.error({ err: error }, 'revocation missed-listener failed');
    }
  }
}

/** Subscribes once the connection passed its ready check (a SUBSCRIBE sent earlier is lost). */
async function subscribeChannel(listeners: Listeners, side: RedisSide): Promise<void> {
  // After a reconnect ioredis has subscribed again before 'ready'; SUBSCRIBE twice is harmless,
  // and once its answer is back the channel is ours.
  await side.subscriber.subscribe(side.channel);
  if (side.closed || side.subscriber.status !== 'ready') return;
  side.subscribed = true;
  if (side.subscribedOnce) runMissed(listeners);
  side.subscribedOnce = true;
  for (const resolve of side.readyWaiters) resolve();
  side.readyWaiters.clear();
}

/** The subscriber's events: (re)subscribing when ready, losses, errors and messages. */
function watchSubscriber(listeners: Listeners, side: RedisSide): void {
  const { subscriber } = side;
  const log = listeners.log;
  subscriber.on('ready', () => {
    if (side.closed) return;
    subscribeChannel(listeners, side).catch((error: unknown) => {
      log?.warn({ err: error }, 'revocation subscriber could not subscribe');
    });
  });
  subscriber.on('close', () => {
    // Whatever is published from now until we are subscribed again is lost to this node.
    side.subscribed = false;
  });
  subscriber.on('error', (error: Error) => {
    // ioredis reconnects by itself; caches are bypassed meanwhile and dropped once it is back.
    log?.warn({ err: error }, 'revocation subscriber error');
  });
  subscriber.on('message', (name: string, text: string) => {
    if (name !== side.channel) return;
    const envelope = decode(text);
    if (!envelope) {
      log?.warn({ channel: side.channel }, 'revocation message ignored: not understood');
      return;
    }
    if (envelope.n === listeners.node) {
      side.echoes.get(envelope.s)?.();
      return; // delivered to this node's listeners when it was published
    }
    void deliver(listeners, envelope.t, envelope.m);
  });
}

/** This node's listeners first, then Redis, then waiting for the echo (at most ECHO_WAIT_MS). */
async function publishThroughRedis(
  listeners: Listeners,
  side: RedisSide,
  topic: string,
  message: unknown,
): Promise<void> {
  assertTopic(topic);
  side.sequence += 1;
  const s = side.sequence;
  const text = encode({ n: listeners.node, s, t: topic, m: message });
  let echoTimer: NodeJS.Timeout | undefined;
  const echo = new Promise<boolean>((resolve) => {
    side.echoes.set(s, () => resolve(true));
    echoTimer = setTimeout(() => resolve(false), ECHO_WAIT_MS);
  });
  try {
    await deliver(listeners, topic, JSON.parse(text).m);
    await side.redis.publish(side.channel, text);
    if (side.subscribed && !(await echo)) {
      listeners.log?.warn({ topic }, 'revocation published but not heard back in time');
    }
  } catch (error) {
    // The revocation itself is done (in the database); other nodes drop their caches when
    // their safety lifetime ends.
    listeners.log?.error({ err: error, topic }, 'revocation could not be published');
  } finally {
    clearTimeout(echoTimer);
    side.echoes.delete(s);
  }
}

/** Resolves once subscribed (or closed), or after READY_WAIT_MS with a warning. */
function subscriberReady(listeners: Listeners, side: RedisSide): Promise<void> {
  if (side.subscribed || side.closed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      side.readyWaiters.delete(done);
      listeners.log?.warn(
        { channel: side.channel },
        'revocation subscriber not ready: caches bypassed until it is',
      );
      resolve();
    }, READY_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    side.readyWaiters.add(done);
  });
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
