import { useEffect, useState } from 'react';
import { serverSkew } from '../api/house-table.ts';

/**
 * The server's clock, renewed every `intervalMs`: this device's time corrected by the last
 * answer's `now` (the countdowns and the turning of the cards run on it, as every player's do).
 */
export function useServerNow(
  answer: { now: number } | undefined,
  cachedAt: number,
  intervalMs = 200,
): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  const skew = answer ? serverSkew(answer.now, cachedAt) : 0;
  return Math.max(tick, Date.now()) + skew;
}

/** Whole seconds left until `at` (server clock), never below zero. */
export function secondsLeft(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}
