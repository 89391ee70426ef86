import type { ReactNode } from 'react';
import { SHELL_TEXT } from './strings.ts';
import { usePullGesture } from './use-pull-gesture.ts';

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
  const { box, status, offset } = usePullGesture(onRefresh);

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
