import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';

export type VisitLoad<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * Runs `start` exactly once per visit (`visitKey`: the history entry), however often the effect
 * runs: React StrictMode mounts, unmounts and mounts again in development, and a game launch must
 * not be asked for twice (each call may move money into the venue). The one promise is kept in a
 * ref that survives the remount; each mount only listens to it. `null` as key: nothing to load.
 */
export function useVisitLoad<T>(
  visitKey: string | null,
  start: () => Promise<T>,
  fallbackMessage: string,
): VisitLoad<T> {
  const flight = useRef<{ key: string; promise: Promise<T> } | null>(null);
  const startRef = useRef(start);
  const fallbackRef = useRef(fallbackMessage);
  const [state, setState] = useState<{ key: string; load: VisitLoad<T> } | null>(null);

  useEffect(() => {
    startRef.current = start;
    fallbackRef.current = fallbackMessage;
  });

  useEffect(() => {
    if (visitKey === null) return;
    if (flight.current?.key !== visitKey) {
      flight.current = { key: visitKey, promise: startRef.current() };
    }
    let active = true;
    flight.current.promise.then(
      (data) => {
        if (active) setState({ key: visitKey, load: { status: 'ready', data } });
      },
      (error: unknown) => {
        const message =
          error instanceof ApiError && error.message !== '' ? error.message : fallbackRef.current;
        if (active) setState({ key: visitKey, load: { status: 'error', message } });
      },
    );
    return () => {
      active = false;
    };
  }, [visitKey]);

  return state !== null && state.key === visitKey ? state.load : { status: 'loading' };
}
