import { defineEndpoint } from '../endpoint.ts';
import {
  adminSupportCloseData,
  adminSupportClosePayload,
  adminSupportConversationData,
  adminSupportConversationPayload,
  adminSupportConversations,
  adminSupportConversationsPayload,
  adminSupportReplyData,
  adminSupportReplyPayload,
} from '../support.ts';

/**
 * The operator's calls of the area "admin-support". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminSupportArea = {
  supportConversations: defineEndpoint({
    method: 'POST',
    path: '/api/admin/support/conversations',
    auth: 'operator',
    summary: 'Support chat: conversations, open first, with unread counts',
    payload: adminSupportConversationsPayload,
    response: adminSupportConversations,
  }),
  supportConversation: defineEndpoint({
    method: 'POST',
    path: '/api/admin/support/conversation',
    auth: 'operator',
    summary: "Support chat: one conversation's messages (marks the player's read)",
    payload: adminSupportConversationPayload,
    response: adminSupportConversationData,
  }),
  supportReply: defineEndpoint({
    method: 'POST',
    path: '/api/admin/support/reply',
    auth: 'operator',
    summary: 'Support chat: replies with a text or an uploaded image (audited)',
    payload: adminSupportReplyPayload,
    response: adminSupportReplyData,
  }),
  supportClose: defineEndpoint({
    method: 'POST',
    path: '/api/admin/support/close',
    auth: 'operator',
    summary: 'Support chat: closes a conversation (audited)',
    payload: adminSupportClosePayload,
    response: adminSupportCloseData,
  }),
} as const;
