import { useMutation } from '@tanstack/react-query';
import type { PasswordChangePayload } from '@app/contract/payees';
import type { PasswordKind } from '@app/domain/payees';
import { api } from '../../../lib/api.ts';

const PATHS: Record<PasswordKind, string> = {
  login: '/api/editPassword',
  pay: '/api/editPayPassword',
};

/**
 * POST /api/editPassword (login) or /api/editPayPassword (payment) {oldpassword, password,
 * repassword} (spec part 2 §7; field names in the contract). A new login password ends every
 * session on the server.
 */
export function editPassword(kind: PasswordKind, payload: PasswordChangePayload): Promise<null> {
  return api.post<null>(PATHS[kind], payload);
}

export function useEditPassword(kind: PasswordKind) {
  return useMutation({
    mutationFn: (payload: PasswordChangePayload) => editPassword(kind, payload),
  });
}
