import type { PayloadOf, ResponseOf, Route } from '@app/contract/endpoint';
import { earlyAnswerKey } from '@app/contract/first-paint';
import { LIMITS } from '@app/contract/limits';
import type {} from '../first-paint/globals.ts';
import { SESSION_MSG } from '@app/contract/messages-session';
import { toast } from './feedback.ts';
import { isAuthPath, loginPath } from './redirect.ts';
import { clearSession, getToken } from './session.ts';
import { LIB_TEXT } from './strings.ts';

/**
 * The one API client (spec part 1 §7, part 2 §7): every call is an endpoint of the contract's map
 * (`call(calls.balance)`); same origin, JSON, 30 s timeout, bearer token when there is one.
 * Answers are the envelope {code, message, data}; code 200 gives `data`. Anything else shows the
 * server's message as a failure toast and throws an ApiError; a 401 also clears the session and
 * sends the player to /login with the current route as redirect.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** Code given to an ApiError when no answer arrived (offline, timeout). */
export const NETWORK_ERROR_CODE = 0;

export interface RequestOptions {
  /** No failure toast (background polls, best-effort calls). The error is still thrown. */
  silent?: boolean;
  timeoutMs?: number;
  /**
   * false: a 401 is only this call's failure, no trip to /login (a login attempt, e.g. Telegram's
   * automatic one on a public screen). Default true.
   */
  redirectOn401?: boolean;
  /** The error's message when no answer arrived; default 网络错误，请稍后重试. */
  networkErrorMessage?: string;
}

type UnauthorizedHandler = () => void;

/** Until the app registers its router: read the route from the hash and change the hash. */
function defaultUnauthorized(): void {
  const hash = window.location.hash.replace(/^#/, '');
  const route = hash.startsWith('/') ? hash : '/';
  if (!isAuthPath(route.split('?')[0] ?? '/')) window.location.hash = `#${loginPath(route)}`;
}

let onUnauthorized: UnauthorizedHandler = defaultUnauthorized;

/** Tests only: the handler in place before the app registers one. */
export const defaultUnauthorizedForTests: UnauthorizedHandler = defaultUnauthorized;

/**
 * The app registers its router navigation here (lib must not import the app): called after a
 * 401 has cleared the session; it goes to /login with the current route as redirect.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function fail(error: ApiError, options: RequestOptions): never {
  if (!options.silent) toast(error.message, 'fail');
  throw error;
}

interface EnvelopeLike {
  code?: unknown;
  message?: unknown;
  msg?: unknown;
  data?: unknown;
}

type MovesMoney<E> = E extends { readonly idempotent: true } ? true : false;

/**
 * Options of one call. A call that moves money needs `idempotencyKey`: one per attempt (a retry of
 * the same attempt reuses it), sent as the `Idempotency-Key` header (DESIGN §4).
 */
export type CallOptions<E> = RequestOptions &
  (MovesMoney<E> extends true ? { idempotencyKey: string } : { idempotencyKey?: never });

type CallArgs<E> =
  MovesMoney<E> extends true
    ? undefined extends PayloadOf<E>
      ? [payload: PayloadOf<E> | undefined, options: CallOptions<E>]
      : [payload: PayloadOf<E>, options: CallOptions<E>]
    : undefined extends PayloadOf<E>
      ? [payload?: PayloadOf<E>, options?: CallOptions<E>]
      : [payload: PayloadOf<E>, options?: CallOptions<E>];

/**
 * Makes one call of the contract's endpoint map (`calls.balance`, …): its method and path, the
 * payload as JSON (POST), query (GET) or form data (multipart), and the answer's `data` typed by
 * the endpoint's response schema.
 */
export function call<E extends Route>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  const [payload, options = {}] = args as [
    unknown,
    (RequestOptions & { idempotencyKey?: string })?,
  ];
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const answer = request<ResponseOf<E>>(endpoint, payload, headers, options);
  if (!endpoint.idempotent) return answer;
  // Money moved (a stake, a deposit, a transfer): the reality check looks at the play session.
  return answer.then((data) => {
    window.dispatchEvent(new Event(MONEY_MOVED_EVENT));
    return data;
  });
}

/** Dispatched on window after every successful call that moves money (ours, DESIGN §12). */
export const MONEY_MOVED_EVENT = 'app:money-moved';

function formData(payload: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

function queryString(payload: unknown): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The answer index.html already asked for (the site state, home's banners: public calls the first
 * paint waits on), taken once: the same call made later asks the server again.
 */
function takeEarlyAnswer(key: string): Promise<Response> | undefined {
  const answers = typeof window === 'undefined' ? undefined : window.__earlyAnswers;
  const answer = answers?.[key];
  if (answer) delete answers[key];
  return answer;
}

async function request<T>(
  endpoint: Route,
  payload: unknown,
  headers: Record<string, string>,
  options: RequestOptions,
): Promise<T> {
  const { method, path } = endpoint;
  const token = getToken();
  let body: BodyInit | undefined;
  if (method === 'POST' && endpoint.multipart) {
    // The browser sets the multipart Content-Type with its boundary.
    body = formData(payload);
  } else if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? LIMITS.requestTimeoutMs);
  let response: Response;
  let envelope: EnvelopeLike | null = null;
  const ask = () =>
    fetch(method === 'GET' ? `${path}${queryString(payload)}` : path, {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  try {
    const early =
      typeof body === 'string' ? takeEarlyAnswer(earlyAnswerKey(path, body)) : undefined;
    response = await (early ? early.catch(ask) : ask());
    try {
      envelope = (await response.json()) as EnvelopeLike;
    } catch {
      envelope = null;
    }
  } catch {
    return fail(
      new ApiError(NETWORK_ERROR_CODE, options.networkErrorMessage ?? LIB_TEXT.networkError),
      options,
    );
  } finally {
    clearTimeout(timer);
  }

  // An answer that is not our envelope (a proxy's HTML error page…) counts as a server error.
  const code =
    typeof envelope?.code === 'number' ? envelope.code : response.ok ? 502 : response.status;
  if (code === 200 && envelope !== null) return envelope.data as T;

  const serverMessage =
    typeof envelope?.message === 'string' && envelope.message !== ''
      ? envelope.message
      : typeof envelope?.msg === 'string' && envelope.msg !== ''
        ? envelope.msg
        : null;
  const message =
    serverMessage ??
    (code === 401
      ? SESSION_MSG.sessionExpired
      : code >= 500
        ? SESSION_MSG.serverError
        : LIB_TEXT.requestFailed);
  const error = new ApiError(code, message, envelope?.data ?? null);

  if (code === 401) {
    clearSession();
    if (options.redirectOn401 !== false) onUnauthorized();
  }
  return fail(error, options);
}
