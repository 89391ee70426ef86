import http from 'node:http';
import net from 'node:net';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_LIMITS } from '@app/contract/realtime';
import { registerPlayer, startTestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { join, listen, type Client } from '../platform/realtime/test-helpers.ts';

/**
 * A WebSocket upgrade refused before or right after the handshake must not leave its socket open:
 * a client that never closes (an attacker's) would otherwise hold the node's sockets until it
 * answers nothing. Every refusal reason, 1,000 times, from raw sockets that never close first.
 */
const REFUSALS = 1_000;
const AT_ONCE = 50;
/** The server must have closed a refused socket within this (its own close timer is 3 s). */
const CLOSED_WITHIN_MS = 8_000;

/** A masked close frame with no payload: what a browser answers to the server's close. */
const CLIENT_CLOSE = Buffer.from([0x88, 0x80, 0, 0, 0, 0]);

/** Opens a raw upgrade to `target` and resolves with what the server sent once it closed. */
function refusedUpgrade(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let answeredClose = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket still open after ${CLOSED_WITHIN_MS} ms: ${target} ${received}`));
    }, CLOSED_WITHIN_MS);
    socket.on('connect', () => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // After a completed handshake the server refuses with a close frame (0x88): answer it as a
      // browser would. Before the handshake it answers HTTP and must close by itself.
      if (!answeredClose && received.startsWith('HTTP/1.1 101') && received.includes('\x88')) {
        answeredClose = true;
        socket.write(CLIENT_CLOSE);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/** How long `/healthz` takes, on a connection of its own that closes after the answer. */
function timedHealth(port: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { port, host: '127.0.0.1', path: '/healthz', agent: false },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`healthz answered ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

describe.each(TEST_DATABASES)('refused WebSocket upgrades on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let port = 0;
  const held: Client[] = [];
  /** Every socket the server holds open, whatever became of it (HTTP, upgraded, refused). */
  const open = new Set<net.Socket>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.server.on('connection', (socket: net.Socket) => {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    });
    port = await listen(t.app);
  });
  afterAll(async () => {
    for (const client of held) client.close();
    await t.app.close();
    await t.store.close();
  });

  it('closes every refused socket and keeps answering after 1,000 of them', async () => {
    const token = await registerPlayer(t.app, 'leak01');
    const full = await registerPlayer(t.app, 'leak02');
    // A player already holding as many sockets as allowed: one more is refused.
    for (let i = 0; i < REALTIME_LIMITS.maxConnectionsPerPlayer; i++) {
      held.push((await join(`ws://127.0.0.1:${port}/wss?roomid=demo-app&_token=${full}`)).client);
    }
    const reasons: Record<string, string> = {
      nul: `/wss?roomid=demo-app%00&_token=${token}`,
      'nul in token': `/wss?roomid=demo-app&_token=${token}%00`,
      surrogate: `/wss?roomid=demo-%ED%A0%80&_token=${token}`,
      'unknown room': `/wss?roomid=nowhere-1&_token=${token}`,
      'bad token': `/wss?roomid=demo-app&_token=${'x'.repeat(43)}`,
      'no token': '/wss?roomid=demo-app',
      'too many sockets': `/wss?roomid=demo-app&_token=${full}`,
    };
    const targets = Object.values(reasons);
    const usual = Math.max(await timedHealth(port), await timedHealth(port));

    const answers = new Map<string, number>();
    for (let first = 0; first < REFUSALS; first += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, REFUSALS - first) }, (_, i) =>
        refusedUpgrade(port, targets[(first + i) % targets.length]!),
      );
      for (const received of await Promise.all(batch)) {
        const status = received.slice(0, 12);
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    }
    // Both kinds of refusal were exercised: an HTTP 400 before the handshake, a close after it.
    expect(answers.get('HTTP/1.1 400')).toBeGreaterThan(0);
    expect(answers.get('HTTP/1.1 101')).toBeGreaterThan(0);

    // No refused socket is left open on the server: only the held ones remain.
    const deadline = Date.now() + 5_000;
    while (open.size !== held.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(open.size).toBe(held.length);
    for (const client of held) expect(client.socket.readyState).toBe(WebSocket.OPEN);
    held[0]!.send({ type: 'chat', content: '还在' });
    expect(await held[1]!.nextOf('pub')).toMatchObject({ data: { content: '还在' } });

    // And the node still answers as it did before.
    const after = Math.max(await timedHealth(port), await timedHealth(port));
    expect(after).toBeLessThan(Math.max(usual * 10, 500));
  });
});
