import { useEffect, useRef, useState } from 'react';
import type { SupportRoomEvent } from '@app/contract/support';
import { connectRealtime, type RealtimeStatus } from '@app/web-client/realtime';

export interface SupportSocketEvents {
  /** A message of the conversation (the player's own included), once each. */
  onMessage: (message: Extract<SupportRoomEvent, { type: 'message' }>['message']) => void;
  /** The operator closed the conversation. */
  onClosed: () => void;
  /** What came while the socket was away is unknown: refetch the conversation and its messages. */
  onStale: () => void;
}

/**
 * The conversation's room (`support-<id>`) while the chat is open: operator replies arrive live,
 * and after a drop the socket reconnects and resumes where it stopped (@app/web-client/realtime), or asks for
 * a refetch. `room` null: no conversation yet, no socket.
 */
export function useSupportSocket(
  room: string | null,
  token: string | null,
  events: SupportSocketEvents,
): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const handlers = useRef(events);
  useEffect(() => {
    handlers.current = events;
  });

  useEffect(() => {
    if (room === null || token === null) return;
    const socket = connectRealtime<SupportRoomEvent>({
      roomid: room,
      token,
      onStatus: setStatus,
      // A welcome that did not resume may follow messages the screen has not fetched (between
      // its fetch and the join, or while the socket was away).
      onWelcome: (_welcome, resumed) => {
        if (!resumed) handlers.current.onStale();
      },
      onPublication: (event) => {
        if (typeof event !== 'object' || event === null) return;
        if (event.type === 'message') handlers.current.onMessage(event.message);
        else if (event.type === 'closed') handlers.current.onClosed();
      },
      onReload: () => handlers.current.onStale(),
    });
    return () => socket.close();
  }, [room, token]);

  return room === null ? 'open' : status;
}
