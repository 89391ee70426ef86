import { z } from 'zod';
import { idOf, optionalIdOf } from './ids.ts';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import { SUPPORT_LIMITS } from './support-constants.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/**
 * Customer service's built-in chat (ours; DESIGN §9 "customer service reaches a person"): the
 * player's calls (POST /api/supportOpen, supportMessages, supportSend, supportRead) and the
 * operator's (/api/admin/support/...). Live updates come over the realtime room
 * `support-<conversation id>` (publications `SupportRoomEvent`); operators also have
 * `support-inbox`. Times are Beijing "YYYY-MM-DD HH:mm:ss" strings, as in the spec's lists.
 */

export {
  SUPPORT_CHAT_ROUTE,
  SUPPORT_CHAT_URL,
  SUPPORT_INBOX_ROOM,
  SUPPORT_LIMITS,
  supportRoomId,
  type SupportSender,
  type SupportState,
} from './support-constants.ts';

const limit = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === ''
      ? SUPPORT_LIMITS.historyPageDefault
      : typeof v === 'string'
        ? Number(v)
        : v,
  z
    .number({ error: MSG.badRequest })
    .int({ error: MSG.badRequest })
    .min(1, { error: MSG.badRequest })
    .max(SUPPORT_LIMITS.historyPageMax, { error: MSG.badRequest }),
);

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: MSG.adminPageInvalid })
    .int({ error: MSG.adminPageInvalid })
    .min(1, { error: MSG.adminPageInvalid })
    .max(100_000, { error: MSG.adminPageInvalid }),
);

/** Text of a message: trimmed, at most SUPPORT_LIMITS.messageMax characters ('' when absent). */
const content = z.preprocess(
  (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: MSG.badRequest })
    .trim()
    .refine((s) => [...s].length <= SUPPORT_LIMITS.messageMax, {
      error: MSG.supportContentTooLong,
    }),
);

/** An image's address as POST /api/uploadToOss answered it ('' when absent). */
const image = z.preprocess(
  (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: MSG.supportImageInvalid })
    .trim()
    .max(SUPPORT_LIMITS.imageUrlMax, { error: MSG.supportImageInvalid }),
);

/** A message is a text or an image, never both, never neither. */
function oneKind<T extends { content: string; image: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.content === '' && value.image === '') {
    ctx.addIssue({ code: 'custom', message: MSG.supportContentEmpty });
  } else if (value.content !== '' && value.image !== '') {
    ctx.addIssue({ code: 'custom', message: MSG.supportOneKind });
  }
}

const sender = z.enum(['player', 'operator']);
const state = z.enum(['open', 'closed']);

/** One message of a conversation. */
export const supportMessage = z.object({
  id: z.number(),
  conversation_id: z.number(),
  sender,
  /** The text ('' for an image). */
  content: z.string(),
  /** The image's address ('' for a text). */
  image: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** A conversation as its player sees it. */
export const supportConversation = z.object({
  id: z.number(),
  state,
  /** The realtime room to join for its live messages. */
  room: z.string(),
  /** Operator messages the player has not read. */
  unread: z.number(),
  created_at: z.string(),
  last_message_at: z.string(),
  /** When the operator closed it ('' while open). */
  closed_at: z.string(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

// ---- the player's calls --------------------------------------------------------------------------

/** The player's latest conversation (open, else the last closed one), or null before the first. */
export const supportOpenData = z.object({ conversation: supportConversation.nullable() });

/** History across the player's conversations, older than `before_id`, oldest first. */
export const supportMessagesPayload = z.object({
  before_id: optionalIdOf(MSG.supportCursorInvalid),
  limit,
});
export const supportMessagesData = z.object({
  data: z.array(supportMessage),
  /** Older messages exist (ask again with before_id = the first id). */
  has_more: z.boolean(),
});

/** A text or an uploaded image; a closed (or no) conversation makes the message open a new one. */
export const supportSendPayload = z
  .object({ content, image })
  .superRefine((value, ctx) => oneKind(value, ctx));
export const supportSendData = z.object({
  message: supportMessage,
  conversation: supportConversation,
});

export const supportReadData = z.object({ unread: z.number() });

// ---- the operator's calls ------------------------------------------------------------------------

/** A conversation in the operator's list. */
export const adminSupportConversation = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  state,
  room: z.string(),
  /** Player messages no operator has read. */
  unread: z.number(),
  /** Operator messages the player has not read. */
  player_unread: z.number(),
  /** The last message's first characters ('[图片]' for an image). */
  last_message: z.string(),
  last_message_at: z.string(),
  created_at: z.string(),
  closed_at: z.string(),
});

export const adminSupportConversationsPayload = z.object({
  page,
  /** Only open or only closed ones; both by default (open first). */
  state: z.preprocess(
    (v: OptionalTextInput) => (v === null || v === '' ? undefined : v),
    z.enum(['open', 'closed'], { error: MSG.supportStateInvalid }).optional(),
  ),
});
export const adminSupportConversations = pageSchema(adminSupportConversation);

export const adminSupportConversationPayload = z.object({
  id: idOf(MSG.supportIdInvalid),
  before_id: optionalIdOf(MSG.supportCursorInvalid),
  limit,
});
export const adminSupportConversationData = z.object({
  conversation: adminSupportConversation,
  /** Oldest first; older ones with before_id. */
  messages: z.array(supportMessage),
  has_more: z.boolean(),
});

export const adminSupportReplyPayload = z
  .object({ id: idOf(MSG.supportIdInvalid), content, image })
  .superRefine((value, ctx) => oneKind(value, ctx));
export const adminSupportReplyData = z.object({ message: supportMessage });

export const adminSupportClosePayload = z.object({ id: idOf(MSG.supportIdInvalid) });
export const adminSupportCloseData = z.object({ conversation: adminSupportConversation });

// ---- the rooms' publications ---------------------------------------------------------------------

/**
 * What `support-<id>` carries: a new message, the conversation closed, or messages read by the
 * other side (`by`: who read).
 */
export type SupportRoomEvent =
  | { type: 'message'; message: SupportMessage }
  | { type: 'closed'; conversation_id: number; closed_at: string }
  | { type: 'read'; conversation_id: number; by: 'player' | 'operator' };

/** What `support-inbox` carries (operators only): which conversation changed and how. */
export type SupportInboxEvent =
  | { type: 'message'; conversation_id: number; user_id: number; message: SupportMessage }
  | { type: 'closed'; conversation_id: number };
