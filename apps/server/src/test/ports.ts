import type { FastifyInstance } from 'fastify';

/** The ports tests and benches on this machine may listen on. */
export const TEST_PORTS = { first: 18400, last: 18499 } as const;

/** Listens on 127.0.0.1 on a free port of TEST_PORTS (tried from a random one) and answers it. */
export async function listenOnTestPort(app: FastifyInstance): Promise<number> {
  const span = TEST_PORTS.last - TEST_PORTS.first + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = TEST_PORTS.first + ((start + i) % span);
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return port;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${TEST_PORTS.first}-${TEST_PORTS.last}`);
}
