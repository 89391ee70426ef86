import { useEffect, useState } from 'react';
import type { Fixture } from './api/sports-fixtures.ts';

/**
 * The match clocks tick from the server's clock: an answer's `now` and when it was cached give the
 * server's time at any moment; a live clock read `seconds` at `clock.at` (server time), running up
 * (football, esports) or down (basketball's period).
 */
export function useServerNow(answerNow: number | undefined, cachedAt: number): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  const skew = answerNow === undefined ? 0 : answerNow - cachedAt;
  return Math.max(tick, Date.now()) + skew;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The clock's seconds at the server time `now`. */
export function clockSeconds(clock: NonNullable<Fixture['clock']>, now: number): number {
  if (!clock.running) return Math.max(0, clock.seconds);
  const passed = Math.max(0, Math.floor((now - clock.at) / 1000));
  return Math.max(0, clock.counts_down ? clock.seconds - passed : clock.seconds + passed);
}

/** '上半场 23:05', '第3节 04:12'. */
export function clockText(clock: NonNullable<Fixture['clock']>, now: number): string {
  const s = clockSeconds(clock, now);
  return `${clock.period} ${two(Math.floor(s / 60))}:${two(s % 60)}`;
}

/** Beijing time (the book's day), whatever the device's zone. */
const BEIJING_MS = 8 * 3_600_000;

function beijing(ms: number) {
  const d = new Date(ms + BEIJING_MS);
  return {
    day: Math.floor((ms + BEIJING_MS) / 86_400_000),
    text: `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`,
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`,
  };
}

/** Whether a start is on the server's day (Beijing), for 今日 and 早盘. */
export function startsToday(startsAt: number, now: number): boolean {
  return beijing(startsAt).day === beijing(now).day;
}

/** '20:30' today, '05-14 20:30' another day. */
export function startText(startsAt: number, now: number): string {
  const start = beijing(startsAt);
  return start.day === beijing(now).day ? start.time : `${start.text} ${start.time}`;
}

/** '2024-05-14 20:30' (a bet's time). */
export function dateTimeText(ms: number): string {
  const d = new Date(ms + BEIJING_MS);
  return `${d.getUTCFullYear()}-${beijing(ms).text} ${beijing(ms).time}`;
}
