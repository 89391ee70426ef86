import type { UrlData } from '@app/contract/games';
import { api, type RequestOptions } from '../../../lib/api.ts';

/** POST /api/getservicerurl {type} → data.url of that support shift ('1' or '3'). */
export function getServiceUrl(type: string = '1', options?: RequestOptions): Promise<UrlData> {
  return api.post<UrlData>('/api/getservicerurl', { type }, options);
}

/** GET /api/getAgentLoginUrl → data.url of the agent back office. */
export function getAgentLoginUrl(options?: RequestOptions): Promise<UrlData> {
  return api.get<UrlData>('/api/getAgentLoginUrl', options);
}

/** Beijing time is UTC+8 all year (no daylight saving). */
const BEIJING_OFFSET_MS = 8 * 60 * 60_000;

/**
 * The support shift on duty (spec part 1 §2 Conversation tab): '1' from 00:00 to 12:00 Beijing
 * time, '3' from 12:00 to 24:00.
 */
export function currentServiceShift(now: Date = new Date()): '1' | '3' {
  const beijingHour = new Date(now.getTime() + BEIJING_OFFSET_MS).getUTCHours();
  return beijingHour < 12 ? '1' : '3';
}

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
