import { defineEndpoint } from '../endpoint.ts';
import {
  adminInboxPage,
  adminInboxPayload,
  adminInboxSendPayload,
  adminInboxSent,
} from '../inbox.ts';

/**
 * The operator's calls of the area "admin-inbox". Spread into `adminEndpoints` (endpoints.ts); how
 * to add a call: packages/contract/CONTEXT.md.
 */
export const adminInboxArea = {
  inbox: defineEndpoint({
    method: 'POST',
    path: '/api/admin/inbox',
    auth: 'operator',
    summary: 'Inbox messages sent (to one player or to all), newest first',
    payload: adminInboxPayload,
    response: adminInboxPage,
  }),
  inboxSend: defineEndpoint({
    method: 'POST',
    path: '/api/admin/inbox/send',
    auth: 'operator',
    summary: 'Sends an inbox message to one player, or to every player without user_id (audited)',
    payload: adminInboxSendPayload,
    response: adminInboxSent,
  }),
} as const;
