import type { z } from 'zod';
import { providerReply, SIGNATURE_HEADER } from '@app/contract/provider-protocol';
import { signBody } from '@app/contract/provider-signing';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { VenueError } from '../venues/index.ts';
import { signingKey, type Provider } from './provider-store.ts';

/**
 * Our calls to a provider's API (docs/providers.md, "Transfer: what we call"): POST
 * `{base URL}/<call>`, the JSON body signed in `X-Signature`, bounded in time. Failures become the
 * venues' failure kinds, which decide what our side may conclude:
 * - `unavailable`: certainly nothing done (no connection, the provider refused our signature, or
 *   a call that changes nothing failed);
 * - `refused`: the provider answered `refused` (nothing done), `reason` its error;
 * - `timeout`: anything else on a call that moves money (no answer in time, a 5xx, an answer we
 *   cannot read): it may have been done; only reconciliation can tell.
 */

/** How long a call may take. */
export const CALL_TIMEOUT_MS = 8_000;

const timeouts = defineAppState('providers.callTimeout', () => ({ ms: CALL_TIMEOUT_MS }));

/** How long this app's calls to providers may take (the conformance suite shortens it). */
export function callTimeoutOf(ctx: Pick<AppContext, 'state'>): number {
  return timeouts(ctx).ms;
}

export function setProviderCallTimeout(ctx: Pick<AppContext, 'state'>, ms: number): void {
  timeouts(ctx).ms = ms;
}

export interface CallOptions {
  /** The call moves money: an uncertain failure is a `timeout`, never `unavailable`. */
  moves?: boolean;
  timeoutMs?: number;
}

export async function callProvider<S extends z.ZodType>(
  provider: Provider,
  call: string,
  body: unknown,
  reply: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const uncertain = options.moves ? 'timeout' : 'unavailable';
  const key = signingKey(provider);
  if (!key) throw new VenueError('unavailable', `${provider.code}: no credentials`);
  const text = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(`${provider.baseUrl.replace(/\/+$/, '')}/${call}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(provider.signing, key, text),
      },
      body: text,
      signal: AbortSignal.timeout(options.timeoutMs ?? CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw connectionFailure(provider, call, error, uncertain);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new VenueError(
      response.status >= 500 ? uncertain : 'unavailable',
      `${provider.code}/${call}: HTTP ${response.status}, no JSON answer`,
    );
  }
  if (response.status === 401 || response.status === 403) {
    throw new VenueError('unavailable', `${provider.code}/${call}: our signature was refused`);
  }
  const head = providerReply.safeParse(json);
  if (head.success && head.data.status === 'refused') {
    throw new VenueError('refused', `${provider.code}/${call}: refused`, head.data.error ?? '');
  }
  if (!response.ok || !head.success || head.data.status !== 'ok') {
    throw new VenueError(
      response.status === 503 ? 'unavailable' : uncertain,
      `${provider.code}/${call}: HTTP ${response.status} ${head.success ? (head.data.error ?? head.data.status) : 'unreadable answer'}`,
    );
  }
  const parsed = reply.safeParse(json);
  if (!parsed.success) {
    throw new VenueError(uncertain, `${provider.code}/${call}: answer out of the protocol`);
  }
  return parsed.data;
}

function connectionFailure(
  provider: Provider,
  call: string,
  error: unknown,
  uncertain: 'timeout' | 'unavailable',
): VenueError {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new VenueError(uncertain, `${provider.code}/${call}: no answer in time`);
  }
  const code = (error as { cause?: { code?: string } }).cause?.code;
  // Refused or unresolvable: the request never reached the provider.
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new VenueError('unavailable', `${provider.code}/${call}: ${code}`);
  }
  return new VenueError(uncertain, `${provider.code}/${call}: ${code ?? String(error)}`);
}
