import type { FastifyInstance } from 'fastify';

/** The book tests' GET with a query, through inject. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
type Answer = { status: number; code: number; message: string; data: any };

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
