import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { fundsKeys } from './keys.ts';

/** POST /api/payinfo {deposit_no} → the deposit order and where to pay it. */
export const payInfoEndpoint = calls.payInfo;
export type PayInfo = ResponseOf<typeof payInfoEndpoint>;

/** How often an order paid on chain is asked again while the chain may still move it. */
export const PAY_INFO_POLL_MS = 5_000;

export function getPayInfo(depositNo: string, silent = false): Promise<PayInfo> {
  return call(payInfoEndpoint, { deposit_no: depositNo }, { silent });
}

/**
 * Whether the order's chain state can still change by itself: nothing arrived yet (`waiting`),
 * a transfer is confirming (`seen`), or any transfer is still confirming whatever the status.
 */
export function chainMayMove(order: PayInfo | undefined): boolean {
  const chain = order?.chain;
  if (!chain) return false;
  if (chain.status === 'waiting' || chain.status === 'seen') return true;
  return chain.transfers.some((transfer) => transfer.state === 'seen');
}

/**
 * The order; one on chain is asked again every 5 s while its chain state may move (paused while
 * the tab is hidden: TanStack Query's interval does not run in the background). A re-poll keeps
 * the answer on screen and fails silently (the next one tries again).
 */
export function usePayInfo(depositNo: string) {
  return useQuery({
    queryKey: fundsKeys.payInfo(depositNo),
    queryFn: ({ client, queryKey }) =>
      getPayInfo(depositNo, client.getQueryData(queryKey) !== undefined),
    enabled: depositNo !== '',
    retry: false,
    refetchInterval: (query) => (chainMayMove(query.state.data) ? PAY_INFO_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}
