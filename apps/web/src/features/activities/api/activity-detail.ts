import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { activitiesKeys } from './keys.ts';

/**
 * POST /api/activitydeatil {id} (the spec's spelling) → banner, title, content (HTML the server
 * sanitised when the operator saved it), memo (the rules) and, for a player, their application.
 */
export const activityDetailEndpoint = calls.activityDetail;
export type ActivityDetail = ResponseOf<typeof activityDetailEndpoint>;

export function useActivityDetail(id: number) {
  return useQuery({
    queryKey: activitiesKeys.detail(id),
    queryFn: () => call(activityDetailEndpoint, { id }, { silent: true }),
    enabled: id > 0,
    staleTime: 0,
    retry: false,
  });
}
