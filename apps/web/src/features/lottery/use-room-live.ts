import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, type RefObject } from 'react';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { LOTTERY_MSG } from '@app/contract/messages-lottery';
import { balanceQueryKey } from '../../api/balance.ts';
import { toast } from '../../lib/feedback.ts';
import { lotteryRoomQueryKey } from './api/lottery-room.ts';
import { compactChat, type ChatEntry } from './chat-lines.ts';
import { CHAT_KEPT_ON_SCREEN } from './constants.ts';
import { useRoomSocket, type RoomSocket } from './use-room-socket.ts';

// What moves the room on an `open` or `result` message: fetched with the first such message, not
// on a first visit (a draw is seconds away at the soonest).
const loadRoomUpdate = () => import('./room-update.ts');

export interface RoomLive {
  socket: RoomSocket;
  /** Orders sent over the socket, waiting for their `bet` message. */
  awaiting: RefObject<Set<string>>;
  /** The player's id: the socket's welcome, else the profile's. */
  myId: RefObject<number | null>;
}

/**
 * The room's socket and what its messages do: one's own bets placed (a toast, the balance), a
 * win (the balance), a new issue or draw (the room moves, room-update.ts), a refusal (a toast).
 */
export function useRoomLive(
  roomId: number | null,
  token: string,
  userId: number | null,
  refetchBalance: () => unknown,
  refetchRoom: () => void,
): RoomLive {
  const queryClient = useQueryClient();
  const awaiting = useRef(new Set<string>());
  const myId = useRef<number | null>(null);
  const socket = useRoomSocket(roomId, token, {
    onRoomChanged: refetchRoom,
    onMessage: (message) => {
      if (message.kind === 'bet' && message.order && awaiting.current.delete(message.order.id)) {
        toast(LOTTERY_MSG.lotteryBetOk, 'success');
        void refetchBalance();
      }
      if (message.kind === 'win' && message.user_id === myId.current) void refetchBalance();
      // A new issue or a draw moves the room shown; the balance of a player with an order in the
      // drawn issue is read after it settles (room-update.ts).
      if (roomId !== null && (message.kind === 'open' || message.kind === 'result'))
        loadRoomUpdate().then(
          (update) =>
            update.onRoomMessage(
              queryClient,
              lotteryRoomQueryKey(roomId),
              message,
              socket.live,
              myId.current,
              refetchBalance,
              refetchRoom,
            ),
          refetchRoom,
        );
    },
    onDirect: (data) => {
      // {type:'order', ok:true, order_id, balance, …}: a bet sent over the socket was placed.
      const answer = data as {
        type?: unknown;
        ok?: unknown;
        order_id?: unknown;
        balance?: unknown;
      };
      if (answer?.type !== 'order' || answer.ok !== true || typeof answer.order_id !== 'string') {
        return;
      }
      if (!awaiting.current.delete(answer.order_id)) return;
      toast(LOTTERY_MSG.lotteryBetOk, 'success');
      if (typeof answer.balance === 'string') {
        queryClient.setQueryData(balanceQueryKey, { balance: answer.balance });
      } else void refetchBalance();
    },
    onRefused: (message) => {
      awaiting.current.clear();
      toast(message, 'fail');
    },
  });
  myId.current = socket.userId ?? userId;
  return { socket, awaiting, myId };
}

/**
 * The chat on screen: the room's answer, the socket's messages and the local help, by id (an
 * operator's removal hides a message whatever its source), oldest first, the round's system lines
 * made compact (chat-lines.ts; none with `hideSystem`), the last CHAT_KEPT_ON_SCREEN; one's own
 * messages marked.
 */
export function useChatEntries(
  chatdata: readonly LotteryChatMessage[] | undefined,
  { socket, myId }: RoomLive,
  local: readonly LotteryChatMessage[],
  profileId: number | undefined,
  hideSystem: boolean,
): ChatEntry[] {
  return useMemo(() => {
    const byId = new Map<string, LotteryChatMessage>();
    for (const message of [...(chatdata ?? []), ...socket.live, ...local]) {
      if (!socket.removed.has(message.id)) byId.set(message.id, message);
    }
    const list = [...byId.values()].sort((a, b) => a.time - b.time);
    return compactChat(list, { hideSystem, myId: myId.current }).slice(-CHAT_KEPT_ON_SCREEN);
    // myId follows socket.userId and the profile
  }, [chatdata, socket.live, socket.removed, local, socket.userId, profileId, hideSystem]); // eslint-disable-line react-hooks/exhaustive-deps
}
