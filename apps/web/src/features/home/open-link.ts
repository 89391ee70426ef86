import type { NavigateFunction } from 'react-router';

/**
 * A banner's link: an in-app route ('#/…', '/#/…' or '/…') in place, a web address in a new
 * window; anything else is ignored.
 */
export function openLink(link: string, navigate: NavigateFunction): void {
  const inApp = /^\/?#(\/.*)$/.exec(link);
  if (inApp) void navigate(inApp[1]!);
  else if (link.startsWith('/')) void navigate(link);
  else if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener,noreferrer');
}
