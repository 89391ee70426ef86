import { INBOX_LIMITS, type InboxKind, type InboxMessage } from '@app/contract/inbox';
import type { Page } from '@app/contract/envelope';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { formatBeijing } from '../../platform/time.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { notifyPlayer } from './room.ts';
import { highestUserId, userExists, usernames } from '../users/index.ts';

/** A message to send: to one player, or (userId null) to every player registered now. */
export interface OutgoingMessage {
  userId: number | null;
  kind: InboxKind;
  title: string;
  content: string;
  operatorId?: number;
}

/**
 * Sends an inbox message inside the caller's transaction, so the message exists exactly when the
 * event it reports does (a deposit approved and its message commit or roll back together).
 * Texts longer than the columns are cut, never refused: an event must not fail for its message.
 */
export async function sendInbox(
  ctx: Pick<AppContext, 'clock'> & Partial<Pick<AppContext, 'realtime' | 'log'>>,
  tx: Tx,
  message: OutgoingMessage,
): Promise<number> {
  const row = await tx
    .insertInto('inbox_messages')
    .values({
      user_id: message.userId,
      upto_user_id: message.userId === null ? await highestUserId(tx) : null,
      kind: message.kind,
      title: [...message.title].slice(0, INBOX_LIMITS.titleMax).join(''),
      content: [...message.content].slice(0, INBOX_LIMITS.contentMax).join(''),
      operator_id: message.operatorId ?? null,
      created_at: ctx.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The player's open screens refetch once this commits (a message to all tells no one: it
  // reports no change to anyone's own data).
  if (message.userId !== null) notifyPlayer(ctx, message.userId, message.kind);
  return row.id;
}

/** Who reads: the player (messages to all sent before they registered are not theirs). */
interface Reader {
  userId: number;
}

/** The messages a reader may see: their own, and those to all sent since they registered. */
function visibleTo(reader: Reader) {
  return (eb: ExpressionBuilder<Database, 'inbox_messages'>) =>
    eb.or([
      eb('inbox_messages.user_id', '=', reader.userId),
      eb.and([
        eb('inbox_messages.user_id', 'is', null),
        eb('inbox_messages.upto_user_id', '>=', reader.userId),
      ]),
    ]);
}

function unreadBy(reader: Reader) {
  return (eb: ExpressionBuilder<Database, 'inbox_messages'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('inbox_reads')
          .select('inbox_reads.message_id')
          .whereRef('inbox_reads.message_id', '=', 'inbox_messages.id')
          .where('inbox_reads.user_id', '=', reader.userId),
      ),
    );
}

async function countUnread(db: Tx | Store['db'], reader: Reader): Promise<number> {
  const row = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where(visibleTo(reader))
    .where(unreadBy(reader))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** POST /api/messageList: the player's messages, newest first, with their read state. */
export async function inboxPage(
  ctx: AppContext,
  userId: number,
  page: number,
): Promise<Page<InboxMessage>> {
  const reader = { userId };
  const size = INBOX_LIMITS.pageSize;
  const [rows, count] = await Promise.all([
    ctx.store.db
      .selectFrom('inbox_messages')
      .leftJoin('inbox_reads', (join) =>
        join
          .onRef('inbox_reads.message_id', '=', 'inbox_messages.id')
          .on('inbox_reads.user_id', '=', userId),
      )
      .select([
        'inbox_messages.id',
        'inbox_messages.kind',
        'inbox_messages.title',
        'inbox_messages.content',
        'inbox_messages.created_at',
        'inbox_reads.read_at',
      ])
      .where(visibleTo(reader))
      .orderBy('inbox_messages.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    ctx.store.db
      .selectFrom('inbox_messages')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where(visibleTo(reader))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind as InboxKind,
      title: r.title,
      content: r.content,
      created_at: formatBeijing(r.created_at),
      read: r.read_at === null ? 0 : 1,
    })),
    total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / size)),
  };
}

/** POST /api/messageUnread. */
export async function unreadCount(ctx: AppContext, userId: number): Promise<number> {
  return countUnread(ctx.store.db, { userId });
}

/**
 * POST /api/messageRead: one message (404 when it is not the player's) or every unread one.
 * Answers the unread count after it.
 */
export async function markRead(
  ctx: AppContext,
  userId: number,
  id: number | undefined,
): Promise<number> {
  const reader = { userId };
  const now = ctx.clock.now();
  return inTransaction(ctx.store, async (tx) => {
    if (id !== undefined) {
      const message = await tx
        .selectFrom('inbox_messages')
        .select('id')
        .where('id', '=', id)
        .where(visibleTo(reader))
        .executeTakeFirst();
      if (!message) throw new DomainError('inbox_message_invalid');
      await tx
        .insertInto('inbox_reads')
        .values({ message_id: id, user_id: userId, read_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
        .execute();
    } else {
      await tx
        .insertInto('inbox_reads')
        .columns(['message_id', 'user_id', 'read_at'])
        .expression((eb) =>
          eb
            .selectFrom('inbox_messages')
            .select((s) => [
              'inbox_messages.id',
              s.val(userId).as('user_id'),
              s.val(now).as('read_at'),
            ])
            .where(visibleTo(reader))
            .where(unreadBy(reader)),
        )
        .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
        .execute();
    }
    return countUnread(tx, reader);
  });
}

/** POST /api/admin/inbox/send: to one player (404 when unknown) or to all; audited. */
export async function operatorSend(
  ctx: AppContext,
  actor: Actor,
  message: { userId: number | undefined; title: string; content: string },
): Promise<number> {
  if (message.userId !== undefined && !(await userExists(ctx, message.userId))) {
    throw new DomainError('inbox_user_unknown');
  }
  return inTransaction(ctx.store, async (tx) => {
    const id = await sendInbox(ctx, tx, {
      userId: message.userId ?? null,
      kind: 'operator',
      title: message.title,
      content: message.content,
      operatorId: actor.operatorId,
    });
    await recordAudit(
      ctx,
      tx,
      actor,
      'inbox.send',
      message.userId === undefined ? 'inbox:all' : `user:${message.userId}`,
      { id, title: message.title, content: message.content },
    );
    return id;
  });
}

/** POST /api/admin/inbox: the messages sent, newest first (one player's, or all). */
export async function sentPage(ctx: AppContext, page: number, userId: number | undefined) {
  const size = INBOX_LIMITS.pageSize;
  let rows = ctx.store.db.selectFrom('inbox_messages').selectAll();
  let count = ctx.store.db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'));
  if (userId !== undefined) {
    rows = rows.where('user_id', '=', userId);
    count = count.where('user_id', '=', userId);
  }
  const [list, n] = await Promise.all([
    rows
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const names = await usernames(
    ctx.store.db,
    list.flatMap((r) => (r.user_id === null ? [] : [r.user_id])),
  );
  const total = Number(n.n);
  return {
    data: list.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      username: r.user_id === null ? null : (names.get(r.user_id) ?? null),
      kind: r.kind as InboxKind,
      title: r.title,
      content: r.content,
      created_at: formatBeijing(r.created_at),
    })),
    total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / size)),
  };
}
