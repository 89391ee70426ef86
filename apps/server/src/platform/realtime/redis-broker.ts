import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  newEpoch,
  type Broker,
  type BrokerEvents,
  type Position,
  type StoredHistory,
  type StoredPublication,
} from './broker.ts';

/**
 * Several nodes: a room's offset, epoch and history live in Redis and are changed by one Lua
 * script, so every node agrees on the order. Keys (the room id in braces keeps a room's keys on
 * one cluster slot):
 *   {prefix}room:{roomid}:meta  hash  epoch, offset
 *   {prefix}room:{roomid}:hist  list  "offset json", the last historySize publications
 *   {prefix}room:{roomid}       channel "epoch offset json" per publication
 * Both keys expire historyTtlSeconds after the room's last publication; a room whose keys are
 * gone starts a new epoch, which tells reconnecting clients to reload.
 */
const PUBLISH = `
if redis.call('HSETNX', KEYS[1], 'epoch', ARGV[5]) == 1 then
  redis.call('DEL', KEYS[2])
end
local epoch = redis.call('HGET', KEYS[1], 'epoch')
local offset = redis.call('HINCRBY', KEYS[1], 'offset', 1)
redis.call('RPUSH', KEYS[2], offset .. ' ' .. ARGV[1])
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[2]), -1)
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[3])
redis.call('PUBLISH', ARGV[4], epoch .. ' ' .. offset .. ' ' .. ARGV[1])
return {epoch, offset}
`;

/** ARGV[1] since (-1: the position only), ARGV[2] a fresh epoch, ARGV[3] ttl. */
const HISTORY = `
if redis.call('HSETNX', KEYS[1], 'epoch', ARGV[2]) == 1 then
  redis.call('HSET', KEYS[1], 'offset', 0)
  redis.call('DEL', KEYS[2])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
end
local epoch = redis.call('HGET', KEYS[1], 'epoch')
local top = tonumber(redis.call('HGET', KEYS[1], 'offset') or '0')
local since = tonumber(ARGV[1])
if since < 0 then return {epoch, top, 1} end
if since > top then return {epoch, top, 0} end
local n = top - since
if n == 0 then return {epoch, top, 1} end
if n > redis.call('LLEN', KEYS[2]) then return {epoch, top, 0} end
local result = redis.call('LRANGE', KEYS[2], -n, -1)
table.insert(result, 1, 1)
table.insert(result, 1, top)
table.insert(result, 1, epoch)
return result
`;

class Script {
  readonly sha: string;
  constructor(readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }
  async run(redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return await redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}

const noop = () => {};
const SUBSCRIBER_READY_TIMEOUT_MS = 5_000;
const publishScript = new Script(PUBLISH);
const historyScript = new Script(HISTORY);

interface RedisBrokerOptions {
  prefix: string;
  historySize: number;
  historyTtlSeconds: number;
  log: FastifyBaseLogger;
}

/** A room's channel and keys under the prefix. */
function roomNames(prefix: string) {
  const channelPrefix = `${prefix}room:`;
  const channel = (roomid: string) => `${channelPrefix}{${roomid}}`;
  const keys = (roomid: string) => [`${channel(roomid)}:meta`, `${channel(roomid)}:hist`];
  return { channelPrefix, channel, keys };
}

export function redisBroker(
  redis: Redis,
  events: BrokerEvents,
  options: RedisBrokerOptions,
): Broker {
  const { channel, keys, channelPrefix } = roomNames(options.prefix);
  const subscriber = roomSubscriber(redis, events, options, channelPrefix);
  const readHistory = (roomid: string, since: number): Promise<StoredHistory> =>
    readRoomHistory(redis, keys(roomid), roomid, since, options.historyTtlSeconds);

  return {
    async publish(roomid, json): Promise<Position> {
      const [epoch, offset] = (await publishScript.run(redis, keys(roomid), [
        json,
        options.historySize,
        options.historyTtlSeconds,
        channel(roomid),
        newEpoch(),
      ])) as [string, number];
      return { epoch, offset: Number(offset) };
    },
    async position(roomid) {
      const { epoch, offset } = await readHistory(roomid, -1);
      return { epoch, offset };
    },
    history: readHistory,
    async subscribe(roomid) {
      await subscriberReady(subscriber);
      await subscriber.subscribe(channel(roomid));
    },
    async unsubscribe(roomid) {
      await subscriber.unsubscribe(channel(roomid));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

/** The pub/sub connection (it needs one of its own), passing the rooms' publications on. */
function roomSubscriber(
  redis: Redis,
  events: BrokerEvents,
  options: RedisBrokerOptions,
  channelPrefix: string,
): Redis {
  const subscriber = redis.duplicate({
    lazyConnect: false,
    maxRetriesPerRequest: null,
    connectionName: `${options.prefix}realtime-subscriber`,
  });
  let connectedOnce = false;
  subscriber.on('ready', () => {
    // After a reconnect ioredis subscribes again to every channel before this event is emitted;
    // the ping's answer comes after those subscriptions took effect.
    if (connectedOnce) subscriber.ping().then(() => events.onResubscribed(), noop);
    connectedOnce = true;
  });
  subscriber.on('error', (error: Error) => {
    // ioredis reconnects by itself; the hub resynchronises its rooms once it is back.
    options.log.warn({ err: error }, 'realtime Redis subscriber error');
  });
  subscriber.on('message', (name: string, message: string) => {
    if (!name.startsWith(channelPrefix)) return;
    const roomid = name.slice(channelPrefix.length + 1, -1);
    const first = message.indexOf(' ');
    const second = message.indexOf(' ', first + 1);
    if (first < 1 || second < 0) return;
    const offset = Number(message.slice(first + 1, second));
    events.onPublication(roomid, message.slice(0, first), offset, message.slice(second + 1));
  });
  return subscriber;
}

/**
 * A SUBSCRIBE sent before the connection's ready check is lost (ioredis then fails its INFO in
 * subscriber mode and reconnects without it), so subscriptions wait for 'ready'.
 */
function subscriberReady(subscriber: Redis): Promise<void> {
  if (subscriber.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscriber.off('ready', onReady);
      reject(new Error('realtime: Redis subscriber not ready'));
    }, SUBSCRIBER_READY_TIMEOUT_MS);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    subscriber.once('ready', onReady);
  });
}

/** A room's position and its publications after `since` (-1: the position only). */
async function readRoomHistory(
  redis: Redis,
  roomKeys: string[],
  roomid: string,
  since: number,
  historyTtlSeconds: number,
): Promise<StoredHistory> {
  const reply = (await historyScript.run(redis, roomKeys, [
    since,
    newEpoch(),
    historyTtlSeconds,
  ])) as [string, number, number, ...string[]];
  const [epoch, offset, complete, ...entries] = reply;
  const publications: StoredPublication[] = entries.map((entry) => {
    const space = entry.indexOf(' ');
    return { offset: Number(entry.slice(0, space)), json: entry.slice(space + 1) };
  });
  publications.forEach((p, index) => {
    if (p.offset !== offset - publications.length + 1 + index) {
      throw new Error(`realtime history of ${roomid} is not contiguous at ${p.offset}`);
    }
  });
  return { epoch, offset: Number(offset), publications, complete: complete === 1 };
}
