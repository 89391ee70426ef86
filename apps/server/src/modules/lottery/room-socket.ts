import type { z } from 'zod';
import { ADMIN_ACCESS, staffMayCall } from '@app/contract/admin-roles';
import { fillMessage, MSG } from '@app/contract/messages';
import { LOTTERY_CHAT_MAX, lotterySocketMessage } from '@app/contract/lottery';
import { LOTTERY_TYPE } from '@app/contract/lottery-constants';
import { parseBetCommand } from '@app/domain/lottery/bet-command';
import { REALTIME_CLOSE, REALTIME_ERROR } from '@app/contract/realtime';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { knownAnswer } from '../../platform/http/domain-errors.ts';
import {
  RealtimeRefusal,
  type RealtimeConnection,
  type RealtimeUser,
  type RoomType,
} from '../../platform/realtime/index.ts';
import { formatBeijing } from '../../platform/time.ts';
import { authenticateSocket } from '../auth/index.ts';
import { operatorOfToken } from '../operators/index.ts';
import { onPlayBlocked } from '../protection/index.ts';
import { findUser } from '../users/index.ts';
import { findRoom } from './catalogue.ts';
import { publishFeed, storeFeed } from './feed.ts';
import { mutedUntil } from './operations.ts';
import { placeOrder } from './orders.ts';

/**
 * A lottery room's socket (spec part 1 §7: `{base}/wss?roomid=<room_id>&_token=`): `{content}`
 * is a chat line, `{content, order, expect}` a bet placed exactly as POST /api/lotteryOrder
 * places it. Every chat line, bet and system message of the room is published to it.
 */

const ROOM_ID = /^[1-9]\d{0,8}$/;

/**
 * A player's session first; then an operator's whose role moderates room chat (admin-roles:
 * lotteryChat), who only listens (the console's live view of a room).
 */
async function authenticateRoom(ctx: AppContext, token: string): Promise<RealtimeUser | null> {
  const player = await authenticateSocket(ctx, token);
  if (player) return { ...player, kind: 'player' };
  const operator = await operatorOfToken(ctx, token);
  if (!operator || !staffMayCall(operator.role, ADMIN_ACCESS.lotteryChat)) return null;
  return {
    userId: operator.operatorId,
    name: operator.name,
    sessionKey: operator.tokenHash,
    kind: 'operator',
  };
}

/**
 * A time-out or exclusion that starts closes the player's sockets in lottery rooms on every node
 * (4403 with the block's message): the room they were betting in stops there.
 */
export function closeRoomsOnBlock(ctx: AppContext): void {
  onPlayBlocked(ctx, (event) => {
    ctx.realtime?.disconnect(
      (user, roomid) =>
        user.kind !== 'operator' && user.userId === event.userId && ROOM_ID.test(roomid),
      { code: REALTIME_CLOSE.forbidden, message: event.message },
    );
  });
}

export function lotteryRoomType(ctx: AppContext): RoomType {
  return {
    name: 'lottery',
    match: (roomid) => ROOM_ID.test(roomid),
    authenticate: (token) => authenticateRoom(ctx, token),
    async onJoin(connection, handle) {
      const found = await findRoom(ctx.store.db, Number(handle.id));
      // Operators watch closed rooms too.
      const operator = connection.user.kind === 'operator';
      if (!found || (found.room.status !== 1 && !operator)) {
        throw new RealtimeRefusal(REALTIME_CLOSE.roomUnknown, MSG.wsRoomUnknown);
      }
      return { room_id: found.room.id, title: found.room.title };
    },
    async onMessage(connection, handle, raw) {
      const parsed = lotterySocketMessage.safeParse(raw);
      if (!parsed.success) throw new RealtimeRefusal(REALTIME_ERROR.badMessage, MSG.wsMessageBad);
      const message = parsed.data;
      const roomId = Number(handle.id);
      if (connection.user.kind === 'operator') {
        throw new RealtimeRefusal(REALTIME_ERROR.refused, MSG.lotteryOperatorListenOnly);
      }
      if (message.order !== undefined) {
        await orderFromSocket(ctx, connection, roomId, message);
        return;
      }
      await chatFromSocket(ctx, connection, roomId, message);
    },
  };
}

