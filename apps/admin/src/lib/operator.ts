import { adminCalls } from '@app/contract/endpoint-routes';
import { ADMIN_ACCESS, staffMayCall } from '@app/contract/admin-roles';
import { useCall } from './query.ts';

/** The signed-in operator (name, role), asked once a minute at most. */
export function useOperator() {
  return useCall(adminCalls.me, {}, { staleTime: 60_000, retry: false });
}

/** Whether the signed-in operator's role may make a call (to hide a button it cannot use). */
export function useMayCall(call: keyof typeof ADMIN_ACCESS): boolean {
  const me = useOperator();
  return me.data ? staffMayCall(me.data.role, ADMIN_ACCESS[call]) : false;
}
