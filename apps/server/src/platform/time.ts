import { randomInt } from 'node:crypto';

/** Business time is Beijing time (UTC+8, no daylight saving): days, order numbers, displays. */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms of the start of the Beijing day that contains `at`. */
export function beijingDayStart(at: number): number {
  return Math.floor((at + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** Date filter codes of spec part 2 §9: 1 today, 2 last 7 days, 3 last 15, 4 last 30. */
export function sinceForDateCode(code: number, now: number): number {
  const days = code === 1 ? 1 : code === 2 ? 7 : code === 3 ? 15 : 30;
  return beijingDayStart(now) - (days - 1) * DAY_MS;
}

/** "2026-11-21 19:04:05" in Beijing time. */
export function formatBeijing(at: number): string {
  const d = new Date(at + OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** An order number: prefix, Beijing time to the second, 6 random digits ("D20261121190405123456"). */
export function orderNumber(prefix: string, at: number): string {
  const stamp = formatBeijing(at).replace(/[- :]/g, '');
  return `${prefix}${stamp}${randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

/** Where the time comes from: the system's, or a test's that moves only when told. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told (tests): `set` to an instant, `advance` by some ms. */
export interface ManualClock extends Clock {
  set(at: number): void;
  advance(ms: number): void;
}

export function manualClock(start: number): ManualClock {
  if (!Number.isSafeInteger(start)) throw new RangeError(`clock start ${start} is not an integer`);
  let current = start;
  return {
    now: () => current,
    set(at) {
      if (!Number.isSafeInteger(at)) throw new RangeError(`clock time ${at} is not an integer`);
      current = at;
    },
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`cannot advance by ${ms} ms`);
      current += ms;
    },
  };
}

/** The Beijing date of `at`, "2026-11-21". */
export function beijingDate(at: number): string {
  return formatBeijing(at).slice(0, 10);
}
