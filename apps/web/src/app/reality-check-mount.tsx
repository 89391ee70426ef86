import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MONEY_MOVED_EVENT } from '../lib/api.ts';
import { useSessionToken } from '../lib/session.ts';
import {
  protectionStatusKey,
  protectionStatusQuery,
} from '../features/protection/api/protection-status.ts';

const RealityCheck = lazy(() =>
  import('../features/protection/components/RealityCheck.tsx').then((m) => ({
    default: m.RealityCheck,
  })),
);

/** How often the play session is looked at when nothing else asks (ms). */
const REALITY_POLL_MS = 5 * 60_000;

/**
 * The reality check (DESIGN §12) for a signed-in player only: once the first screen is up (idle)
 * it reads the protection status (again on focus, after a call that moved money and every
 * REALITY_POLL_MS), and fetches the check itself only while a play session runs: not part of any
 * screen's first code.
 */
export function RealityCheckMount() {
  const token = useSessionToken();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (token === null || idle) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 2000);
    return () => clearTimeout(id);
  }, [token, idle]);
  const watching = token !== null && idle;
  const status = useQuery({
    ...protectionStatusQuery,
    enabled: watching,
    refetchInterval: REALITY_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!watching) return;
    const look = () => void queryClient.invalidateQueries({ queryKey: protectionStatusKey });
    window.addEventListener(MONEY_MOVED_EVENT, look);
    return () => window.removeEventListener(MONEY_MOVED_EVENT, look);
  }, [watching, queryClient]);
  if (!watching || !status.data || status.data.play.started_at === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
