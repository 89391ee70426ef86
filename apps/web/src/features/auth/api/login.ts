import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { startSession, type TokenData } from '../../../lib/auth.ts';

/** POST /api/login_pc {name, password} → token data (spec part 2 §7). */
export const loginEndpoint = calls.loginPc;

export function loginPc(payload: PayloadOf<typeof loginEndpoint>): Promise<TokenData> {
  return call(loginEndpoint, payload);
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
