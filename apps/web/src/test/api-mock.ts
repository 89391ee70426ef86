import { vi } from 'vitest';
import type { EndpointMap, PayloadOf, ResponseOf, Route } from '@app/contract/endpoint';
import { calls, demoVenueCalls } from '@app/contract/endpoint-routes';
import { demoVenueEndpoints, endpoints } from '@app/contract/endpoints';

/**
 * A stand-in for the server, typed by the contract's endpoint map (DESIGN §10): a test answers a
 * call by its name in the map (`mockApi({ balance: () => ({ data: { balance: '12.50' } }) })`),
 * and an answer the real server could not give (a field missing, a number where the contract says
 * a 2-place string, a success without its data) does not compile; a field the server never sends
 * fails the test when the answer is given (the response schema is checked at run time). Calls are
 * recorded so tests can check what the screen sent.
 */

/** The codes our server refuses with (DESIGN §4), and 502/503 of a proxy in front of it. */
export type FailureCode = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

/** A success: `data` as the endpoint's response schema says (may be left out when it is null). */
export type MockSuccess<E> = { code?: 200; message?: string } & (null extends ResponseOf<E>
  ? { data?: ResponseOf<E> }
  : { data: ResponseOf<E> });

/**
 * A refusal: the HTTP status equals `code`; `message` is what the player reads. Our refusals carry
 * no data (so a success's `data` is checked against the endpoint's schema alone).
 */
export interface MockFailure {
  code: FailureCode;
  message?: string;
  data?: null;
}

export type MockAnswer<E> = MockSuccess<E> | MockFailure;

export interface RecordedCall<P = unknown> {
  method: string;
  path: string;
  /** The JSON body (POST), the query (GET), or a multipart body's fields. */
  body: P;
  /** The body was multipart form data. */
  multipart: boolean;
  headers: Record<string, string>;
}

/**
 * Answers one call: gets what the screen sent and how many times this call was made (1 first).
 * Throwing stands for a network failure (no answer at all).
 */
export type Handler<E> = (body: PayloadOf<E>, call: number) => MockAnswer<E>;

export type Handlers<M> = { [K in keyof M]?: Handler<M[K]> };

export type PlayerHandlers = Handlers<typeof calls>;

function bodyOf(
  method: string,
  url: URL,
  init: RequestInit,
): { body: unknown; multipart: boolean } {
  if (init.body instanceof FormData) {
    return { body: Object.fromEntries(init.body.entries()), multipart: true };
  }
  if (typeof init.body === 'string') return { body: JSON.parse(init.body), multipart: false };
  if (method === 'GET') return { body: Object.fromEntries(url.searchParams), multipart: false };
  return { body: undefined, multipart: false };
}

/**
 * Answers that the real server could not give, found while this test ran (see `checkAnswer`);
 * test/setup.ts fails the test that leaves any.
 */
export const refusedMockAnswers: string[] = [];

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * TypeScript checks a mocked answer's fields and their types, but not the fields it adds (a
 * function's returned object literal is not checked for unknown fields): a success is also
 * checked at run time against the endpoint's response schema, which must give it back unchanged.
 */
function checkAnswer(name: string, schema: EndpointMap[string]['response'], data: unknown): void {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    refusedMockAnswers.push(`${name}: ${issues.join('; ')}`);
  } else if (!sameJson(JSON.parse(JSON.stringify(parsed.data)), data)) {
    refusedMockAnswers.push(`${name}: fields the server never sends in ${JSON.stringify(data)}`);
  }
}

/** Serves the calls of one map with these handlers (and `fallback` for those it leaves out). */
function mockEndpoints<M extends Record<string, Route>>(
  map: M,
  schemas: EndpointMap,
  handlers: Handlers<M>,
  fallback: Handlers<M> = {},
) {
  const byRoute = new Map(
    Object.entries(map).map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, name]),
  );
  const calls: (RecordedCall & { name: string | undefined })[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const name = byRoute.get(key);
    calls.push({
      name,
      method,
      path: url.pathname,
      ...bodyOf(method, url, init),
      headers: { ...(init.headers as Record<string, string>) },
    });
    const recorded = calls[calls.length - 1]!;
    const handler = name === undefined ? undefined : (handlers[name] ?? fallback[name]);
    const call = (counts.get(key) ?? 0) + 1;
    counts.set(key, call);
    const answer: MockAnswer<unknown> = handler
      ? (handler as Handler<unknown>)(recorded.body as never, call)
      : { code: 404, message: `no mock for ${key}` };
    const code = answer.code ?? 200;
    if (code === 200 && name !== undefined)
      checkAnswer(name, schemas[name]!.response, answer.data ?? null);
    return new Response(
      JSON.stringify({ code, message: answer.message ?? 'ok', data: answer.data ?? null }),
      { status: code, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls: calls as readonly RecordedCall[],
    /** What the screen sent to one call of the map, in order. */
    callsTo: <K extends keyof M & string>(name: K) =>
      calls.filter((c) => c.name === name) as RecordedCall<PayloadOf<M[K]>>[],
  };
}

/** Answers every test gets unless it says otherwise: the site is open. */
const DEFAULT_HANDLERS: PlayerHandlers = {
  app: () => ({ data: OPEN_SITE }),
};

/** The server of the player app, for this test (see the top of this file). */
export function mockApi(handlers: PlayerHandlers) {
  return mockEndpoints(calls, endpoints, handlers, DEFAULT_HANDLERS);
}

/** The demo venue's calls (/venue/demo/api/…), for the venue page's tests. */
export function mockVenueApi(handlers: Handlers<typeof demoVenueCalls>) {
  return mockEndpoints(demoVenueCalls, demoVenueEndpoints, handlers);
}

export const OPEN_SITE: ResponseOf<typeof calls.app> = {
  site_state: 1,
  repair_tips: '',
  redpacket_switch: 1,
  title: '测试站点',
  site_logo: '',
  index_modal: 0,
  webcontent: '',
  h5_url: '',
  ios_download_url: '',
  ios_download_qrcode: '',
  telegram_login: 0,
};

export const PLAYER: ResponseOf<typeof calls.user> = {
  id: 7,
  username: 'player01',
  realname: 'player01',
  balance: '1000.00',
  gameblance: '0.00',
  avatar: '',
  mobile: '',
  email: '',
  birthday: '',
  vip: 1,
  current_vip: 'VIP1',
  paysum: '0.00',
  joinday: 1,
  isagent: 0,
  transferstatus: 1,
  withdrawcashfee: '0.00',
  withdrawfeeusdttrc: '0.00',
  withdrawusdtrate: '7.00',
  is_guest: 0,
};

export const TOKEN: ResponseOf<typeof calls.loginPc> = {
  api_token: 'tok-1',
  token: 'tok-1',
  last_session: 'tok-1',
  is_guest: 0,
};
