import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Validation of Telegram Mini App launch data (initData): the HMAC-SHA256 of the sorted
 * "key=value" lines under the secret HMAC("WebAppData", bot token), compared in constant time,
 * then `auth_date` freshness. Only what this proves is trusted; a bare telegram_id never is.
 */
export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
}

export type TelegramCheck =
  | { ok: true; user: TelegramUser; authDate: number }
  | { ok: false; reason: 'malformed' | 'signature' | 'stale' | 'future' | 'no-user' };

export function validateInitData(
  raw: string,
  botToken: string,
  maxAgeSec: number,
  nowSec: number,
): TelegramCheck {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash)) return { ok: false, reason: 'malformed' };
  const lines: string[] = [];
  for (const [key, value] of params) if (key !== 'hash') lines.push(`${key}=${value}`);
  lines.sort();
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(lines.join('\n')).digest();
  const given = Buffer.from(hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate)) return { ok: false, reason: 'malformed' };
  if (authDate > nowSec + 60) return { ok: false, reason: 'future' };
  if (nowSec - authDate > maxAgeSec) return { ok: false, reason: 'stale' };
  let user: TelegramUser;
  try {
    user = JSON.parse(params.get('user') ?? '') as TelegramUser;
  } catch {
    return { ok: false, reason: 'no-user' };
  }
  if (!user || !Number.isSafeInteger(user.id) || user.id <= 0)
    return { ok: false, reason: 'no-user' };
  return { ok: true, user, authDate };
}

/** Signs launch data the way Telegram does; for tests and the local demo only. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const lines = Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .sort();
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(lines.join('\n')).digest('hex');
  const params = new URLSearchParams(fields);
  params.set('hash', hash);
  return params.toString();
}
