import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SHELL_TEXT } from './strings.ts';

type Status = 'idle' | 'pulling' | 'release' | 'refreshing' | 'done';

/** How far (px) the content must be pulled down before letting go refreshes. */
const THRESHOLD = 60;
/** The head's height while refreshing. */
const HEAD = 40;
/** How long 刷新成功 stays. */
const DONE_MS = 500;

/**
 * Pull down at the top of the page to refresh, drawn with touch events and a CSS transition: the
 * same texts and behaviour as antd-mobile's PullToRefresh, without the animation and gesture
 * libraries it brings (~25 KB gzip) to a first visit of /mine (DESIGN §10 budget).
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<Status>('idle');
  const [offset, setOffset] = useState(0);
  const box = useRef<HTMLDivElement>(null);
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

  const text =
    status === 'pulling'
      ? SHELL_TEXT.pullToRefresh
      : status === 'release'
        ? SHELL_TEXT.releaseToRefresh
        : status === 'refreshing'
          ? SHELL_TEXT.refreshing
          : status === 'done'
            ? SHELL_TEXT.refreshed
            : '';
  return (
    <div className="pull-refresh" ref={box}>
      <div
        className={
          status === 'pulling' || status === 'release'
            ? 'pull-refresh__head pull-refresh__head--dragging'
            : 'pull-refresh__head'
        }
        style={{ height: offset }}
        aria-live="polite"
      >
        {text}
      </div>
      {children}
    </div>
  );
}
