import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { activitiesKeys } from './keys.ts';

/** POST /api/activitytype → the enabled types [{id, name}] (spec part 1 §3, §7). */
export const activityTypesEndpoint = calls.activityType;
export type ActivityTypes = ResponseOf<typeof activityTypesEndpoint>;

export function useActivityTypes() {
  return useQuery({
    queryKey: activitiesKeys.types,
    queryFn: () => call(activityTypesEndpoint),
    staleTime: 60_000,
  });
}
