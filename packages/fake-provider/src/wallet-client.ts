import { randomUUID } from 'node:crypto';
import { PROVIDER_CURRENCY, seamlessAnswer } from '@app/contract/provider-protocol';
import { signBody } from '@app/contract/provider-signing';
import { signingKey } from './config.ts';
import { parseJson } from './http.ts';
import type { ProviderState } from './provider-state.ts';

/**
 * The fake's calls to the platform's seamless wallet (`<walletUrl>/balance|bet|win|rollback`),
 * signed, with the fake's bookkeeping: what it sent, what the platform accepted (RS_OK), and each
 * player's balance as the last answer told it.
 */

export type WalletKind = 'balance' | 'bet' | 'win' | 'rollback';

export interface WalletAnswer {
  /** HTTP status; 0 when no answer came (connection refused, timeout). */
  http: number;
  /** data.status, or NO_ANSWER / UNREADABLE. */
  status: string;
  balance: string | null;
}

export const WALLET_TIMEOUT_MS = 10_000;

/** The common fields of a request: a fresh request_uuid, the currency. */
export function walletBody(user: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { request_uuid: randomUUID(), user, currency: PROVIDER_CURRENCY, ...fields };
}

/** Sends one request; `corrupt` spoils its signature. Never throws. */
export async function sendToWallet(
  state: ProviderState,
  kind: WalletKind,
  body: Record<string, unknown>,
  options: { corrupt?: boolean } = {},
): Promise<WalletAnswer> {
  const text = JSON.stringify(body);
  const key = signingKey(state.config);
  const signature = key ? signBody(state.config.signing, key, text) : '';
  state.count('sent', options.corrupt ? `${kind}:bad_signature` : kind);
  const answer = await post(
    `${state.config.walletUrl ?? ''}/${kind}`,
    text,
    options.corrupt ? corruptSignature(signature) : signature,
  );
  state.count('answered', answer.status);
  note(state, kind, body, answer);
  return answer;
}

async function post(url: string, body: string, signature: string): Promise<WalletAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body,
      signal: AbortSignal.timeout(WALLET_TIMEOUT_MS),
    });
  } catch {
    return { http: 0, status: 'NO_ANSWER', balance: null };
  }
  const envelope = parseJson(await response.text().catch(() => '')) as { data?: unknown } | null;
  const data = seamlessAnswer.safeParse(envelope?.data);
  if (!data.success) return { http: response.status, status: 'UNREADABLE', balance: null };
  return { http: response.status, status: data.data.status, balance: data.data.balance };
}

/** Another valid-looking base64 signature that does not verify. */
function corruptSignature(signature: string): string {
  const bytes = Buffer.from(signature || 'AAAA', 'base64');
  bytes[0] = (bytes[0] ?? 0) ^ 0xff;
  return bytes.toString('base64');
}

function note(
  state: ProviderState,
  kind: WalletKind,
  body: Record<string, unknown>,
  answer: WalletAnswer,
): void {
  const user = String(body.user);
  if (answer.balance !== null) state.balances.set(user, answer.balance);
  if (answer.status !== 'RS_OK' || kind === 'balance') return;
  const id = String(body.transaction_uuid);
  if (state.accepted.has(id)) return;
  const amount =
    kind === 'rollback'
      ? (state.accepted.get(String(body.reference_transaction_uuid))?.amount ?? '0.00')
      : String(body.amount);
  state.accepted.set(id, { id, kind, user, round: String(body.round), amount, at: Date.now() });
}
