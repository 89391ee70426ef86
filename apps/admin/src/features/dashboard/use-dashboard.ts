import { adminCalls } from '@app/contract/endpoint-routes';
import { useCall } from '../../lib/query.ts';

/** POST /api/admin/dashboard {days}: the last `days` Beijing days' figures and the queues. */
export function useDashboard(days: number) {
  return useCall(adminCalls.dashboard, { days }, { refetchInterval: 60_000 });
}
