import type { FastifyInstance } from 'fastify';

/** The ports tests and benches on this machine may listen on. */
export const TEST_PORTS = { first: 18400, last: 18499 } as const;

/** The ports of the tests of several nodes and of shutdown (several-nodes.test.ts, shutdown). */
export const NODE_TEST_PORTS = { first: 18800, last: 18899 } as const;

/** Listens on 127.0.0.1 on a free port of the range (tried from a random one) and answers it. */
export async function listenOnTestPort(
  app: FastifyInstance,
  range: { first: number; last: number } = TEST_PORTS,
): Promise<number> {
  const span = range.last - range.first + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = range.first + ((start + i) % span);
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return port;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${range.first}-${range.last}`);
}
