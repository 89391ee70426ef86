import { useEffect, useRef, useState } from 'react';
import type { LotteryChatRemoval } from '@app/contract/admin-lottery';
import type { LotteryChatMessage } from '@app/contract/lottery';
import {
  connectRealtime,
  type RealtimeConnection,
  type RealtimeStatus,
} from '@app/web-client/realtime';
import { CHAT_KEPT_ON_SCREEN } from './constants.ts';

/** The socket room of a lottery room: its id as the server names it. */
export function socketRoomId(roomId: number): string {
  return String(roomId);
}

export interface RoomSocketEvents {
  /** The socket's history was lost, or a fresh start may have missed messages: refetch the room. */
  onRoomChanged: () => void;
  /**
   * Every message as it arrives: bets and wins to follow one's own orders, `open` and `result` to
   * move the room to the new issue or draw (their data is what the room's view needs).
   */
  onMessage: (message: LotteryChatMessage) => void;
  /** A refusal with its Chinese message. */
  onRefused: (message: string) => void;
  /** A message to this client alone (the server's answer to a bet sent over the socket). */
  onDirect: (data: unknown) => void;
}

export interface RoomSocket {
  status: RealtimeStatus;
  /** The messages that came over the socket since the page opened (newest last, bounded). */
  live: LotteryChatMessage[];
  /** Ids of messages an operator removed since the page opened: not shown, whatever their source. */
  removed: ReadonlySet<string>;
  /** The player's id as the socket's welcome says. */
  userId: number | null;
  /** Sends a JSON message; false when the socket is not open. */
  send: (message: Record<string, unknown>) => boolean;
}

/**
 * The room's socket while the page is open (spec part 1 §7: `/wss?roomid=&_token=`, ping every
 * 3 s). A publication of a lottery room is a chat message (chat, bet, open, seal, drawing,
 * result, win) or the removal of one by an operator (`{kind:'removed', removed_id}`). The room is
 * refetched only when messages may have been missed (a fresh start, a lost history).
 */
export function useRoomSocket(
  roomId: number | null,
  token: string | null,
  events: RoomSocketEvents,
): RoomSocket {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const [live, setLive] = useState<LotteryChatMessage[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [userId, setUserId] = useState<number | null>(null);
  const connection = useRef<RealtimeConnection | null>(null);
  const handlers = useRef(events);
  useEffect(() => {
    handlers.current = events;
  });

  useEffect(() => {
    if (roomId === null || token === null) return;
    setLive([]);
    setRemoved(new Set());
    const socket = connectRealtime<LotteryChatMessage | LotteryChatRemoval>({
      roomid: socketRoomId(roomId),
      token,
      onStatus: setStatus,
      onWelcome: (welcome, resumed) => {
        setUserId(welcome.user.id);
        // A fresh start may have missed messages between the room's answer and now.
        if (!resumed) handlers.current.onRoomChanged();
      },
      onPublication: (published) => {
        if (typeof published !== 'object' || published === null) return;
        if (published.kind === 'removed') {
          // An operator removed a message: it goes for everyone.
          const id = published.removed_id;
          setRemoved((set) => new Set(set).add(id));
          setLive((list) => list.filter((m) => m.id !== id));
          return;
        }
        const message = published;
        if (typeof message.id !== 'string') return;
        setLive((list) => {
          if (list.some((m) => m.id === message.id)) return list;
          const next = [...list, message];
          return next.length > CHAT_KEPT_ON_SCREEN ? next.slice(-CHAT_KEPT_ON_SCREEN) : next;
        });
        handlers.current.onMessage(message);
      },
      onReload: () => handlers.current.onRoomChanged(),
      onDirect: (data) => handlers.current.onDirect(data),
      onError: (frame) => handlers.current.onRefused(frame.message),
      onGiveUp: (_code, reason) => {
        if (reason) handlers.current.onRefused(reason);
      },
    });
    connection.current = socket;
    return () => {
      socket.close();
      connection.current = null;
    };
  }, [roomId, token]);

  return {
    status,
    live,
    removed,
    userId,
    send: (message) => connection.current?.send(message) ?? false,
  };
}
