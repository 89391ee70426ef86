import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app.ts';
import { listenOnTestPort, NODE_TEST_PORTS } from '../test/ports.ts';

/** Resolves with what `work` answers, or with 'late' after `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  return Promise.race([work, new Promise<'late'>((r) => setTimeout(() => r('late'), ms).unref())]);
}

describe('shutdown', () => {
  it('is not held by a connection that never sent a request (a pre-connection)', async () => {
    const { app, store } = await startTestApp('sqlite');
    let silent: net.Socket | undefined;
    try {
      const port = await listenOnTestPort(app, NODE_TEST_PORTS);
      // What a browser, an HTTP client's pool or a load balancer opens ahead of a request.
      const accepted = once(app.server, 'connection');
      silent = net.connect(port, '127.0.0.1');
      silent.on('error', () => {});
      await accepted;
      // And one that has made a call and stays open for the next (keep-alive).
      const used = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(used.status).toBe(200);
      await used.text();

      const closedByServer = once(silent, 'close');
      expect(await within(app.close(), 5_000)).not.toBe('late');
      expect(await within(closedByServer, 1_000)).not.toBe('late');
    } finally {
      silent?.destroy();
      await app.close();
      await store.close();
    }
  });
});
