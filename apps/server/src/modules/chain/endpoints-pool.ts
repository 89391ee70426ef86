import type { AdminChainEndpoint } from '@app/contract/admin-chain';

/**
 * The addresses of one chain's node or API, tried in the configured order: a call goes to the
 * first healthy one; a failure (network, timeout, HTTP error, a JSON-RPC error that is the node's
 * fault) marks it unhealthy for a while and the call moves on to the next. Each node keeps its
 * own figures (calls answered and failed, latency, the last error); the scanning node writes them
 * into the chain's status for the console.
 */
export interface EndpointFigures {
  url: string;
  ok: number;
  failed: number;
  latencyMs: number;
  lastError: string;
  /** Not tried before this time (epoch ms) unless every address is resting. */
  restUntil: number;
}

/** How long a failed address rests before it is tried first again. */
const REST_MS = 30_000;
export const CALL_TIMEOUT_MS = 10_000;

export class ChainCallError extends Error {
  override name = 'ChainCallError';
}

/** A failure of the answer itself (not the address's): the same on every address, not retried. */
export class ChainAnswerError extends Error {
  override name = 'ChainAnswerError';
}

export class EndpointPool {
  readonly figures: EndpointFigures[];
  private current = 0;

  constructor(
    urls: readonly string[],
    private readonly now: () => number,
  ) {
    this.figures = urls.map((url) => ({
      url,
      ok: 0,
      failed: 0,
      latencyMs: 0,
      lastError: '',
      restUntil: 0,
    }));
  }

  /** The order to try: healthy ones first in the configured order, then the resting ones. */
  private order(): EndpointFigures[] {
    const at = this.now();
    const healthy = this.figures.filter((f) => f.restUntil <= at);
    const resting = this.figures.filter((f) => f.restUntil > at);
    return [...healthy, ...resting.sort((a, b) => a.restUntil - b.restUntil)];
  }

  /** Runs `call` on one address after another until one answers. */
  async use<T>(call: (url: string, signal: AbortSignal) => Promise<T>): Promise<T> {
    const errors: string[] = [];
    for (const f of this.order()) {
      const started = performance.now();
      const signal = AbortSignal.timeout(CALL_TIMEOUT_MS);
      try {
        const result = await call(f.url, signal);
        f.ok += 1;
        f.latencyMs = Math.round(performance.now() - started);
        f.restUntil = 0;
        this.current = this.figures.indexOf(f);
        return result;
      } catch (error) {
        if (error instanceof ChainAnswerError) {
          f.ok += 1;
          throw error;
        }
        f.failed += 1;
        f.lastError = reasonOf(error);
        f.restUntil = this.now() + REST_MS;
        errors.push(`${maskUrl(f.url)}: ${f.lastError}`);
      }
    }
    throw new ChainCallError(errors.join('; ') || 'no address');
  }

  shown(): AdminChainEndpoint[] {
    const at = this.now();
    return this.figures.map((f, i) => ({
      url: maskUrl(f.url),
      current: i === this.current,
      healthy: f.restUntil <= at,
      ok: f.ok,
      failed: f.failed,
      latency_ms: f.latencyMs,
      last_error: f.lastError,
    }));
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    return error.message.slice(0, 200);
  }
  return String(error).slice(0, 200);
}

/** An address as shown: user and password, and a key in the path or query, masked. */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.username || u.password) {
      u.username = '***';
      u.password = '';
    }
    for (const key of [...u.searchParams.keys()]) u.searchParams.set(key, '***');
    // Infura-, Alchemy-style keys are the last path segment: long, random.
    u.pathname = u.pathname.replace(/\/[A-Za-z0-9_-]{20,}$/, '/***');
    return u.toString();
  } catch {
    return '***';
  }
}
