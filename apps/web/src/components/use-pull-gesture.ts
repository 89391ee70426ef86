import { useEffect, useRef, useState, type RefObject } from 'react';

export type Status = 'idle' | 'pulling' | 'release' | 'refreshing' | 'done';

/** How far (px) the content must be pulled down before letting go refreshes. */
const THRESHOLD = 60;
/** The head's height while refreshing. */
const HEAD = 40;
/** How long 刷新成功 stays. */
const DONE_MS = 500;

/**
 * The pull-to-refresh gesture on the touches of `box` (the element to put it on): pulled down at the top of the page, the head
 * follows at half the distance; let go past THRESHOLD, `onRefresh` runs with the head at HEAD,
 * then 刷新成功 shows for DONE_MS. The page does not scroll while the head is pulled out.
 */
export function usePullGesture(onRefresh: () => Promise<unknown>): {
  box: RefObject<HTMLDivElement | null>;
  status: Status;
  offset: number;
} {
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [offset, setOffset] = useState(0);
  const state = useRef({ startY: null as number | null, offset: 0, status: 'idle' as Status });
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const set = (next: Status, height: number) => {
      state.current.status = next;
      state.current.offset = height;
      setStatus(next);
      setOffset(height);
    };
    const onStart = (event: TouchEvent) => {
      const busy = state.current.status === 'refreshing' || state.current.status === 'done';
      const top = (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
      state.current.startY = !busy && top ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      const { startY } = state.current;
      const y = event.touches[0]?.clientY;
      if (startY === null || y === undefined) return;
      const distance = y - startY;
      if (distance <= 0) {
        if (state.current.offset !== 0) set('idle', 0);
        return;
      }
      // The page does not scroll or bounce while the head is pulled out.
      if (event.cancelable) event.preventDefault();
      const height = Math.min(distance * 0.5, THRESHOLD * 1.5);
      set(height >= THRESHOLD ? 'release' : 'pulling', height);
    };
    const onEnd = () => {
      if (state.current.startY === null) return;
      state.current.startY = null;
      if (state.current.status !== 'release') {
        set('idle', 0);
        return;
      }
      set('refreshing', HEAD);
      void refresh
        .current()
        .catch(() => {})
        .then(() => {
          set('done', HEAD);
          window.setTimeout(() => set('idle', 0), DONE_MS);
        });
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, []);
  return { box, status, offset };
}
