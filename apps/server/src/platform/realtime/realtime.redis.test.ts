import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { join, startNode, until, type Node } from './test-helpers.ts';

// Two nodes in one process sharing Redis: offsets assigned in Redis, fan-out through pub/sub.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.log(
    'TEST_REDIS_URL is not set: the realtime tests across two nodes (Redis) are SKIPPED.',
  );
}
const PREFIX = `rt-test-${randomBytes(4).toString('hex')}:`;
const redis = redisUrl ? new Redis(redisUrl) : undefined;

const nodes: Node[] = [];
const clients: Redis[] = [];
async function node(limits = {}): Promise<Node> {
  const client = new Redis(redisUrl!);
  clients.push(client);
  const n = await startNode({ redis: client, prefix: PREFIX, limits });
  nodes.push(n);
  return n;
}
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((n) => n.app.close()));
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

let roomCount = 0;
const freshRoom = () => `demo-r${Date.now().toString(36)}${roomCount++}`;

describe.skipIf(!redis)('realtime rooms across two nodes sharing Redis', () => {
  it('delivers what is published through node A to a client on node B, in offset order', async () => {
    const room = freshRoom();
    const a = await node();
    const b = await node();
    const onA = await join(a.url({ roomid: room, _token: 'tok-1' }));
    const onB = await join(b.url({ roomid: room, _token: 'tok-2' }));
    expect(onB.welcome.epoch).toBe(onA.welcome.epoch);
    expect(onB.welcome.offset).toBe(0);

    // Publications from both nodes at once, and a chat line from the client on A.
    const offsets = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => a.app.realtime.publish(room, { from: 'a', i })),
      ...Array.from({ length: 30 }, (_, i) => b.app.realtime.publish(room, { from: 'b', i })),
    ]);
    expect([...offsets].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    onA.client.send({ type: 'chat', content: '跨节点' });

    const seenOnA = await onA.client.pubs(61);
    const seenOnB = await onB.client.pubs(61);
    const expected = Array.from({ length: 61 }, (_, i) => i + 1);
    expect(seenOnB.map((p) => p.offset)).toEqual(expected);
    expect(seenOnA.map((p) => p.offset)).toEqual(expected);
    expect(seenOnB.map((p) => p.data)).toEqual(seenOnA.map((p) => p.data));
    expect(seenOnB[60].data).toMatchObject({ author: 'player1', content: '跨节点' });
    for (const p of seenOnB.slice(0, 60)) {
      const index = p.data.from === 'a' ? p.data.i : 30 + p.data.i;
      expect(offsets[index]).toBe(p.offset);
    }
  });

  it('recovers a client that moves from node A to node B with exactly what it missed', async () => {
    const room = freshRoom();
    const a = await node();
    const b = await node();
    const first = await join(a.url({ roomid: room, _token: 'tok-1' }));
    for (let i = 1; i <= 4; i++) await a.app.realtime.publish(room, { i });
    const last = (await first.client.pubs(4))[3];
    first.client.close();
    for (let i = 5; i <= 9; i++) await a.app.realtime.publish(room, { i });

    const moved = await join(
      b.url({ roomid: room, _token: 'tok-1', epoch: last.epoch, offset: last.offset }),
    );
    expect(moved.welcome).toMatchObject({ epoch: last.epoch, offset: 4, recovered: true });
    await a.app.realtime.publish(room, { i: 10 });
    expect((await moved.client.pubs(6)).map((p) => p.data.i)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(await moved.client.quiet()).toEqual([]);
    const history = await b.app.realtime.history(room, 8);
    expect(history.publications).toEqual([
      { offset: 9, data: { i: 9 } },
      { offset: 10, data: { i: 10 } },
    ]);
  });

  it('fills a gap in what a node received from the room’s history', async () => {
    const room = freshRoom();
    const a = await node();
    const b = await node();
    const onB = await join(b.url({ roomid: room, _token: 'tok-2' }));
    await a.app.realtime.publish(room, { n: 1 });
    // A publication whose fan-out message was lost: in the history, never on the channel.
    const meta = `${PREFIX}room:{${room}}:meta`;
    const offset = await redis!.hincrby(meta, 'offset', 1);
    await redis!.rpush(`${PREFIX}room:{${room}}:hist`, `${offset} {"n":2}`);
    await a.app.realtime.publish(room, { n: 3 });
    expect((await onB.client.pubs(3)).map((p) => [p.offset, p.data.n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('delivers what a node missed while its Redis subscriber was cut, once it is back', async () => {
    const room = freshRoom();
    const a = await node();
    const b = await node();
    const onB = await join(b.url({ roomid: room, _token: 'tok-2' }));
    await a.app.realtime.publish(room, { n: 1 });
    expect((await onB.client.pubs(1))[0].offset).toBe(1);

    // Both nodes' subscribers carry this suite's name; cut them (and nobody else's).
    const list = String(await redis!.client('LIST'));
    const ids = [...list.matchAll(/id=(\d+) [^\n]*name=(\S+)/g)]
      .filter((m) => m[2] === `${PREFIX}realtime-subscriber`)
      .map((m) => m[1]!);
    expect(ids.length).toBe(2);
    for (const id of ids) await redis!.client('KILL', 'ID', id);
    for (let n = 2; n <= 4; n++) await a.app.realtime.publish(room, { n });
    expect((await onB.client.pubs(3, 10_000)).map((p) => [p.offset, p.data.n])).toEqual([
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    await a.app.realtime.publish(room, { n: 5 });
    expect((await onB.client.pubs(1))[0].offset).toBe(5);
  });

  it('tells members and reconnecting clients to reload when the room’s history is lost', async () => {
    const room = freshRoom();
    const a = await node();
    const b = await node();
    const onB = await join(b.url({ roomid: room, _token: 'tok-2' }));
    await a.app.realtime.publish(room, { n: 1 });
    const before = (await onB.client.pubs(1))[0];

    await redis!.del(`${PREFIX}room:{${room}}:meta`, `${PREFIX}room:{${room}}:hist`);
    expect(await a.app.realtime.publish(room, { n: 'after' })).toBe(1);
    const reload = await onB.client.next();
    expect(reload).toMatchObject({ type: 'reload', roomid: room, offset: 0 });
    expect(reload.epoch).not.toBe(before.epoch);
    expect(await onB.client.next()).toMatchObject({
      type: 'pub',
      epoch: reload.epoch,
      offset: 1,
      data: { n: 'after' },
    });

    const late = await join(
      a.url({ roomid: room, _token: 'tok-3', epoch: before.epoch, offset: before.offset }),
    );
    expect(late.welcome).toMatchObject({ epoch: reload.epoch, offset: 1, recovered: false });
    expect((await late.client.next()).type).toBe('reload');
  });

  it('unsubscribes a node from a room when its last member leaves', async () => {
    const room = freshRoom();
    const a = await node();
    const { client } = await join(a.url({ roomid: room, _token: 'tok-1' }));
    const channel = `${PREFIX}room:{${room}}`;
    await until(() => a.app.realtime.stats().rooms === 1);
    expect(await redis!.pubsub('NUMSUB', channel)).toEqual([channel, 1]);
    client.close();
    await until(() => a.app.realtime.stats().rooms === 0);
    await expect
      .poll(async () => redis!.pubsub('NUMSUB', channel), { timeout: 2_000 })
      .toEqual([channel, 0]);
  });
});
