import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { MSG } from '@app/contract/messages';
import type { Endpoint } from '@app/contract/endpoint';
import { AppError } from './errors.ts';
import { guardOf, type CallerOf } from './guards.ts';

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

export interface ServeOptions {
  /** @fastify/rate-limit settings for this route. */
  rateLimit?: { max: number; timeWindow: number | string };
  /**
   * The success's envelope is written by a serialiser compiled from the endpoint's response schema
   * (fast-json-stringify, through Fastify's response schema) instead of `JSON.stringify`. Only for
   * calls whose answer is exactly what the schema declares: a property the schema lacks would be
   * dropped, a value of another type coerced (`answerSchema`; route.test.ts proves the text equal).
   */
  compiledAnswer?: boolean;
}

/**
 * The JSON Schema of a success's envelope `{code, message, data}` with `data` as the endpoint's
 * response schema (zod's own conversion, of what a handler may answer: `io: 'input'`), for
 * Fastify to compile a serialiser from. Throws for a schema JSON Schema cannot state (a
 * transform, a bigint) and for an object with an optional property: fast-json-stringify writes
 * the required properties first, so the text would differ from `JSON.stringify`'s (route.test.ts
 * found it). Such a call keeps `JSON.stringify`.
 */
export function answerSchema(response: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...data } = z.toJSONSchema(response, {
    io: 'input',
    unrepresentable: 'throw',
  }) as Record<string, unknown>;
  assertAllRequired(data);
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
    required: ['code', 'message', 'data'],
    additionalProperties: false,
  };
}

/** What a handler of the endpoint answers: its response, or nothing when the response is null. */
export type AnswerOf<E extends Endpoint> =
  null extends z.input<E['response']> ? z.input<E['response']> | void : z.input<E['response']>;

/** The caller of an endpoint, as its guard hands it to the handler (guards.ts). */
export type Caller<E extends Endpoint> = CallerOf<E['auth']>;

function assertAllRequired(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) assertAllRequired(item);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  const { properties, required } = schema as { properties?: object; required?: string[] };
  if (properties) {
    for (const key of Object.keys(properties)) {
      if (!required?.includes(key)) throw new Error(`answer schema: "${key}" is optional`);
    }
  }
  for (const value of Object.values(schema)) assertAllRequired(value);
}

/**
 * Registers a call of the contract's endpoint map (DESIGN §2, §4): its method and path; the
 * guard of its `auth` (a player's session, an operator allowed the call, …: 401/403 before the
 * payload is read); its payload validated by its schema; then the handler with the payload and
 * the caller, whose answer must be what the endpoint's response schema accepts (a renamed field
 * is a build error).
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    request: FastifyRequest,
    payload: z.output<E['payload']>,
    caller: Caller<E>,
  ) => Promise<AnswerOf<E>> | AnswerOf<E>,
  options: ServeOptions = {},
): void {
  const shorthand: RouteShorthandOptions = {};
  if (options.rateLimit) shorthand.config = { rateLimit: options.rateLimit };
  if (options.compiledAnswer) {
    shorthand.schema = { response: { 200: answerSchema(endpoint.response) } };
  }
  registerJson(app, endpoint, shorthand, async (request, _reply, payload, caller) => {
    const data = await handler(request, payload, caller);
    return { code: 200, message: MSG.ok, data: data ?? null };
  });
}

/**
 * The route of a JSON call: its method and path from the map, its guard, its payload validated.
 * JSON answers get nosniff and no-store from the envelope (envelope-plugin.ts) and none of the
 * document headers (CSP and the rest) that pages get (page-headers.ts, `helmet: false`).
 */
function registerJson<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  shorthand: RouteShorthandOptions,
  answer: (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: z.output<E['payload']>,
    caller: Caller<E>,
  ) => Promise<unknown>,
): void {
  const options = { ...shorthand, helmet: false } as RouteShorthandOptions;
  const guard = guardOf(app, endpoint.auth);
  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = (await guard(request, endpoint)) as Caller<E>;
    const body = endpoint.method === 'GET' ? request.query : request.body;
    return answer(request, reply, parsePayload<E['payload']>(endpoint.payload, body), caller);
  };
  if (endpoint.method === 'GET') app.get(endpoint.path, options, run);
  else app.post(endpoint.path, options, run);
}

/**
 * An answer that is the same for every caller for a while (a polled catalogue), kept with the text
 * of its whole envelope so that a call is answered without serialising it again.
 */
export interface SharedAnswer<T> {
  readonly data: T;
  /** `{"code":200,"message":…,"data":…}` as `serve` would have sent it. */
  readonly text: string;
}

export function sharedAnswer<T>(data: T): SharedAnswer<T> {
  return { data, text: JSON.stringify({ code: 200, message: MSG.ok, data: data ?? null }) };
}

/**
 * `serve` for a call whose handler answers a `SharedAnswer`: the payload is validated the same
 * way, and the kept envelope text is sent as it is.
 */
export function serveShared<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    request: FastifyRequest,
    payload: z.output<E['payload']>,
    caller: Caller<E>,
  ) => Promise<SharedAnswer<AnswerOf<E>>> | SharedAnswer<AnswerOf<E>>,
): void {
  registerJson(app, endpoint, {}, async (request, reply, payload, caller) => {
    reply.header('content-type', 'application/json; charset=utf-8');
    return (await handler(request, payload, caller)).text;
  });
}

/**
 * Registers a call of the map whose handler writes its own reply (multipart uploads, answers whose
 * message carries data): the method and path come from the map, the guard of its `auth` runs
 * first; the handler reads and validates the payload.
 */
export function serveRaw<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: FastifyRequest, reply: FastifyReply, caller: Caller<E>) => Promise<unknown>,
): void {
  const options = { helmet: false } as RouteShorthandOptions;
  const guard = guardOf(app, endpoint.auth);
  const run = async (request: FastifyRequest, reply: FastifyReply) =>
    handler(request, reply, (await guard(request, endpoint)) as Caller<E>);
  if (endpoint.method === 'GET') app.get(endpoint.path, options, run);
  else app.post(endpoint.path, options, run);
}