type LotterySocketMessage = z.output<typeof lotterySocketMessage>;

/** A bet placed from the socket, answered on it; refused in the words of POST /api/lotteryOrder. */
async function orderFromSocket(
  ctx: AppContext,
  connection: RealtimeConnection,
  roomId: number,
  message: LotterySocketMessage,
): Promise<void> {
  if (message.order === undefined) return;
  if (message.expect === undefined) {
    throw new RealtimeRefusal(REALTIME_ERROR.badMessage, MSG.lotteryExpectInvalid);
  }
  try {
    const placed = await placeOrder(ctx, connection.user.userId, {
      roomId,
      expect: message.expect,
      order: message.order,
    });
    connection.send({ type: 'order', ok: true, ...placed });
  } catch (error) {
    // The same refusals, in the same words, as POST /api/lotteryOrder (余额不足 included).
    const answer = knownAnswer(error);
    if (answer) throw new RealtimeRefusal(REALTIME_ERROR.refused, answer.message);
    throw error;
  }
}

/**
 * A chat line: within the room's rate, not from a muted player, stored and published. In a
 * sum-of-three room a line that reads as a bet command (domain bet-command.ts: one that does not
 * parse, such as 大 or 13点, or one that does, sent without its order) is no chat: it is refused
 * with the bet format, as the player app answers it, so that no client posts a bet-like line that
 * the room would take for a bet.
 */
async function chatFromSocket(
  ctx: AppContext,
  connection: RealtimeConnection,
  roomId: number,
  message: LotterySocketMessage,
): Promise<void> {
  const content = (message.content ?? '').trim();
  if (content === '') throw new RealtimeRefusal(REALTIME_ERROR.refused, MSG.wsChatEmpty);
  if ([...content].length > LOTTERY_CHAT_MAX) {
    throw new RealtimeRefusal(REALTIME_ERROR.refused, MSG.wsChatTooLong);
  }
  const found = await findRoom(ctx.store.db, roomId);
  if (!found) throw new RealtimeRefusal(REALTIME_ERROR.refused, MSG.wsRoomUnknown);
  if (found.lottery.type === LOTTERY_TYPE.sumOfThree && parseBetCommand(content).kind !== 'chat') {
    throw new RealtimeRefusal(REALTIME_ERROR.refused, MSG.lotteryBetFormat);
  }
  const sent = await ctx.limiter.hit(`lottery.chat:${roomId}:${connection.user.userId}`, 60_000);
  if (sent > found.room.chatPerMinute) {
    throw new RealtimeRefusal(REALTIME_ERROR.tooFast, MSG.lotteryChatTooFast);
  }
  const now = ctx.clock.now();
  // A muted player may still bet (above), not speak.
  const until = await mutedUntil(ctx.store.db, roomId, connection.user.userId, now);
  if (until !== null) {
    throw new RealtimeRefusal(
      REALTIME_ERROR.refused,
      fillMessage(MSG.lotteryChatMuted, { time: formatBeijing(until).slice(0, 16) }),
    );
  }
  const player = await findUser(ctx.store, connection.user.userId);
  const stored = await inTransaction(ctx.store, (tx) =>
    storeFeed(
      tx,
      roomId,
      {
        left: 1,
        sysmsg: 0,
        user_id: connection.user.userId,
        author: connection.user.name,
        avatar: player?.avatar ?? '',
        headurl: player?.avatar ?? '',
        content,
        kind: 'chat',
        time: now,
      },
      now,
    ),
  );
  await publishFeed(ctx, roomId, [stored]);
}
