import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TokenData } from '@app/contract/api';
import { api } from '../../../lib/api.ts';
import { startSession } from '../../../lib/auth.ts';

/** POST /api/guest_login {} → token data of a new trial account (is_guest 1). */
export function guestLogin(): Promise<TokenData> {
  return api.post<TokenData>('/api/guest_login', {});
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
