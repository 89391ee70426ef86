import { useQuery } from '@tanstack/react-query';
import type { VenueBalance } from '@app/contract/venues';
import { api } from '../../../lib/api.ts';
import { betsKeys } from './keys.ts';

export interface Platform {
  platname: string;
  name: string;
}

/**
 * The venues a player can filter bet records by: POST /api/balancelist (spec part 2 §7), read
 * once, names only. Silent: without it the filter still offers 全部.
 */
export async function getPlatforms(): Promise<Platform[]> {
  const list = await api.post<VenueBalance[]>('/api/balancelist', {}, { silent: true });
  return list.map(({ platname, name }) => ({ platname, name }));
}

export function usePlatforms() {
  return useQuery({
    queryKey: betsKeys.platforms,
    queryFn: getPlatforms,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
