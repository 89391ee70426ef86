import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRevocations, type Revocations } from './revocations.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.log('TEST_REDIS_URL is not set: the revocation events across nodes (Redis) are SKIPPED.');
}

const until = async (check: () => boolean, ms = 3_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('revocation events on one node (no Redis)', () => {
  it('reach every listener of the topic before publish resolves, as JSON', async () => {
    const bus = createRevocations({ prefix: 'x:' });
    const heard: unknown[] = [];
    const other: unknown[] = [];
    bus.subscribe('auth.sessions', (message) => void heard.push(message));
    const stop = bus.subscribe('auth.sessions', async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      other.push(message);
    });
    bus.subscribe('other.topic', (message) => void other.push(['other', message]));
    await bus.publish('auth.sessions', { userId: 7, at: new Date(0) });
    expect(heard).toEqual([{ userId: 7, at: '1970-01-01T00:00:00.000Z' }]);
    expect(other).toEqual([{ userId: 7, at: '1970-01-01T00:00:00.000Z' }]);
    stop();
    await bus.publish('auth.sessions', { userId: 8 });
    expect(heard).toHaveLength(2);
    expect(other).toHaveLength(1);
    expect(bus.listening()).toBe(true);
    await bus.ready();
    await bus.close();
  });

  it('a failing listener is logged and the others still hear', async () => {
    const errors: unknown[] = [];
    const bus = createRevocations({
      prefix: 'x:',
      log: { warn: () => {}, error: (...args) => void errors.push(args) },
    });
    const heard: unknown[] = [];
    bus.subscribe('auth.sessions', () => {
      throw new Error('listener broke');
    });
    bus.subscribe('auth.sessions', (message) => void heard.push(message));
    await bus.publish('auth.sessions', 1);
    expect(heard).toEqual([1]);
    expect(errors).toHaveLength(1);
  });

  it('refuses a malformed topic and an oversized message', async () => {
    const bus = createRevocations({ prefix: 'x:' });
    expect(() => bus.subscribe('Bad Topic', () => {})).toThrow(/topic/);
    await expect(bus.publish('auth.sessions', 'x'.repeat(70_000))).rejects.toThrow(/bytes/);
  });
});

describe.skipIf(!redisUrl)('revocation events across nodes sharing Redis', () => {
  const buses: Revocations[] = [];
  const clients: Redis[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    for (const client of clients.splice(0)) client.disconnect();
  });

  async function node(prefix: string): Promise<Revocations> {
    const client = new Redis(redisUrl!);
    clients.push(client);
    const bus = createRevocations({ redis: client, prefix });
    buses.push(bus);
    await bus.ready();
    expect(bus.listening()).toBe(true);
    return bus;
  }
  const freshPrefix = () => `rv-bus-${randomBytes(4).toString('hex')}:`;

  it('one publication reaches each node once; another prefix hears nothing', async () => {
    const prefix = freshPrefix();
    const [a, b, elsewhere] = [await node(prefix), await node(prefix), await node(freshPrefix())];
    const heard = { a: [] as unknown[], b: [] as unknown[], elsewhere: [] as unknown[] };
    a.subscribe('auth.sessions', (m) => void heard.a.push(m));
    b.subscribe('auth.sessions', (m) => void heard.b.push(m));
    elsewhere.subscribe('auth.sessions', (m) => void heard.elsewhere.push(m));

    await a.publish('auth.sessions', { userId: 1 });
    // Publish waited for its own echo through Redis: A heard it at once, B as soon as it reads.
    expect(heard.a).toEqual([{ userId: 1 }]);
    await until(() => heard.b.length === 1);
    await b.publish('auth.sessions', { userId: 2 });
    await until(() => heard.a.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.a).toEqual([{ userId: 1 }, { userId: 2 }]);
    expect(heard.b).toEqual([{ userId: 1 }, { userId: 2 }]);
    expect(heard.elsewhere).toEqual([]);
  });

  it('a message that is not an event is ignored', async () => {
    const prefix = freshPrefix();
    const a = await node(prefix);
    const heard: unknown[] = [];
    a.subscribe('auth.sessions', (m) => void heard.push(m));
    const raw = new Redis(redisUrl!);
    clients.push(raw);
    await raw.publish(`${prefix}revocations`, 'not json');
    await raw.publish(`${prefix}revocations`, JSON.stringify({ n: 'x', s: 1, t: 'BAD', m: 1 }));
    await raw.publish(
      `${prefix}revocations`,
      JSON.stringify({ n: 'x', s: 1, t: 'auth.sessions', m: 3 }),
    );
    await until(() => heard.length === 1);
    expect(heard).toEqual([3]);
  });

  it('a cut subscriber stops listening, and on its return says events may have been missed', async () => {
    const prefix = freshPrefix();
    const a = await node(prefix);
    const b = await node(prefix);
    let missed = 0;
    b.onMissed(() => void (missed += 1));
    const heard: unknown[] = [];
    b.subscribe('auth.sessions', (m) => void heard.push(m));

    // Cut both nodes' subscriber connections from the Redis side (found by their name).
    const admin = new Redis(redisUrl!);
    clients.push(admin);
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(`name=${prefix}revocations`))
      .map((line) => /id=(\d+)/.exec(line)![1]!);
    expect(ids).toHaveLength(2);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    await until(() => !b.listening());
    await until(() => b.listening() && a.listening());
    expect(missed).toBe(1);
    await a.publish('auth.sessions', { userId: 3 });
    await until(() => heard.length === 1);
    expect(heard).toEqual([{ userId: 3 }]);
  });
});
