import { defineEndpoint } from '../endpoint.ts';
import { empty } from '../api.ts';
import { inboxListPayload, inboxPage, inboxReadPayload, inboxUnread } from '../inbox.ts';

/**
 * The player app's calls of the area "inbox": the inbox (站内信; ours). Spread into `endpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const inboxArea = {
  messageList: defineEndpoint({
    method: 'POST',
    path: '/api/messageList',
    auth: 'player',
    summary: "The player's inbox (站内信), newest first, with each message's read state",
    payload: inboxListPayload,
    response: inboxPage,
  }),
  messageUnread: defineEndpoint({
    method: 'POST',
    path: '/api/messageUnread',
    auth: 'player',
    summary: 'How many inbox messages the player has not read',
    payload: empty,
    response: inboxUnread,
  }),
  messageRead: defineEndpoint({
    method: 'POST',
    path: '/api/messageRead',
    auth: 'player',
    summary: 'Marks one inbox message read, or all of them without an id; answers the unread count',
    payload: inboxReadPayload,
    response: inboxUnread,
  }),
} as const;
