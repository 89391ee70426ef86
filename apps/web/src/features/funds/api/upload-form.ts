import { useMutation } from '@tanstack/react-query';
import type { Protocol } from '@app/contract/funds';
import { api } from '../../../lib/api.ts';
import { idempotencyHeaders } from './idempotency.ts';

export interface UploadFormVariables {
  /** USDT quantity sent. */
  num: string;
  /** URL of the uploaded transfer screenshot. */
  url: string;
  catepay: Protocol;
}

/** POST /api/uploadform {num, url, catepay}: a manual USDT deposit, pending review. */
export function postUploadForm(variables: UploadFormVariables): Promise<unknown> {
  return api.post<unknown>('/api/uploadform', variables, idempotencyHeaders());
}

export function useUploadForm() {
  return useMutation({ mutationFn: postUploadForm });
}
