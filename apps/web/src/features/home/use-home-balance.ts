import { LIMITS } from '@app/contract/limits';
import { useBalance } from '../../api/balance.ts';
import { useUser } from '../../lib/auth.ts';
import { useSessionToken } from '../../lib/session.ts';

/**
 * The balance the home screens show: POST /api/balance on arrival and every 2,500,000 ms (spec
 * part 1 §7, §9), or the profile's balance when that is the fresher answer (a transfer elsewhere
 * refreshes the profile). Null for a visitor or while nothing is known yet.
 */
export function useHomeBalance(): string | null {
  const token = useSessionToken();
  const user = useUser();
  const polled = useBalance({ refetchInterval: LIMITS.balancePollMs });
  if (token === null) return null;
  const fromPoll = polled.data?.balance;
  const fromUser = user.data?.balance;
  if (fromPoll === undefined) return fromUser ?? null;
  if (fromUser === undefined) return fromPoll;
  return polled.dataUpdatedAt >= user.dataUpdatedAt ? fromPoll : fromUser;
}
