import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@app/contract/messages';
import { AppError } from './errors.ts';

const CATALOGUE = new Set<unknown>(Object.values(MSG).filter((m) => typeof m === 'string'));

/**
 * The first problem zod found, as the message a player reads: our catalogue's wording when the
 * schema carries one, otherwise the generic "bad request".
 */
export function validationMessage(error: z.ZodError): string {
  const first = error.issues[0];
  return first && CATALOGUE.has(first.message) ? first.message : MSG.badRequest;
}

export function parsePayload<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new AppError(400, validationMessage(result.error));
  return result.data;
}

export interface RouteOptions<S extends z.ZodType> {
  schema: S;
  /** @fastify/rate-limit settings for this route. */
  rateLimit?: { max: number; timeWindow: number | string };
}

/**
 * Registers a call that answers the envelope {code: 200, message, data}. The payload (body for
 * POST, query for GET) is validated by its contract schema before the handler runs.
 */
export function route<S extends z.ZodType, R>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: RouteOptions<S>,
  handler: (request: FastifyRequest, payload: z.output<S>) => Promise<R>,
): void {
  // JSON answers need none of the document headers (CSP and the rest) that helmet sets on pages;
  // they get nosniff and no-store here, which also keeps the hot path short.
  const shorthand: RouteShorthandOptions & { helmet: false } = {
    helmet: false,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
  };
  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
    const payload = parsePayload(options.schema, method === 'GET' ? request.query : request.body);
    const data = await handler(request, payload);
    return { code: 200, message: MSG.ok, data: data ?? null };
  };
  if (method === 'GET') app.get(path, shorthand, run);
  else app.post(path, shorthand, run);
}
