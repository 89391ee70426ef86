import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { supportKeys } from './keys.ts';

/**
 * POST /api/supportOpen {} → data.conversation: the player's open conversation, else the latest
 * (closed) one, else null before the first message (ours).
 */
export const supportOpenEndpoint = calls.supportOpen;
export type SupportOpenData = ResponseOf<typeof supportOpenEndpoint>;

export function useSupportConversation({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: supportKeys.open,
    queryFn: () => call(supportOpenEndpoint, {}, { silent: true }),
    staleTime: 0,
    enabled,
  });
}
