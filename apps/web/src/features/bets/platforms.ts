import { useQuery } from '@tanstack/react-query';
import { balanceListQueryOptions } from '../../api/balance-list.ts';

export interface Platform {
  platname: string;
  name: string;
}

/**
 * The venues a player can filter bet records by: the venue wallets' list (POST /api/balancelist,
 * spec part 2 §7), names only. Without it the filter still offers 全部.
 */
export function usePlatforms() {
  return useQuery({
    ...balanceListQueryOptions,
    staleTime: 5 * 60_000,
    retry: false,
    select: (list): Platform[] => list.map(({ platname, name }) => ({ platname, name })),
  });
}
