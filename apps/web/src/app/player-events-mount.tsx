import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxRoomId, type InboxRoomEvent } from '@app/contract/inbox-constants';
import type { RealtimeConnection } from '@app/web-client/realtime';
import { PLAYER_SCOPE, userQueryOptions } from '../lib/auth.ts';
import { useSessionToken } from '../lib/session.ts';

/** Tests only: other component tests drive their own sockets and count them. */
export const playerEvents = { enabled: true };

/**
 * The signed-in player's own room (`inbox-<id>`, see the contract's inboxRoomId): the server
 * publishes there once an operator's decision or another event that concerns the player has
 * committed (a deposit or withdrawal decided, an activity or agent application reviewed, a VIP
 * change, a rebate, an inbox message). On it, every query of the player (records, balance,
 * activities, agent status, inbox: all keyed under PLAYER_SCOPE) is marked stale, so the screens
 * open now refetch at once and the others when they open. After the socket was away without
 * resuming (the events of that time are unknown), the same. Never without a session.
 */
export function PlayerEventsMount() {
  const token = useSessionToken();
  // No profile observer at all without a session: a disabled one would keep the profile from
  // being refetched by the screens that refresh it (a disabled query is skipped).
  return playerEvents.enabled && token !== null ? <PlayerRoom token={token} /> : null;
}

function PlayerRoom({ token }: { token: string }) {
  const queryClient = useQueryClient();
  // The profile most screens have loaded already (its id names the room).
  const user = useQuery(userQueryOptions);
  const userId = user.data?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [PLAYER_SCOPE] });
    let welcomed = false;
    let socket: RealtimeConnection | null = null;
    let stopped = false;
    // The socket client is its own chunk (the lottery's and the chat's too): not first-paint code.
    void import('@app/web-client/realtime').then(({ connectRealtime }) => {
      if (stopped) return;
      socket = connectRealtime<InboxRoomEvent>({
        roomid: inboxRoomId(userId),
        token,
        onWelcome: (_welcome, resumed) => {
          // The first welcome follows the screens' own fetches; a later one that did not resume
          // may have missed events.
          if (welcomed && !resumed) refresh();
          welcomed = true;
        },
        onPublication: (event) => {
          if (typeof event === 'object' && event !== null && event.type === 'inbox') refresh();
        },
        onReload: refresh,
      });
    });
    return () => {
      stopped = true;
      socket?.close();
    };
  }, [token, userId, queryClient]);

  return null;
}
