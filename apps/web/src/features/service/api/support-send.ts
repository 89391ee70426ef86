import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf, ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { supportKeys } from './keys.ts';

/**
 * POST /api/supportSend {content} or {image} → the stored message and its conversation (ours). A
 * message sent when no conversation is open opens a new one. A refusal (too long, too fast, an
 * image that is not the player's) shows the server's message as a toast.
 */
export const supportSendEndpoint = calls.supportSend;
export type SupportSendData = ResponseOf<typeof supportSendEndpoint>;

export function useSupportSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayloadOf<typeof supportSendEndpoint>) => call(supportSendEndpoint, body),
    onSuccess: (data) => {
      queryClient.setQueryData(supportKeys.open, { conversation: data.conversation });
    },
  });
}
