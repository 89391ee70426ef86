import { useEffect, useRef, useState } from 'react';
import { connectRealtime, type RealtimeStatus } from '@app/web-client/realtime';
import { getToken } from './session.ts';

export interface RoomEvents<T> {
  /** Each publication of the room, once, in order. */
  onPublication: (data: T) => void;
  /** The socket missed publications it cannot replay (or just (re)joined): refetch over HTTP. */
  onReload?: () => void;
}

/**
 * Listens to a realtime room with the operator's token while the component is mounted (closed on
 * unmount, so signing out closes it). `roomid` null: no socket. Answers the socket's status.
 */
export function useRealtimeRoom<T>(roomid: string | null, events: RoomEvents<T>): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const handlers = useRef(events);
  useEffect(() => {
    handlers.current = events;
  });
  useEffect(() => {
    const token = getToken('staff');
    if (roomid === null || token === '') return;
    const socket = connectRealtime<T>({
      roomid,
      token,
      onStatus: setStatus,
      onPublication: (data) => handlers.current.onPublication(data),
      // A fresh join may have missed what happened between the HTTP answer and now.
      onWelcome: (_welcome, resumed) => {
        if (!resumed) handlers.current.onReload?.();
      },
      onReload: () => handlers.current.onReload?.(),
    });
    return () => socket.close();
  }, [roomid]);
  return status;
}
