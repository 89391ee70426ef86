import {
  LIMIT_MAX_MINOR,
  type LimitKind,
  type LimitPeriod,
} from '@app/contract/protection-constants';
import type { ProtectionStatusData } from './api/protection-status.ts';

/** Pure rules of the /responsible screen and the reality check (ours, DESIGN §12). */

/** A limit amount as typed: yuan with at most 2 places, > 0 and ≤ 10,000,000.00; else null. */
export function parseLimitAmount(text: string): string | null {
  const value = text.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const minor = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (minor <= 0n || minor > LIMIT_MAX_MINOR) return null;
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}

/** Beijing time 'YYYY-MM-DD HH:mm' of an epoch ms (as the server's refusals say it). */
export function beijingMinute(at: number): string {
  return new Date(at)
    .toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai', hour12: false })
    .slice(0, 16);
}

export function limitOf(status: ProtectionStatusData, kind: LimitKind, period: LimitPeriod) {
  return status.limits.find((l) => l.kind === kind && l.period === period);
}

/**
 * Where the reality check stands at `now` (server ms): how many whole intervals the session has
 * run (`due`), when the next one falls, and whether the session time limit has been reached.
 */
export function realityState(
  status: Pick<ProtectionStatusData, 'play' | 'reality_minutes' | 'session_minutes'>,
  now: number,
): { due: number; nextAt: number | null; limitReached: boolean; playedMinutes: number } {
  const started = status.play.started_at;
  if (started === null) return { due: 0, nextAt: null, limitReached: false, playedMinutes: 0 };
  const interval = status.reality_minutes * 60_000;
  const elapsed = Math.max(0, now - started);
  const due = Math.floor(elapsed / interval);
  const limitAt =
    status.session_minutes === null ? null : started + status.session_minutes * 60_000;
  const limitReached = limitAt !== null && now >= limitAt;
  let nextAt: number | null = started + (due + 1) * interval;
  if (limitAt !== null && !limitReached && limitAt < nextAt) nextAt = limitAt;
  if (limitReached) nextAt = null;
  return { due, nextAt, limitReached, playedMinutes: Math.floor(elapsed / 60_000) };
}
