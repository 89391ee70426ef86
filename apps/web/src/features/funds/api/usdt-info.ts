import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import type { Protocol } from '@app/contract/funds';
import { MSG } from '@app/contract/messages';
import { call } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** POST /api/app/usdt_info {paytype} → the platform's receiving wallet for that protocol. */
export const usdtInfoEndpoint = calls.usdtInfo;
export type UsdtInfo = ResponseOf<typeof usdtInfoEndpoint>;

/** A failure is only logged with its reason (spec part 2 §8); the screen shows its own retry. */
export async function getUsdtInfo(protocol: Protocol): Promise<UsdtInfo> {
  try {
    return await call(usdtInfoEndpoint, { paytype: protocol }, { silent: true });
  } catch (error) {
    console.warn(MSG.usdtInfoFailed, error instanceof Error ? error.message : error);
    throw error;
  }
}

export function useUsdtInfo(protocol: Protocol, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: fundsKeys.usdtInfo(protocol),
    queryFn: () => getUsdtInfo(protocol),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
