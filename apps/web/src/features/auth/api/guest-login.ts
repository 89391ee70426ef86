import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { startSession, type TokenData } from '../../../lib/auth.ts';

/** POST /api/guest_login {} → token data of a new trial account (is_guest 1). */
export const guestLoginEndpoint = calls.guestLogin;

export function guestLogin(): Promise<TokenData> {
  return call(guestLoginEndpoint);
}

export function useGuestLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ remember }: { remember: boolean }) => {
      const tokenData = await guestLogin();
      return startSession(queryClient, tokenData, { remember });
    },
  });
}
