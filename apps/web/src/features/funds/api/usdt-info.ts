import { useQuery } from '@tanstack/react-query';
import type { Protocol, UsdtInfo } from '@app/contract/funds';
import { MSG } from '@app/contract/messages';
import { api } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/**
 * POST /api/app/usdt_info {paytype} → the platform's receiving wallet for that protocol. A
 * failure is only logged with its reason (spec part 2 §8); the screen shows its own retry.
 */
export async function getUsdtInfo(protocol: Protocol): Promise<UsdtInfo> {
  try {
    return await api.post<UsdtInfo>('/api/app/usdt_info', { paytype: protocol }, { silent: true });
  } catch (error) {
    console.warn(MSG.usdtInfoFailed, error instanceof Error ? error.message : error);
    throw error;
  }
}

export function useUsdtInfo(protocol: Protocol) {
  return useQuery({
    queryKey: fundsKeys.usdtInfo(protocol),
    queryFn: () => getUsdtInfo(protocol),
    staleTime: 0,
    retry: false,
  });
}
