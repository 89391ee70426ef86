import {
  INBOX_ROOM_PATTERN,
  inboxRoomId,
  type InboxKind,
  type InboxRoomEvent,
} from '@app/contract/inbox';
import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE, REALTIME_ERROR } from '@app/contract/realtime';
import type { AppContext } from '../../platform/context.ts';
import { afterCommit } from '../../platform/db/transaction.ts';
import { RealtimeRefusal, type RoomType } from '../../platform/realtime/index.ts';

/**
 * The player's own room, `inbox-<player id>`: the player's token joins only their own (another
 * id is answered as forbidden); the socket only listens. `{type:'inbox', kind}` is published there
 * once an event that concerns the player has committed (see `notifyPlayer`), so every screen the
 * player has open refetches what the event changed instead of showing it stale until a reload.
 */
export function inboxRoomType(): RoomType {
  return {
    name: 'inbox',
    match: (roomid) => INBOX_ROOM_PATTERN.test(roomid),
    onJoin(connection, room) {
      const id = Number(INBOX_ROOM_PATTERN.exec(room.id)![1]);
      if (connection.user.kind === 'operator' || connection.user.userId !== id) {
        throw new RealtimeRefusal(REALTIME_CLOSE.forbidden, MSG.forbidden);
      }
      return { user_id: id };
    },
    onMessage() {
      throw new RealtimeRefusal(REALTIME_ERROR.badMessage, MSG.wsMessageBad);
    },
  };
}

/**
 * Tells the player's open screens that an event of `kind` changed their data, once the caller's
 * transaction has committed (nothing when it rolls back, and never before the change is
 * readable). Without realtime (tests, a server started without it) it does nothing; a failed
 * publication is logged, never thrown: the event itself has happened.
 */
export function notifyPlayer(
  ctx: Partial<Pick<AppContext, 'realtime' | 'log'>>,
  userId: number,
  kind: InboxKind,
): void {
  const realtime = ctx.realtime;
  if (!realtime) return;
  const event: InboxRoomEvent = { type: 'inbox', kind };
  afterCommit(() => {
    realtime.publish(inboxRoomId(userId), event).catch((error: unknown) => {
      ctx.log?.warn({ err: error, userId }, 'inbox room publication failed');
    });
  });
}
