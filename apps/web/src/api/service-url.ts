import { queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call, type RequestOptions } from '../lib/api.ts';

/**
 * POST /api/getservicerurl {type: '1' | '3'} → data.url keyed by shift (spec part 1 §7: data.url
 * ['1'], data.url['3']); customer service and the game page's service frame open one shift's.
 */
export const serviceUrlEndpoint = calls.getServicerUrl;
export type ServiceUrls = ResponseOf<typeof serviceUrlEndpoint>;
/** One shift's link. */
export interface UrlData {
  url: string;
}

export async function getServiceUrl(
  shift: string = '1',
  options?: RequestOptions,
): Promise<UrlData> {
  const answer = await call(serviceUrlEndpoint, { type: shift }, options);
  return { url: shift === '3' ? answer.url['3'] : answer.url['1'] };
}

/** One shift's link; public, so not player-scoped. Quiet: the screens say it themselves. */
export function serviceUrlQuery(shift: string) {
  return queryOptions({
    queryKey: ['service', 'link', shift],
    queryFn: () => getServiceUrl(shift, { silent: true }),
    staleTime: 5 * 60_000,
  });
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
