import type { SportsClock } from '@app/contract/sports';

/** The feature's small display rules: money signs, the match clock, Beijing input times, margins. */

/** antd Text type of a book's result: red when it loses, green when it wins, none for zero. */
export function netType(value: string): 'danger' | 'success' | undefined {
  if (/^-?0(\.0+)?$/.test(value)) return undefined;
  return value.startsWith('-') ? 'danger' : 'success';
}

/** Whether a money string is below zero. */
export const isLoss = (value: string) => value.startsWith('-') && !/^-0(\.0+)?$/.test(value);

const pad = (n: number) => String(n).padStart(2, '0');

/** The match clock now: '上半场 23:14', ticking from its reading when it runs. */
export function clockText(clock: SportsClock, now = Date.now()): string {
  const gone = clock.running ? Math.max(0, Math.floor((now - clock.at) / 1000)) : 0;
  const seconds = Math.max(0, clock.counts_down ? clock.seconds - gone : clock.seconds + gone);
  return `${clock.period} ${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

const BEIJING_MS = 8 * 3600 * 1000;

/** A datetime-local value read as Beijing time ('2026-11-24T20:00' → epoch ms); null if bad. */
export function parseBeijing(value: string | undefined | null): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - BEIJING_MS;
  return Number.isFinite(ms) ? ms : null;
}

/** Epoch ms as a datetime-local value in Beijing time. */
export function toBeijingInput(ms: number): string {
  const t = new Date(ms + BEIJING_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(
    t.getUTCHours(),
  )}:${pad(t.getUTCMinutes())}`;
}

/** Basis points as the percentage typed (500 → '5'; 250 → '2.5'). */
export const percentOf = (bp: number) => String(bp / 100);

/** A typed percentage as basis points ('5' → 500, '2.35' → 235); NaN when not a number. */
export function bpOf(percent: string | number | null | undefined): number {
  if (percent === null || percent === undefined || String(percent).trim() === '') return Number.NaN;
  const n = Number(percent);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}

/**
 * A confirmation's onOk: waits for the call and closes; a refusal is already told by the
 * action's message, so it is not rethrown (antd would leave it unhandled).
 */
export const quietly = (call: Promise<unknown>): Promise<void> =>
  call.then(
    () => undefined,
    () => undefined,
  );
