import type { QueryClient } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { vipLevelsQueryOptions } from '../../api/vip-levels.ts';
import { call } from '../../lib/api.ts';
import { userQueryOptions } from '../../lib/auth.ts';
import { getToken } from '../../lib/session.ts';

/**
 * What /mine shows first — the profile with the balance (the screen's largest paint) and the VIP
 * levels its progress bar needs — asked for on arrival, in parallel with the screen's code
 * (DESIGN §10). Only with a session: a visitor is sent to /login. Failures are left to the screen.
 */
export function prefetchMine(queryClient: QueryClient): void {
  if (getToken() === null) return;
  // Silent: a failure is the screen's to tell (its own query asks again), not a toast over the
  // one the previous screen may be showing.
  void queryClient.prefetchQuery({
    ...userQueryOptions,
    queryFn: () => call(calls.user, undefined, { silent: true }),
  });
  void queryClient.prefetchQuery(vipLevelsQueryOptions);
}
