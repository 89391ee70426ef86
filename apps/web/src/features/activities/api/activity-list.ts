import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { activitiesKeys } from './keys.ts';

/**
 * POST /api/activitylist {type?} → the activities in data.data (spec part 1 §7); type 0 is 全部优惠
 * (no type sent). Items whose banner has no dot are dropped, as the spec's client does.
 */
export const activityListEndpoint = calls.activityList;
export type ActivityListPage = ResponseOf<typeof activityListEndpoint>;
export type ActivityListItem = ActivityListPage['data'][number];

export function withBanner(items: readonly ActivityListItem[]): ActivityListItem[] {
  return items.filter((item) => item.banner.includes('.'));
}

export function useActivityList(type = 0) {
  return useQuery({
    queryKey: activitiesKeys.list(type),
    queryFn: () => call(activityListEndpoint, type === 0 ? {} : { type }),
    select: (page) => withBanner(page.data),
    staleTime: 30_000,
  });
}
