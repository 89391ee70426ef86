import type { FastifyInstance } from 'fastify';
import { MSG } from '@app/contract/messages';
import type { Store } from '../db/database.ts';

/**
 * GET /healthz for load balancers and probes: asks the database for one row and answers ok, or
 * 503 when the database does not answer. It names no engine, version or address.
 */
export function registerHealth(
  app: FastifyInstance,
  ping: (store: Store) => Promise<void>,
  store: Store,
): void {
  app.get('/healthz', { helmet: false } as object, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await ping(store);
    } catch (error) {
      request.log.error({ err: error }, 'health: the database does not answer');
      return reply
        .code(503)
        .send({ code: 503, message: MSG.serviceUnavailable, data: { status: 'down' } });
    }
    return { code: 200, message: 'ok', data: { status: 'ok' } };
  });
}
