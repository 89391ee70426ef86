/**
 * Links the operator configures (banners, service and agent links): which are our own screens, which
 * are this site, and opening the others in a new window. Shared by the catalogue, the game page and
 * customer service.
 */

/**
 * The in-app route of a link the operator configured as one of our screens ('/#/message',
 * '#/message', or this site's own address with such a hash); null for any other link.
 */
export function inAppRoute(link: string, origin: string = window.location.origin): string | null {
  const trimmed = link.trim();
  if (trimmed.startsWith('#/')) return trimmed.slice(1);
  if (trimmed.startsWith('/#/')) return trimmed.slice(2);
  try {
    const url = new URL(trimmed);
    if (
      url.origin === origin &&
      (url.pathname === '/' || url.pathname === '') &&
      url.hash.startsWith('#/')
    ) {
      return url.hash.slice(1);
    }
  } catch {
    // not an absolute address
  }
  return null;
}

/** Whether an address (absolute or relative) is on this site. */
export function isSameOrigin(link: string, base: string = window.location.href): boolean {
  try {
    return new URL(link, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/**
 * Opens an address in a new window (tab). Returns false when the browser blocked the popup, so the
 * caller can say so (spec part 1 §8 'please allow pop-ups or open the link manually'). The new
 * page gets no handle on ours.
 */
export function openInNewWindow(link: string): boolean {
  const opened = window.open(link, '_blank');
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // some browsers make it read-only; nothing else to do
  }
  return true;
}
