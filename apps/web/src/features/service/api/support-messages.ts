import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { supportKeys } from './keys.ts';

/**
 * POST /api/supportMessages {before_id?, limit?} → the player's messages across conversations,
 * oldest first (ours). Pages go back in time: the first is the latest, the next one holds what
 * came before its first message.
 */
export const supportMessagesEndpoint = calls.supportMessages;
export type SupportMessagesPage = ResponseOf<typeof supportMessagesEndpoint>;

export function useSupportMessages() {
  return useInfiniteQuery({
    queryKey: supportKeys.messages,
    queryFn: ({ pageParam }) =>
      call(supportMessagesEndpoint, pageParam === undefined ? {} : { before_id: pageParam }, {
        silent: true,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.data[0]?.id : undefined),
    staleTime: 0,
  });
}
