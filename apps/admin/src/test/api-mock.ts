import { vi } from 'vitest';
import type { PayloadOf, ResponseOf, Route } from '@app/contract/endpoint';

/**
 * Console tests' stand-in for the server: answers by endpoint of the contract's admin map, typed
 * by its response schema, so a mock cannot answer a shape the server would not.
 * `mockApi().on(adminCalls.deposits, (payload) => page)`; `.fail(endpoint, 403, '…')`.
 * Calls made are recorded (`api.calls(adminCalls.depositsReview)` gives their payloads).
 */
type Handler = (payload: unknown) => unknown;

export interface ApiMock {
  on<E extends Route>(
    endpoint: E,
    answer: ResponseOf<E> | ((payload: PayloadOf<E>) => ResponseOf<E>),
  ): ApiMock;
  fail(endpoint: Route, code: number, message: string): ApiMock;
  calls<E extends Route>(endpoint: E): PayloadOf<E>[];
}

export function mockApi(): ApiMock {
  const handlers = new Map<string, Handler>();
  const made = new Map<string, unknown[]>();
  const envelope = (code: number, message: string, data: unknown) =>
    new Response(JSON.stringify({ code, message, data }), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const payload =
      init?.method === 'GET' || !init?.body
        ? Object.fromEntries(url.searchParams)
        : typeof init.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : init.body;
    (made.get(url.pathname) ?? made.set(url.pathname, []).get(url.pathname))?.push(payload);
    const handler = handlers.get(url.pathname);
    if (!handler) return envelope(404, `no mock for ${url.pathname}`, null);
    try {
      return envelope(200, '成功', handler(payload) ?? null);
    } catch (error) {
      const failure = error as { code?: number; message?: string };
      return envelope(failure.code ?? 500, failure.message ?? 'error', null);
    }
  });
  const api: ApiMock = {
    on(endpoint, answer) {
      handlers.set(endpoint.path, (p) =>
        typeof answer === 'function' ? (answer as Handler)(p) : answer,
      );
      return api;
    },
    fail(endpoint, code, message) {
      handlers.set(endpoint.path, () => {
        throw Object.assign(new Error(message), { code });
      });
      return api;
    },
    calls(endpoint) {
      return (made.get(endpoint.path) ?? []) as never;
    },
  };
  return api;
}
