import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs something after a delay (the spec's "go to … after 1 s"), cancelled when the screen goes
 * away first or when it is asked again.
 */
export function useLater(): (run: () => void, delayMs: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((run: () => void, delayMs: number) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      run();
    }, delayMs);
  }, []);
}
