import type { PayloadOf, ResponseOf, Route } from '@app/contract/endpoint';
import { clearToken, getToken, type SessionKind } from './session.ts';
import { API_TEXT_TEXT } from './strings.ts';

/**
 * The console's one API client: every call is an endpoint of the contract's admin map
 * (`adminCall(adminCalls.deposits, {page: 1})`), same origin, JSON, with the operator's token
 * (or, for the agent centre, the agent's player token). The envelope's `data` is returned; any
 * other code throws an ApiError carrying the server's Chinese message. A 401 clears the session
 * and calls the registered handler (the app sends the operator to the sign-in page).
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

export const API_TEXT = {
  network: API_TEXT_TEXT.network,
  failed: API_TEXT_TEXT.failed,
  server: API_TEXT_TEXT.server,
  expired: API_TEXT_TEXT.expired,
} as const;

const TIMEOUT_MS = 30_000;

export interface CallOptions {
  /** Which session's token to send (default staff). */
  session?: SessionKind;
  /** Sent as Idempotency-Key (calls that move money; one per attempt). */
  idempotencyKey?: string;
}

let onUnauthorized: (kind: SessionKind) => void = () => {};

/** The app registers where a 401 leads (shared code must not import the app). */
export function setUnauthorizedHandler(handler: (kind: SessionKind) => void): void {
  onUnauthorized = handler;
}

type Args<E> =
  undefined extends PayloadOf<E>
    ? [payload?: PayloadOf<E>, options?: CallOptions]
    : [payload: PayloadOf<E>, options?: CallOptions];

export function adminCall<E extends Route>(endpoint: E, ...args: Args<E>): Promise<ResponseOf<E>> {
  const [payload, options = {}] = args as [unknown, CallOptions?];
  return request(endpoint, payload, options) as Promise<ResponseOf<E>>;
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

/** adminCall without the payload's type (the query hooks, which type it themselves). */
export async function request(
  endpoint: Route,
  payload: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  const kind = options.session ?? 'staff';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken(kind);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  let url = endpoint.path;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
    }
    if (query.size > 0) url = `${url}?${query.toString()}`;
  } else if (endpoint.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) {
        form.append(name, value instanceof Blob ? value : String(value));
      }
    }
    body = form;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let status = 0;
  let envelope = null as Envelope | null;
  try {
    const response = await fetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: controller.signal,
    });
    status = response.status;
    envelope = (await response.json().catch(() => null)) as Envelope | null;
  } catch {
    throw new ApiError(0, API_TEXT.network);
  } finally {
    clearTimeout(timer);
  }
  const code = typeof envelope?.code === 'number' ? envelope.code : status >= 400 ? status : 502;
  if (code === 200 && envelope) return envelope.data;
  const message =
    typeof envelope?.message === 'string' && envelope.message !== ''
      ? envelope.message
      : code === 401
        ? API_TEXT.expired
        : code >= 500
          ? API_TEXT.server
          : API_TEXT.failed;
  if (code === 401) {
    clearToken(kind);
    onUnauthorized(kind);
  }
  throw new ApiError(code, message, envelope?.data ?? null);
}
