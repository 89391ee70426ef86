import type { QueryClient } from '@tanstack/react-query';
import { vipLevelsQueryOptions } from '../../api/vip-levels.ts';
import { userQueryOptions } from '../../lib/auth.ts';
import { getToken } from '../../lib/session.ts';

/**
 * What /mine shows first — the profile with the balance (the screen's largest paint) and the VIP
 * levels its progress bar needs — asked for on arrival, in parallel with the screen's code
 * (DESIGN §10). Only with a session: a visitor is sent to /login. A failure says why as the
 * screen's own call would (an expired session: 请登录！ and /login).
 */
export function prefetchMine(queryClient: QueryClient): void {
  if (getToken() === null) return;
  void queryClient.prefetchQuery(userQueryOptions);
  void queryClient.prefetchQuery(vipLevelsQueryOptions);
}
