import type { ProviderSigning } from '@app/contract/provider-protocol';
import { signBody } from '@app/contract/provider-signing';

/** Helpers of the fake's tests (and of anyone driving it from a test): signed and control calls. */

export interface Reply {
  http: number;
  body: Record<string, unknown>;
}

/** A call to a provider's API as the platform makes it: POST, JSON, signed with `key`. */
export async function signedCall(
  base: string,
  call: string,
  body: unknown,
  signing: ProviderSigning,
  key: string | null,
): Promise<Reply> {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['x-signature'] = signBody(signing, key, text);
  const response = await fetch(`${base}/${call}`, { method: 'POST', headers, body: text });
  return { http: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A control API call (`/_control/<path>`): POST with a body, GET without. */
export async function controlCall(
  url: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['x-control-token'] = token;
  const response = await fetch(`${url}/_control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { http: response.status, body: (await response.json()) as Record<string, unknown> };
}
