import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionToken } from '../lib/session.ts';

const RealityCheck = lazy(() =>
  import('../features/protection/components/RealityCheck.tsx').then((m) => ({
    default: m.RealityCheck,
  })),
);

/**
 * The reality check (DESIGN §12) for a signed-in player only, fetched once the first screen is up
 * (idle): not part of any screen's first code.
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
  if (token === null || !idle) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
