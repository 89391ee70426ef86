import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { catalogueKey } from '../../../api/catalogue-key.ts';
import { call } from '../../../lib/api.ts';

/** POST /api/homenotice → the scrolling announcements (plain text). */
export const homeNoticesEndpoint = calls.homeNotice;

export function homeNoticesQuery() {
  return queryOptions({
    queryKey: [...catalogueKey, 'homenotice'],
    queryFn: () => call(homeNoticesEndpoint, undefined, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

export function useHomeNotices() {
  return useQuery(homeNoticesQuery());
}
