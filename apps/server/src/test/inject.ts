import type { FastifyInstance } from 'fastify';

/** The tests' calls through inject: GET with a query, POST with an Idempotency-Key. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
type Answer = { status: number; code: number; message: string; data: any };

/** GET with a query, through inject. */
export async function get(
  app: FastifyInstance,
  path: string,
  query: Record<string, string | number> = {},
  token?: string,
): Promise<Answer> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const response = await app.inject({
    method: 'GET',
    url: search === '' ? path : `${path}?${search}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, ...response.json() };
}

/** POST JSON with an Idempotency-Key, through inject. */
export async function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token: string,
  idempotencyKey?: string,
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, ...response.json() };
}
