import { useMutation } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import type { PasswordChangePayload } from '@app/contract/payees';
import type { PasswordKind } from '@app/domain/payees';
import { call } from '../../../lib/api.ts';

/**
 * POST /api/editPassword (login) or /api/editPayPassword (payment) {oldpassword, password,
 * repassword} (spec part 2 §7; field names in the contract): the same call for two passwords. A
 * new login password ends every session on the server.
 */
export const editPasswordEndpoints = {
  login: calls.editPassword,
  pay: calls.editPayPassword,
} as const satisfies Record<PasswordKind, unknown>;

export function editPassword(kind: PasswordKind, payload: PasswordChangePayload): Promise<null> {
  return call(editPasswordEndpoints[kind], payload);
}

export function useEditPassword(kind: PasswordKind) {
  return useMutation({
    mutationFn: (payload: PasswordChangePayload) => editPassword(kind, payload),
  });
}
