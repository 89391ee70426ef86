import { z } from 'zod';
import { optionalIdOf } from './ids.ts';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';
import { INBOX_KINDS } from './inbox-constants.ts';

export {
  INBOX_KINDS,
  INBOX_ROOM_PATTERN,
  inboxRoomId,
  type InboxKind,
  type InboxRoomEvent,
} from './inbox-constants.ts';

/**
 * The inbox (站内信, spec part 1 §2 /message tab 2; the calls are ours: the spec shows the tab and
 * a paged list but names no call). A message is sent to one player or to every player, by the
 * system on an event the player cares about (deposit, withdrawal, activity application, VIP level,
 * rebate) or by an operator. Each player has their own read state.
 */

export const INBOX_LIMITS = {
  titleMax: 64,
  contentMax: 2000,
  pageSize: 20,
} as const;

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z.number({ error: MSG.badRequest }).int().min(1).max(100_000),
);

const messageId = optionalIdOf(MSG.inboxMessageInvalid);

// POST /api/messageList {page} -> Page<InboxMessage>, newest first
export const inboxListPayload = z.object({ page });
export const inboxMessage = z.object({
  id: z.number(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  content: z.string(),
  /** Beijing time, 'YYYY-MM-DD HH:mm:ss'. */
  created_at: z.string(),
  /** 1 once the player opened it (or marked all read). */
  read: z.union([z.literal(0), z.literal(1)]),
});
export type InboxMessage = z.infer<typeof inboxMessage>;
export const inboxPage = pageSchema(inboxMessage);

// POST /api/messageUnread {} -> {unread}
export const inboxUnread = z.object({ unread: z.number() });
export type InboxUnread = z.infer<typeof inboxUnread>;

// POST /api/messageRead {id?} -> {unread}: marks one message read, or every message without an id
export const inboxReadPayload = z.object({ id: messageId });

// ---- the operator's calls -----------------------------------------------------------------------

const title = z.preprocess(
  (v: OptionalTextInput) => v ?? '',
  z
    .string({ error: MSG.inboxTitleInvalid })
    .trim()
    .min(1, { error: MSG.inboxTitleInvalid })
    .max(INBOX_LIMITS.titleMax, { error: MSG.inboxTitleInvalid }),
);
const content = z.preprocess(
  (v: OptionalTextInput) => v ?? '',
  z
    .string({ error: MSG.inboxContentInvalid })
    .trim()
    .min(1, { error: MSG.inboxContentInvalid })
    .max(INBOX_LIMITS.contentMax, { error: MSG.inboxContentInvalid }),
);

// POST /api/admin/inbox/send {user_id?, username?, title, content} -> {id}: to one player (by id,
// or by account name when no id is given), or (neither) to every player registered at the time of
// sending
export const adminInboxSendPayload = z.object({
  user_id: optionalIdOf(MSG.inboxUserInvalid),
  username: z.preprocess(
    (v: OptionalTextInput) => (v === null || v === undefined ? undefined : v),
    z
      .string({ error: MSG.inboxUserInvalid })
      .trim()
      .max(32, { error: MSG.inboxUserInvalid })
      .transform((s) => (s === '' ? undefined : s))
      .optional(),
  ),
  title,
  content,
});
export type AdminInboxSendPayload = z.output<typeof adminInboxSendPayload>;
export const adminInboxSent = z.object({ id: z.number() });

// POST /api/admin/inbox {page, user_id?} -> Page<AdminInboxMessage>, newest first
export const adminInboxPayload = z.object({
  page,
  user_id: adminInboxSendPayload.shape.user_id,
});
export const adminInboxMessage = z.object({
  id: z.number(),
  /** null: sent to every player. */
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export const adminInboxPage = pageSchema(adminInboxMessage);
