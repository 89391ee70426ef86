import {
  SUPPORT_INBOX_ROOM,
  SUPPORT_LIMITS,
  supportRoomId,
  type SupportConversation,
  type SupportInboxEvent,
  type SupportMessage,
  type SupportRoomEvent,
} from '@app/contract/support';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import type { SupportConversationsTable, SupportMessagesTable } from './tables.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { beijingDayStart, formatBeijing } from '../../platform/time.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { pinAnyUpload, pinUpload } from '../uploads/index.ts';
import { usernames } from '../users/index.ts';

/**
 * Customer service's chat (see CONTEXT.md): a player's conversations with the operators, their
 * messages, unread counts, and what goes out over the rooms after each change commits.
 */

type ConversationRow = Selectable<SupportConversationsTable>;
type MessageRow = Selectable<SupportMessagesTable>;
type Db = Tx | Store['db'];

const MINUTE_MS = 60_000;
const unknownConversation = () => new DomainError('support_conversation_unknown');
/** What the operator's list shows for an image. */
export const IMAGE_PREVIEW = '[图片]';

/** A text or an image, as the contract's payloads carry it (exactly one is non-empty). */
export interface MessageBody {
  content: string;
  image: string;
}

export function messageView(row: MessageRow): SupportMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender: row.sender,
    content: row.content,
    image: row.image,
    created_at: formatBeijing(row.created_at),
  };
}

export function conversationView(row: ConversationRow): SupportConversation {
  return {
    id: row.id,
    state: row.state,
    room: supportRoomId(row.id),
    unread: row.unread_player,
    created_at: formatBeijing(row.created_at),
    last_message_at: formatBeijing(row.last_message_at),
    closed_at: row.closed_at === null ? '' : formatBeijing(row.closed_at),
  };
}

function preview(body: MessageBody): string {
  if (body.image !== '') return IMAGE_PREVIEW;
  return [...body.content].slice(0, SUPPORT_LIMITS.previewMax).join('');
}

/** Publishes after the change committed; a failed publication loses only the live update. */
async function publish(
  ctx: AppContext,
  conversationId: number,
  event: SupportRoomEvent,
  inbox?: SupportInboxEvent,
): Promise<void> {
  try {
    await ctx.realtime?.publish(supportRoomId(conversationId), event);
    if (inbox) await ctx.realtime?.publish(SUPPORT_INBOX_ROOM, inbox);
  } catch (error) {
    ctx.log?.warn({ err: error, conversationId }, 'support publication failed');
  }
}

