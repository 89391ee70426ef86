import type { LotteryChatMessage } from '@app/contract/lottery';
import { LOTTERY_CHAT_KEPT } from '@app/contract/lottery';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';

/**
 * A room's feed: chat lines, bets and system messages (spec part 1 §3 Chat message). Each message
 * is stored (the last ones are the room's `chatdata`) in the transaction that made it, then
 * published to the room's socket after that transaction commits (DESIGN §7).
 */

export type FeedMessage = Omit<LotteryChatMessage, 'id'>;

/** The socket room of a lottery room: the spec's client joins `roomid=<room_id>`. */
export const socketRoomOf = (roomId: number): string => String(roomId);

/** Stores a message of the room; answers it with its id. */
export async function storeFeed(
  tx: Tx,
  roomId: number,
  message: FeedMessage,
  now: number,
): Promise<LotteryChatMessage> {
  const row = await tx
    .insertInto('lottery_chat')
    .values({
      room_id: roomId,
      user_id: message.user_id,
      kind: message.kind,
      message: JSON.stringify(message),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(row.id), ...message };
}

/** Publishes stored messages to the room (best effort: the feed in the database is the record). */
export async function publishFeed(
  ctx: AppContext,
  roomId: number,
  messages: readonly LotteryChatMessage[],
): Promise<void> {
  if (!ctx.realtime) return;
  for (const message of messages) {
    try {
      await ctx.realtime.publish(socketRoomOf(roomId), message);
    } catch (error) {
      ctx.log?.warn({ err: error, roomId }, 'lottery: publish failed');
    }
  }
}

/**
 * The round's system lines that the room's head shows already (issue, countdown, 封盘, 开奖中):
 * stored and published (a client moves its room by `open`), never part of `chatdata`, so they
 * take none of its places from players' messages.
 */
const HEAD_ONLY_KINDS = ['open', 'seal', 'drawing'];

/**
 * The room's latest messages, oldest first (its `chatdata`); removed ones and the round's
 * head-only lines are left out.
 */
export async function recentFeed(
  ctx: AppContext,
  roomId: number,
  limit: number = LOTTERY_CHAT_KEPT,
): Promise<LotteryChatMessage[]> {
  const rows = await ctx.store.db
    .selectFrom('lottery_chat')
    .select(['id', 'message'])
    .where('room_id', '=', roomId)
    .where('removed_at', 'is', null)
    .where('kind', 'not in', HEAD_ONLY_KINDS)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows
    .reverse()
    .map((row) => ({ ...(JSON.parse(row.message) as FeedMessage), id: String(row.id) }));
}

/** A system message (sysmsg 1) of the room. */
export function systemMessage(
  kind: 'open' | 'seal' | 'drawing' | 'result' | 'win',
  content: string,
  now: number,
  extra: Partial<FeedMessage> = {},
): FeedMessage {
  return {
    left: 1,
    sysmsg: 1,
    user_id: 0,
    author: '系统消息',
    avatar: '',
    headurl: '',
    content,
    kind,
    time: now,
    ...extra,
  };
}
