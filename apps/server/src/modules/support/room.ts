import { ADMIN_ACCESS, staffMayCall } from '@app/contract/admin-roles';
import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE, REALTIME_ERROR } from '@app/contract/realtime';
import { SUPPORT_INBOX_ROOM } from '@app/contract/support';
import type { AppContext } from '../../platform/context.ts';
import {
  RealtimeRefusal,
  type RealtimeUser,
  type RoomType,
} from '../../platform/realtime/index.ts';
import { authenticateSocket } from '../auth/index.ts';
import { operatorOfToken } from '../operators/index.ts';
import { findConversation } from './support.service.ts';

/**
 * The support rooms (`/wss?roomid=…&_token=…`): `support-<conversation id>` carries that
 * conversation's messages, its closing and read marks (`SupportRoomEvent`); `support-inbox`
 * carries every conversation's news to operators (`SupportInboxEvent`). A player token joins only
 * its own conversation's room; an operator token (from /api/admin/login) joins any conversation's
 * room and the inbox. Messages are sent over HTTP (supportSend, admin/support/reply), where they
 * are checked, rate-limited and stored: the socket only listens.
 */

const ROOM = /^support-(?:(inbox)|([1-9]\d{0,14}))$/;

/** A player's token first (the common case), then an operator's. */
export async function authenticateSupport(
  ctx: AppContext,
  token: string,
): Promise<RealtimeUser | null> {
  const player = await authenticateSocket(ctx, token);
  if (player) return { ...player, kind: 'player' };
  const operator = await operatorOfToken(ctx, token);
  // Only the roles that may answer conversations (admin-roles: supportReply) listen to them.
  if (!operator || !staffMayCall(operator.role, ADMIN_ACCESS.supportReply)) return null;
  return {
    userId: operator.operatorId,
    name: operator.name,
    sessionKey: operator.tokenHash,
    kind: 'operator',
  };
}

export function supportRoomType(ctx: AppContext): RoomType {
  return {
    name: 'support',
    match: (roomid) => ROOM.test(roomid),
    authenticate: (token) => authenticateSupport(ctx, token),
    async onJoin(connection, room) {
      const operator = connection.user.kind === 'operator';
      if (room.id === SUPPORT_INBOX_ROOM) {
        if (!operator) throw new RealtimeRefusal(REALTIME_CLOSE.forbidden, MSG.forbidden);
        return { inbox: true };
      }
      const id = Number(ROOM.exec(room.id)![2]);
      const conversation = await findConversation(ctx.store.db, id);
      // Another player's conversation is answered as an unknown one: nothing tells them apart.
      if (!conversation || (!operator && conversation.user_id !== connection.user.userId)) {
        throw new RealtimeRefusal(REALTIME_CLOSE.roomUnknown, MSG.supportConversationUnknown);
      }
      return { conversation_id: conversation.id, state: conversation.state };
    },
    onMessage() {
      throw new RealtimeRefusal(REALTIME_ERROR.badMessage, MSG.wsMessageBad);
    },
  };
}
