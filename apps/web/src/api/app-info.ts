import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';

/** POST /api/app: site settings, including the repair switch (spec part 1 §1, §3). */
export const appInfoEndpoint = calls.app;
export type AppInfo = ResponseOf<typeof appInfoEndpoint>;

/** While the app is open, the site state is checked again this often (ours: 60 s). */
export const SITE_STATE_POLL_MS = 60_000;

export const appInfoQueryOptions = queryOptions({
  queryKey: ['site', 'app'],
  queryFn: () => call(appInfoEndpoint, undefined, { silent: true }),
  staleTime: SITE_STATE_POLL_MS,
  refetchInterval: SITE_STATE_POLL_MS,
  refetchIntervalInBackground: false,
});

export function useAppInfo() {
  return useQuery(appInfoQueryOptions);
}

/** site_state 0 means the whole app is closed for repair. */
export function isInRepair(info: AppInfo | null | undefined): boolean {
  return info?.site_state === 0;
}