export async function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('support_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The player's open conversation, else the latest closed one; undefined before the first. */
async function latestConversation(db: Db, userId: number): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function lockConversation(
  ctx: AppContext,
  tx: Tx,
  id: number,
): Promise<ConversationRow | undefined> {
  let query = tx.selectFrom('support_conversations').selectAll().where('id', '=', id);
  if (ctx.store.dialect === 'postgres') query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

/** Messages before `beforeId` (all when undefined) matching `where`, oldest first. */
async function messagesPage(
  db: Db,
  where: { userId: number } | { conversationId: number },
  beforeId: number | undefined,
  limit: number,
): Promise<{ data: SupportMessage[]; has_more: boolean }> {
  let query = db.selectFrom('support_messages').selectAll();
  query =
    'userId' in where
      ? query.where('user_id', '=', where.userId)
      : query.where('conversation_id', '=', where.conversationId);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const has_more = rows.length > limit;
  return { data: rows.slice(0, limit).reverse().map(messageView), has_more };
}

// ---- the player's side -----------------------------------------------------------------------------

/** POST /api/supportOpen: the player's open conversation, else the latest, else null. */
export async function openForPlayer(
  ctx: AppContext,
  userId: number,
): Promise<{ conversation: SupportConversation | null }> {
  const row = await latestConversation(ctx.store.db, userId);
  return { conversation: row ? conversationView(row) : null };
}

/** POST /api/supportMessages: the player's history across conversations, oldest first. */
export function playerMessages(
  ctx: AppContext,
  userId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return messagesPage(ctx.store.db, { userId }, beforeId, limit);
}

/**
 * POST /api/supportSend: a text or the player's own uploaded image, into the open conversation;
 * without one, the message opens a new conversation (at most SUPPORT_LIMITS.conversationsPerDay a
 * Beijing day). Rate: SUPPORT_LIMITS.messagesPerMinute, refused attempts included.
 */
export async function sendFromPlayer(
  ctx: AppContext,
  userId: number,
  body: MessageBody,
): Promise<{ message: SupportMessage; conversation: SupportConversation }> {
  if (
    (await ctx.limiter.hit(`support.send:${userId}`, MINUTE_MS)) > SUPPORT_LIMITS.messagesPerMinute
  ) {
    throw new DomainError('support_too_fast');
  }
  const now = ctx.clock.now();
  const { message, conversation, opened } = await inTransaction(ctx.store, async (tx) => {
    let open = await tx
      .selectFrom('support_conversations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', '=', 'open')
      .executeTakeFirst();
    let opened = false;
    if (!open) {
      const today = await tx
        .selectFrom('support_conversations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', beijingDayStart(now))
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= SUPPORT_LIMITS.conversationsPerDay) {
        throw new DomainError('support_too_many_conversations');
      }
      // The partial unique index refuses a second open one; inTransaction retries the race, and
      // the retry finds the conversation the other message opened.
      const { id } = await tx
        .insertInto('support_conversations')
        .values({
          user_id: userId,
          state: 'open',
          unread_player: 0,
          unread_operator: 0,
          last_message: '',
          last_message_at: now,
          closed_at: null,
          closed_by: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      open = (await lockConversation(ctx, tx, id))!;
      opened = true;
    } else {
      open = (await lockConversation(ctx, tx, open.id))!;
    }
    if (body.image !== '' && !(await pinUpload(tx, { userId, url: body.image, at: now }))) {
      // The same answer for an unknown address and another player's: nothing tells them apart.
      throw new DomainError('support_image_invalid');
    }
    const message = await insertMessage(tx, open, body, 'player', null, now);
    await tx
      .updateTable('support_conversations')
      .set((eb) => ({
        unread_operator: eb('unread_operator', '+', 1),
        last_message: preview(body),
        last_message_at: now,
      }))
      .where('id', '=', open.id)
      .execute();
    const conversation = (await findConversation(tx, open.id))!;
    return { message, conversation, opened };
  });
  const view = messageView(message);
  if (opened)
    ctx.log?.info({ conversationId: conversation.id, userId }, 'support conversation opened');
  await publish(
    ctx,
    conversation.id,
    { type: 'message', message: view },
    { type: 'message', conversation_id: conversation.id, user_id: userId, message: view },
  );
  return { message: view, conversation: conversationView(conversation) };
}

async function insertMessage(
  tx: Tx,
  conversation: ConversationRow,
  body: MessageBody,
  sender: 'player' | 'operator',
  operatorId: number | null,
  now: number,
): Promise<MessageRow> {
  return tx
    .insertInto('support_messages')
    .values({
      conversation_id: conversation.id,
      user_id: conversation.user_id,
      sender,
      operator_id: operatorId,
      content: body.content,
      image: body.image,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** POST /api/supportRead: the operator's messages are read (every conversation of the player). */
export async function readForPlayer(ctx: AppContext, userId: number): Promise<{ unread: number }> {
  const changed = await ctx.store.db
    .updateTable('support_conversations')
    .set({ unread_player: 0 })
    .where('user_id', '=', userId)
    .where('unread_player', '>', 0)
    .returning('id')
    .execute();
  for (const { id } of changed) {
    await publish(ctx, id, { type: 'read', conversation_id: id, by: 'player' });
  }
  return { unread: 0 };
}

// ---- the operator's side ---------------------------------------------------------------------------

export interface AdminConversation {
  id: number;
  user_id: number;
  username: string;
  state: 'open' | 'closed';
  room: string;
  unread: number;
  player_unread: number;
  last_message: string;
  last_message_at: string;
  created_at: string;
  closed_at: string;
}

async function adminViews(db: Db, rows: ConversationRow[]): Promise<AdminConversation[]> {
  const names = await usernames(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    username: names.get(row.user_id) ?? '',
    state: row.state,
    room: supportRoomId(row.id),
    unread: row.unread_operator,
    player_unread: row.unread_player,
    last_message: row.last_message,
    last_message_at: formatBeijing(row.last_message_at),
    created_at: formatBeijing(row.created_at),
    closed_at: row.closed_at === null ? '' : formatBeijing(row.closed_at),
  }));
}

/** POST /api/admin/support/conversations: open first, then by the latest message. */
export async function listConversations(
  ctx: AppContext,
  page: number,
  state: 'open' | 'closed' | undefined,
) {
  const size = SUPPORT_LIMITS.adminPageSize;
  let count = ctx.store.db
    .selectFrom('support_conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  let rows = ctx.store.db.selectFrom('support_conversations').selectAll();
  if (state) {
    count = count.where('state', '=', state);
    rows = rows.where('state', '=', state);
  }
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const found = await rows
    // 'open' sorts after 'closed': descending puts the open ones first.
    .orderBy('state', 'desc')
    .orderBy('last_message_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return {
    data: await adminViews(ctx.store.db, found),
    total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / size)),
  };
}

/**
 * POST /api/admin/support/conversation: its messages (a page before `beforeId`); the player's
 * messages count as read by the operators (not audited: reading changes nothing of record).
 */
export async function openConversation(
  ctx: AppContext,
  id: number,
  beforeId: number | undefined,
  limit: number,
) {
  let row = await findConversation(ctx.store.db, id);
  if (!row) throw unknownConversation();
  if (row.unread_operator > 0) {
    await ctx.store.db
      .updateTable('support_conversations')
      .set({ unread_operator: 0 })
      .where('id', '=', id)
      .execute();
    row = { ...row, unread_operator: 0 };
    await publish(ctx, id, { type: 'read', conversation_id: id, by: 'operator' });
  }
  const page = await messagesPage(ctx.store.db, { conversationId: id }, beforeId, limit);
  const [conversation] = await adminViews(ctx.store.db, [row]);
  return { conversation: conversation!, messages: page.data, has_more: page.has_more };
}

/**
 * POST /api/admin/support/reply: a text or an uploaded image into an open conversation (409 when
 * closed), audited in the same transaction.
 */
export async function replyToConversation(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: MessageBody,
): Promise<{ message: SupportMessage }> {
  const now = ctx.clock.now();
  const message = await inTransaction(ctx.store, async (tx) => {
    const row = await lockConversation(ctx, tx, id);
    if (!row) throw unknownConversation();
    if (row.state !== 'open') throw new DomainError('support_conversation_closed');
    if (body.image !== '' && !(await pinAnyUpload(tx, { url: body.image, at: now }))) {
      throw new DomainError('support_image_invalid');
    }
    const message = await insertMessage(tx, row, body, 'operator', actor.operatorId, now);
    await tx
      .updateTable('support_conversations')
      .set((eb) => ({
        unread_player: eb('unread_player', '+', 1),
        unread_operator: 0,
        last_message: preview(body),
        last_message_at: now,
      }))
      .where('id', '=', id)
      .execute();
    await recordAudit(ctx, tx, actor, 'support.reply', `support:${id}`, {
      message_id: message.id,
      user_id: row.user_id,
      kind: body.image !== '' ? 'image' : 'text',
      ...(body.image !== '' ? { image: body.image } : { length: [...body.content].length }),
    });
    return message;
  });
  const view = messageView(message);
  await publish(
    ctx,
    id,
    { type: 'message', message: view },
    { type: 'message', conversation_id: id, user_id: message.user_id, message: view },
  );
  return { message: view };
}

/** POST /api/admin/support/close: the conversation ends (409 when already closed), audited. */
export async function closeConversation(ctx: AppContext, actor: Actor, id: number) {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.store, async (tx) => {
    const row = await lockConversation(ctx, tx, id);
    if (!row) throw unknownConversation();
    if (row.state !== 'open') throw new DomainError('support_conversation_closed');
    await tx
      .updateTable('support_conversations')
      .set({ state: 'closed', closed_at: now, closed_by: actor.operatorId })
      .where('id', '=', id)
      .execute();
    await recordAudit(ctx, tx, actor, 'support.close', `support:${id}`, {
      user_id: row.user_id,
    });
    return (await findConversation(tx, id))!;
  });
  await publish(
    ctx,
    id,
    { type: 'closed', conversation_id: id, closed_at: formatBeijing(now) },
    { type: 'closed', conversation_id: id },
  );
  const [conversation] = await adminViews(ctx.store.db, [row]);
  return { conversation: conversation! };
}
