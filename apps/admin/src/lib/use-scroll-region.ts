import { useEffect, useRef } from 'react';

/**
 * A table that scrolls sideways inside its own box must be reachable by keyboard (WCAG 2.1.1;
 * axe scrollable-region-focusable): the box around such an antd Table gets this ref, and its
 * scrolling element becomes focusable and named `label`.
 */
export function useScrollRegion<T extends HTMLElement = HTMLDivElement>(label: string) {
  const box = useRef<T>(null);
  useEffect(() => {
    const scroller = box.current?.querySelector('.ant-table-content');
    if (scroller) {
      scroller.setAttribute('tabindex', '0');
      scroller.setAttribute('aria-label', label);
    }
  });
  return box;
}
