import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import { toast } from './feedback.ts';
import { isAuthPath, loginPath } from './redirect.ts';
import { clearSession, getToken } from './session.ts';
import { LIB_TEXT } from './strings.ts';

/**
 * The one API client (spec part 1 §7, part 2 §7): same origin, JSON, 30 s timeout, bearer token
 * when there is one. Answers are the envelope {code, message, data}; code 200 gives `data`.
 * Anything else shows the server's message as a failure toast and throws an ApiError; a 401 also
 * clears the session and sends the player to /login with the current route as redirect.
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
  /** Extra headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * false: a 401 is only this call's failure, no trip to /login (a login attempt, e.g. Telegram's
   * automatic one on a public screen). Default true.
   */
  redirectOn401?: boolean;
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

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? LIMITS.requestTimeoutMs);
  let response: Response;
  let envelope: EnvelopeLike | null = null;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: controller.signal,
    });
    try {
      envelope = (await response.json()) as EnvelopeLike;
    } catch {
      envelope = null;
    }
  } catch {
    return fail(new ApiError(NETWORK_ERROR_CODE, LIB_TEXT.networkError), options);
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
    (code === 401 ? MSG.sessionExpired : code >= 500 ? MSG.serverError : LIB_TEXT.requestFailed);
  const error = new ApiError(code, message, envelope?.data ?? null);

  if (code === 401) {
    clearSession();
    if (options.redirectOn401 !== false) onUnauthorized();
  }
  return fail(error, options);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
};
