import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` (the lottery's 1 s tick, spec part 1 §9). */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
