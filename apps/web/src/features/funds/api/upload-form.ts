import { useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import type { Protocol } from '@app/contract/funds';
import { call } from '../../../lib/api.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';

/**
 * POST /api/uploadform {num, url, catepay}: a manual USDT deposit, pending review. Creating an
 * order takes an Idempotency-Key: one per submission.
 */
export const uploadFormEndpoint = calls.uploadForm;

export interface UploadFormVariables {
  /** USDT quantity sent. */
  num: string;
  /** URL of the uploaded transfer screenshot. */
  url: string;
  catepay: Protocol;
}

export function postUploadForm(
  variables: UploadFormVariables,
): Promise<ResponseOf<typeof uploadFormEndpoint>> {
  return call(uploadFormEndpoint, variables, { idempotencyKey: newIdempotencyKey() });
}

export function useUploadForm() {
  return useMutation({ mutationFn: postUploadForm });
}
