import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransAllData } from '@app/contract/venues';
import { api } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { refreshBalances } from './invalidate.ts';

/** POST /api/transall → every venue's balance back to the platform wallet (spec part 2 §7). */
export function postTransAll(key: string): Promise<TransAllData> {
  return api.post<TransAllData>('/api/transall', {}, { headers: { 'Idempotency-Key': key } });
}

export function useTransAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postTransAll(newIdempotencyKey()),
    onSettled: () => refreshBalances(queryClient),
  });
}
