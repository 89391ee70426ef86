import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { startSession, type TokenData } from '../../../lib/auth.ts';

/**
 * POST /api/register (spec part 2 §7). realname is the name; paypassword is omitted, so the
 * server makes the login password the payment password. `silent`: the screen shows the failure
 * itself (the spec's "注册失败" on a network failure).
 */
export const registerEndpoint = calls.register;
type RegisterPayload = PayloadOf<typeof registerEndpoint>;

export function register(payload: RegisterPayload): Promise<TokenData> {
  return call(registerEndpoint, payload, { silent: true });
}

export interface RegisterVariables {
  name: string;
  password: string;
  /** Only the second variant (/reg2) sends it. */
  confirmPass?: string | undefined;
  code: string;
  key: string;
  pid?: string | undefined;
}

/** Registers, stores the token for the session and loads the profile (spec part 2 §4). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: RegisterVariables) => {
      const payload: RegisterPayload = {
        name: variables.name,
        realname: variables.name,
        password: variables.password,
        code: variables.code,
        key: variables.key,
        // The form refuses to send without the player's confirmation (DESIGN §12).
        adult: 1,
      };
      if (variables.confirmPass !== undefined) payload.confirmPass = variables.confirmPass;
      if (variables.pid) payload.pid = variables.pid;
      const tokenData = await register(payload);
      return startSession(queryClient, tokenData);
    },
  });
}
