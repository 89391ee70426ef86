import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload, TokenData } from '@app/contract/api';
import { api } from '../../../lib/api.ts';
import { startSession } from '../../../lib/auth.ts';

/** POST /api/login_pc {name, password} → token data (spec part 2 §7). */
export function loginPc(payload: LoginPayload): Promise<TokenData> {
  return api.post<TokenData>('/api/login_pc', payload);
}

export interface LoginVariables {
  name: string;
  password: string;
  remember: boolean;
}

/** Logs in and loads the profile; the session is kept across browser restarts when remembered. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, password, remember }: LoginVariables) => {
      const tokenData = await loginPc({ name, password });
      return startSession(queryClient, tokenData, { remember });
    },
  });
}
