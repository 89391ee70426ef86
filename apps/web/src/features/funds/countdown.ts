import { useEffect, useState } from 'react';

/** Milliseconds left until `deadlineMs`, re-rendering every second while running; 0 at the end. */
export function useRemainingMs(deadlineMs: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const running = deadlineMs !== null && now < deadlineMs;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  if (deadlineMs === null) return null;
  return Math.max(0, deadlineMs - now);
}

/** mm:ss of a duration (rounded up to whole seconds: 0:00 only when it is really over). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1_000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
