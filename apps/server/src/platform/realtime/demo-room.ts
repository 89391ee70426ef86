import { MSG } from '@app/contract/messages';
import { REALTIME_ERROR } from '@app/contract/realtime';
import type { Clock } from '../time.ts';
import { RealtimeRefusal, type RoomType } from './types.ts';

/** Longest chat line of the demo room, in characters. */
export const DEMO_CHAT_MAX = 200;

/**
 * A small chat room that proves the machinery: `roomid=demo-<name>`. Chat lines are published to
 * the room (with offsets, history and fan-out); `echo` answers only the sender.
 *   → {"type":"chat","content":"你好"} (or the spec's {"content":"你好"})
 *   ← {"type":"pub",…,"data":{"type":"chat","user_id":7,"author":"demo001","avatar":"",
 *        "content":"你好","sysmsg":0,"time":1700000000000}}
 *   → {"type":"echo","data":…}   ← {"type":"direct","roomid":"demo-…","data":{"echo":…}}
 */
export function demoRoomType(clock: Clock): RoomType {
  return {
    name: 'demo',
    match: (roomid) => /^demo-[A-Za-z0-9_-]{1,32}$/.test(roomid),
    onJoin: (_connection, room) => ({ title: room.id, online: room.localConnections() }),
    async onMessage(connection, room, message) {
      if (message.type === 'echo') {
        connection.send({ echo: message.data ?? null });
        return;
      }
      if (message.type !== undefined && message.type !== 'chat') {
        throw new RealtimeRefusal(REALTIME_ERROR.badMessage, MSG.wsMessageBad);
      }
      const content = typeof message.content === 'string' ? message.content.trim() : '';
      if (content === '') throw new RealtimeRefusal(REALTIME_ERROR.refused, MSG.wsChatEmpty);
      if ([...content].length > DEMO_CHAT_MAX) {
        throw new RealtimeRefusal(REALTIME_ERROR.refused, MSG.wsChatTooLong);
      }
      await room.publish({
        type: 'chat',
        user_id: connection.user.userId,
        author: connection.user.name,
        avatar: '',
        content,
        sysmsg: 0,
        time: clock.now(),
      });
    },
  };
}
