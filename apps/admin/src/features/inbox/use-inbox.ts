import { adminCalls } from '@app/contract/endpoint-routes';
import { useAction, useCall } from '../../lib/query.ts';
import { USE_INBOX } from './strings.ts';

/** The messages sent, newest first, 20 a page (one player's when `userId` is given). */
export function useSentMessages(page: number, userId: number | undefined) {
  return useCall(
    adminCalls.inbox,
    { page, user_id: userId },
    { placeholderData: (previous) => previous },
  );
}

/** Sends a message to one player (by id or account name) or to every player; audited. */
export function useSendMessage(onSent: () => void) {
  return useAction(adminCalls.inboxSend, {
    invalidate: [adminCalls.inbox],
    success: USE_INBOX.success,
    onSuccess: onSent,
  });
}
