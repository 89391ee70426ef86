import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE, REALTIME_ERROR } from '@app/contract/realtime';
import Fastify from 'fastify';
import {
  Client,
  join,
  listen,
  startNode,
  testAuthenticate,
  until,
  type Node,
} from './test-helpers.ts';
import { realtimePlugin } from './plugin.ts';
import { demoRoomType } from './demo-room.ts';
import { systemClock } from '../time.ts';
import { RealtimeRefusal } from './types.ts';

const nodes: Node[] = [];
async function node(...args: Parameters<typeof startNode>): Promise<Node> {
  const n = await startNode(...args);
  nodes.push(n);
  return n;
}
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((n) => n.app.close()));
});

const ROOM = 'demo-lobby';

describe('realtime rooms, one node (history in memory)', () => {
  it('refuses a missing or bad token and an unknown room with a close code and a Chinese message', async () => {
    const n = await node();
    const noToken = new Client(n.url({ roomid: ROOM }));
    expect(await noToken.next()).toEqual({
      type: 'error',
      code: REALTIME_CLOSE.unauthorized,
      message: MSG.wsLoginRequired,
    });
    expect(await noToken.closed).toEqual({
      code: REALTIME_CLOSE.unauthorized,
      reason: MSG.wsLoginRequired,
    });

    const badToken = new Client(n.url({ roomid: ROOM, _token: 'forged' }));
    expect(await badToken.closed).toEqual({
      code: REALTIME_CLOSE.unauthorized,
      reason: MSG.wsSessionExpired,
    });

    const unknownRoom = new Client(n.url({ roomid: 'nowhere', _token: 'tok-1' }));
    expect(await unknownRoom.closed).toEqual({
      code: REALTIME_CLOSE.roomUnknown,
      reason: MSG.wsRoomUnknown,
    });
    const noRoom = new Client(n.url({ _token: 'tok-1' }));
    expect((await noRoom.closed).code).toBe(REALTIME_CLOSE.badRequest);
    expect(n.app.realtime.stats()).toEqual({ connections: 0, rooms: 0 });
  });

  it('takes the token from the query, the Authorization header or Sec-WebSocket-Protocol', async () => {
    const n = await node();
    const { welcome } = await join(n.url({ roomid: ROOM, _token: 'tok-7' }));
    expect(welcome).toMatchObject({
      type: 'welcome',
      roomid: ROOM,
      offset: 0,
      user: { id: 7, name: 'player7' },
      snapshot: { title: ROOM, online: 1 },
    });
    expect(welcome.epoch).toMatch(/^[\w-]{8}$/);
    expect(welcome).not.toHaveProperty('recovered');

    const header = new Client(n.url({ roomid: ROOM }), {
      headers: { authorization: 'Bearer tok-8' },
    });
    expect(await header.next()).toMatchObject({ type: 'welcome', user: { id: 8 } });

    const protocol = new Client(n.url({ roomid: ROOM }), {}, ['bearer', 'tok-9']);
    expect(await protocol.next()).toMatchObject({ type: 'welcome', user: { id: 9 } });
    expect(protocol.socket.protocol).toBe('bearer');
  });

  it('answers ping with pong, bare or JSON, and closes a socket silent for about three pings', async () => {
    const n = await node({ limits: { silentTimeoutMs: 600 } });
    const { client: pinging } = await join(n.url({ roomid: ROOM, _token: 'tok-1' }));
    const { client: silent } = await join(n.url({ roomid: ROOM, _token: 'tok-2' }));
    pinging.send('ping');
    expect(await pinging.next()).toBe('pong');
    pinging.send({ type: 'ping' });
    expect(await pinging.next()).toEqual({ type: 'pong' });

    const timer = setInterval(() => pinging.send('ping'), 150); // four pings per timeout
    try {
      expect(await silent.closed).toEqual({ code: REALTIME_CLOSE.silent, reason: MSG.wsSilent });
      await new Promise((r) => setTimeout(r, 500));
      expect(pinging.socket.readyState).toBe(pinging.socket.OPEN);
    } finally {
      clearInterval(timer);
    }
  });

  it('delivers every publication to every member in offset order, with the offset publish returned', async () => {
    const n = await node();
    const a = await join(n.url({ roomid: ROOM, _token: 'tok-1' }));
    const b = await join(n.url({ roomid: ROOM, _token: 'tok-2' }));
    expect(b.welcome.epoch).toBe(a.welcome.epoch);

    const offsets = await Promise.all(
      Array.from({ length: 50 }, (_, i) => n.app.realtime.publish(ROOM, { n: i })),
    );
    expect([...offsets].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    a.client.send({ type: 'chat', content: '  你好  ' });

    for (const { client, welcome } of [a, b]) {
      const pubs = await client.pubs(51);
      expect(pubs.map((p) => p.offset)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
      expect(pubs.every((p) => p.epoch === welcome.epoch && p.roomid === ROOM)).toBe(true);
      // publish() answered the offset its payload was delivered with
      for (const p of pubs.slice(0, 50)) expect(offsets[p.data.n]).toBe(p.offset);
      expect(pubs[50].data).toMatchObject({
        type: 'chat',
        user_id: 1,
        author: 'player1',
        content: '你好',
        sysmsg: 0,
      });
    }
    const history = await n.app.realtime.history(ROOM, 48);
    expect(history).toMatchObject({ epoch: a.welcome.epoch, offset: 51, complete: true });
    expect(history.publications.map((p) => p.offset)).toEqual([49, 50, 51]);
  });

  it('answers the sender alone for echo, and refuses empty chat and non-JSON with an error frame', async () => {
    const n = await node();
    const a = await join(n.url({ roomid: ROOM, _token: 'tok-1' }));
    const b = await join(n.url({ roomid: ROOM, _token: 'tok-2' }));
    a.client.send({ type: 'echo', data: { x: 1 } });
    expect(await a.client.next()).toEqual({
      type: 'direct',
      roomid: ROOM,
      data: { echo: { x: 1 } },
    });
    a.client.send({ type: 'chat', content: '   ' });
    expect(await a.client.next()).toEqual({
      type: 'error',
      code: REALTIME_ERROR.refused,
      message: MSG.wsChatEmpty,
    });
    a.client.send('not json');
    expect(await a.client.next()).toEqual({
      type: 'error',
      code: REALTIME_ERROR.badMessage,
      message: MSG.wsMessageBad,
    });
    expect(await b.client.quiet()).toEqual([]);
    expect(a.client.socket.readyState).toBe(a.client.socket.OPEN);
  });

  it('gives a reconnecting client exactly the publications it missed, then live ones', async () => {
    const n = await node();
    const first = await join(n.url({ roomid: ROOM, _token: 'tok-1' }));
    for (let i = 1; i <= 3; i++) await n.app.realtime.publish(ROOM, { i });
    const seen = await first.client.pubs(3);
    const last = seen[2];
    first.client.close();
    await first.client.closed;

    for (let i = 4; i <= 8; i++) await n.app.realtime.publish(ROOM, { i });
    const again = await join(
      n.url({ roomid: ROOM, _token: 'tok-1', epoch: last.epoch, offset: last.offset }),
    );
    expect(again.welcome).toMatchObject({ epoch: last.epoch, offset: 3, recovered: true });
    await n.app.realtime.publish(ROOM, { i: 9 });
    const missed = await again.client.pubs(6);
    expect(missed.map((p) => [p.offset, p.data.i])).toEqual([
      [4, 4],
      [5, 5],
      [6, 6],
      [7, 7],
      [8, 8],
      [9, 9],
    ]);
    expect(await again.client.quiet()).toEqual([]);

    // Up to date: recovered with nothing to send.
    const current = await join(
      n.url({ roomid: ROOM, _token: 'tok-2', epoch: last.epoch, offset: 9 }),
    );
    expect(current.welcome).toMatchObject({ offset: 9, recovered: true });
    expect(await current.client.quiet()).toEqual([]);
  });

  it('tells a client to reload when its epoch is not the room’s or its offset left the history', async () => {
    const n = await node({ limits: { historySize: 10 } });
    const first = await join(n.url({ roomid: ROOM, _token: 'tok-1' }));
    const { epoch } = first.welcome;

    const wrongEpoch = await join(
      n.url({ roomid: ROOM, _token: 'tok-2', epoch: 'otherEpo', offset: 0 }),
    );
    expect(wrongEpoch.welcome).toMatchObject({ epoch, offset: 0, recovered: false });
    expect(await wrongEpoch.client.next()).toEqual({
      type: 'reload',
      roomid: ROOM,
      epoch,
      offset: 0,
    });

    for (let i = 1; i <= 25; i++) await n.app.realtime.publish(ROOM, { i });
    const tooOld = await join(n.url({ roomid: ROOM, _token: 'tok-3', epoch, offset: 14 }));
    expect(tooOld.welcome).toMatchObject({ recovered: false, offset: 25 });
    expect(await tooOld.client.next()).toEqual({ type: 'reload', roomid: ROOM, epoch, offset: 25 });
    expect(await tooOld.client.quiet()).toEqual([]);

    const justKept = await join(n.url({ roomid: ROOM, _token: 'tok-4', epoch, offset: 15 }));
    expect(justKept.welcome).toMatchObject({ recovered: true, offset: 15 });
    expect((await justKept.client.pubs(10)).map((p) => p.offset)).toEqual(
      Array.from({ length: 10 }, (_, i) => 16 + i),
    );

    const ahead = await join(n.url({ roomid: ROOM, _token: 'tok-5', epoch, offset: 99 }));
    expect(ahead.welcome).toMatchObject({ recovered: false });
    expect((await ahead.client.next()).type).toBe('reload');

    // A node that forgot the room (evicted, restarted) has a new epoch: old clients reload.
    const other = await node();
    const restarted = await join(other.url({ roomid: ROOM, _token: 'tok-6', epoch, offset: 25 }));
    expect(restarted.welcome.epoch).not.toBe(epoch);
    expect(restarted.welcome.recovered).toBe(false);
    expect((await restarted.client.next()).type).toBe('reload');
  });

  it('refuses a message over the size limit with an error and keeps the socket; cuts one far over it', async () => {
    const n = await node({ limits: { maxMessageBytes: 1024 } });
    const { client } = await join(n.url({ roomid: ROOM, _token: 'tok-1' }));
    client.send({ type: 'chat', content: 'x'.repeat(1100) });
    expect(await client.next()).toEqual({
      type: 'error',
      code: REALTIME_ERROR.tooLarge,
      message: MSG.wsMessageTooLarge,
    });
    client.send('ping');
    expect(await client.next()).toBe('pong');
    client.send('x'.repeat(1024 * 16 + 1));
    expect((await client.closed).code).toBe(REALTIME_CLOSE.tooBig);
  });

  it('refuses messages beyond the rate with an error, and closes a client that keeps flooding', async () => {
    const n = await node({ limits: { messagesPerSecond: 2, messagesBurst: 5 } });
    const { client } = await join(n.url({ roomid: ROOM, _token: 'tok-1' }));
    for (let i = 0; i < 8; i++) client.send({ type: 'echo', data: i });
    const frames = [];
    for (let i = 0; i < 8; i++) frames.push(await client.next());
    expect(frames.filter((f) => f.type === 'direct').map((f) => f.data.echo)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(frames.filter((f) => f.type === 'error')).toEqual(
      Array(3).fill({ type: 'error', code: REALTIME_ERROR.tooFast, message: MSG.wsTooFast }),
    );
    // The bucket refills: one per 500 ms.
    await new Promise((r) => setTimeout(r, 600));
    client.send({ type: 'echo', data: 'later' });
    expect((await client.nextOf('direct')).data.echo).toBe('later');

    for (let i = 0; i < 30; i++) client.send({ type: 'echo', data: i });
    expect(await client.closed).toEqual({ code: REALTIME_CLOSE.flooding, reason: MSG.wsFlooding });
  });

  it('limits the sockets of one player and of the process', async () => {
    const n = await node({ limits: { maxConnectionsPerPlayer: 2, maxConnections: 4 } });
    const one = await join(n.url({ roomid: ROOM, _token: 'tok-1' }));
    await join(n.url({ roomid: 'demo-other', _token: 'tok-1' }));
    const third = new Client(n.url({ roomid: ROOM, _token: 'tok-1' }));
    expect(await third.closed).toEqual({
      code: REALTIME_CLOSE.tooManyConnections,
      reason: MSG.wsTooManyConnections,
    });
    one.client.close();
    await until(() => n.app.realtime.stats().connections === 1);
    await join(n.url({ roomid: ROOM, _token: 'tok-1' }));

    await join(n.url({ roomid: ROOM, _token: 'tok-2' }));
    await join(n.url({ roomid: ROOM, _token: 'tok-3' }));
    const fifth = new Client(n.url({ roomid: ROOM, _token: 'tok-4' }));
    expect(await fifth.closed).toEqual({
      code: REALTIME_CLOSE.serverBusy,
      reason: MSG.wsServerBusy,
    });
    expect(n.app.realtime.stats().connections).toBe(4);
  });

  it('drops a client that does not read rather than buffering for it without end', async () => {
    const n = await node({ limits: { maxBufferedBytes: 256 * 1024 } });
    const reader = await join(n.url({ roomid: ROOM, _token: 'tok-1' }));
    const stalled = await join(n.url({ roomid: ROOM, _token: 'tok-2' }));
    // The stalled client stops reading its socket.
    const raw = (stalled.client.socket as unknown as { _socket: import('node:net').Socket })
      ._socket;
    raw.pause();
    const big = 'x'.repeat(60_000);
    let received = 0;
    reader.client.socket.on('message', () => (received += 1));
    for (let i = 0; i < 400 && n.app.realtime.stats().connections === 2; i++) {
      await n.app.realtime.publish(ROOM, { big });
      await new Promise((r) => setImmediate(r));
    }
    expect(n.app.realtime.stats().connections).toBe(1);
    raw.resume();
    const closed = await stalled.client.closed;
    expect([REALTIME_CLOSE.slowClient, 1006]).toContain(closed.code);
    await until(() => received > 10);
    expect(reader.client.socket.readyState).toBe(reader.client.socket.OPEN);
  });

  it('lets a room type refuse a player at the door, and answers 500 when its handler fails', async () => {
    const n = await node();
    n.app.realtime.defineRoomType({
      name: 'vip',
      match: (roomid) => roomid.startsWith('vip-'),
      onJoin: (connection) => {
        if (connection.user.userId !== 1) throw new RealtimeRefusal(4403, '仅限VIP玩家');
      },
      onMessage: () => {
        throw new Error('boom');
      },
    });
    const refused = new Client(n.url({ roomid: 'vip-1', _token: 'tok-2' }));
    expect(await refused.next()).toEqual({ type: 'error', code: 4403, message: '仅限VIP玩家' });
    expect(await refused.closed).toEqual({ code: 4403, reason: '仅限VIP玩家' });

    const { client, welcome } = await join(n.url({ roomid: 'vip-1', _token: 'tok-1' }));
    expect(welcome).not.toHaveProperty('snapshot');
    client.send({ type: 'anything' });
    expect(await client.next()).toEqual({
      type: 'error',
      code: REALTIME_ERROR.serverError,
      message: MSG.wsServerError,
    });
    client.send('ping');
    expect(await client.next()).toBe('pong');
    expect(() => n.app.realtime.defineRoomType({ name: 'vip', match: () => false })).toThrow();
  });

  it('keeps the token of the address out of the request log', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    await app.register(realtimePlugin, { authenticate: testAuthenticate, clock: systemClock });
    app.realtime.defineRoomType(demoRoomType(systemClock));
    const port = await listen(app);
    nodes.push({ app, port, url: () => '' });
    const { client } = await join(`ws://127.0.0.1:${port}/wss?roomid=${ROOM}&_token=tok-4242`);
    client.close();
    await client.closed;
    await app.inject({ method: 'GET', url: '/elsewhere' });
    expect(lines.some((line) => line.includes('/elsewhere'))).toBe(true); // the log works
    expect(lines.filter((line) => line.includes('tok-4242'))).toEqual([]);
  });

  it('keeps two apps in one process apart, and says goodbye with 1001 on close', async () => {
    const a = await node();
    const b = await node();
    await a.app.realtime.publish(ROOM, { from: 'a' });
    await a.app.realtime.publish(ROOM, { from: 'a' });
    expect(await b.app.realtime.publish(ROOM, { from: 'b' })).toBe(1);
    const onB = await join(b.url({ roomid: ROOM, _token: 'tok-1' }));
    expect(onB.welcome.offset).toBe(1);

    await b.app.close();
    expect(await onB.client.closed).toEqual({
      code: REALTIME_CLOSE.goingAway,
      reason: MSG.wsShuttingDown,
    });
  });
});
