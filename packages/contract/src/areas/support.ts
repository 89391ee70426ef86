import { defineEndpoint } from '../endpoint.ts';
import { empty } from '../api.ts';
import {
  supportMessagesData,
  supportMessagesPayload,
  supportOpenData,
  supportReadData,
  supportSendData,
  supportSendPayload,
} from '../support.ts';

/**
 * The player app's calls of the area "support": customer service's chat (ours: the spec names no
 * call; see docs/decisions/support.md). Spread into `endpoints` (endpoints.ts); how to add a call:
 * packages/contract/CONTEXT.md.
 */
export const supportArea = {
  supportOpen: defineEndpoint({
    method: 'POST',
    path: '/api/supportOpen',
    auth: 'player',
    summary:
      "Customer service: the player's open (else latest) conversation, null before the first",
    payload: empty,
    response: supportOpenData,
  }),
  supportMessages: defineEndpoint({
    method: 'POST',
    path: '/api/supportMessages',
    auth: 'player',
    summary: "Customer service: the player's messages before before_id, oldest first",
    payload: supportMessagesPayload,
    response: supportMessagesData,
  }),
  supportSend: defineEndpoint({
    method: 'POST',
    path: '/api/supportSend',
    auth: 'player',
    summary:
      'Customer service: sends a text or an uploaded image (opens a conversation if none is)',
    payload: supportSendPayload,
    response: supportSendData,
  }),
  supportRead: defineEndpoint({
    method: 'POST',
    path: '/api/supportRead',
    auth: 'player',
    summary: "Customer service: the operator's messages are read",
    payload: empty,
    response: supportReadData,
  }),
} as const;
