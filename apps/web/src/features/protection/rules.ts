import {
  LIMIT_MAX_MINOR,
  type LimitKind,
  type LimitPeriod,
} from '@app/contract/protection-constants';
import { formatMinor, parseMinor } from '@app/contract/money-format';
import type { ProtectionStatusData } from './api/protection-status.ts';

/** Pure rules of the /responsible screen and the reality check (ours, DESIGN §12). */

/** A limit amount as typed: yuan with at most 2 places, > 0 and ≤ 10,000,000.00; else null. */
export function parseLimitAmount(text: string): string | null {
  const minor = parseMinor(text);
  if (minor === null || minor <= 0n || minor > LIMIT_MAX_MINOR) return null;
  return formatMinor(minor);
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
