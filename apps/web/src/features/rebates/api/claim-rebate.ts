import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoFanshuiData } from '@app/contract/rewards';
import { calls } from '@app/contract/endpoint-routes';
import { balanceQueryKey } from '../../../api/balance.ts';
import { call } from '../../../lib/api.ts';
import { userQueryKey } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { REBATES_TEXT } from '../strings.ts';
import { isPositive } from '../money.ts';
import { rebatesKeys } from './keys.ts';

/**
 * POST /api/dofanshui {} claims every claimable rebate in one ledger transfer (spec part 2 §4):
 * it moves money, so each attempt carries its own Idempotency-Key. Nothing claimable (≤ 0) is
 * answered with 暂无领取额度！ without calling (spec part 2 §5). On success: 领取成功, and the
 * user info, balance and rebate figures are read again.
 */
export const claimRebateEndpoint = calls.doFanshui;

export function claimRebate(idempotencyKey: string): Promise<DoFanshuiData> {
  return call(claimRebateEndpoint, {}, { idempotencyKey });
}

export function useClaimRebate() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (idempotencyKey: string) => claimRebate(idempotencyKey),
    onSuccess: async () => {
      toast(REBATES_TEXT.claimed, 'success');
      await Promise.all([
        // Read again even where no screen shows them now (the next one will).
        queryClient.invalidateQueries({ queryKey: userQueryKey, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: balanceQueryKey, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: rebatesKeys.all }),
      ]);
    },
  });
  /** Claims when `claimable` is more than zero; otherwise says there is nothing to claim. */
  const claim = (claimable: string | undefined) => {
    if (mutation.isPending) return;
    if (claimable === undefined || !isPositive(claimable)) {
      toast(REBATES_TEXT.nothing);
      return;
    }
    mutation.mutate(newIdempotencyKey());
  };
  return { claim, isPending: mutation.isPending };
}
