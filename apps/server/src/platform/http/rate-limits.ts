import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { addressKey } from '../login-throttle.ts';

/**
 * @fastify/rate-limit for the routes that ask for it (`serve`'s `rateLimit`), counted per client
 * address (an IPv6 client by its /64, which one subscriber usually holds whole) and, with Redis,
 * across the nodes.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redis: Redis | undefined,
  prefix: string,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => addressKey(request.ip),
    ...(redis ? { redis, nameSpace: `${prefix}rl:` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `too many (${context.max})`,
    }),
  });
}
