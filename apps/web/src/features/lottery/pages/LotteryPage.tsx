import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SESSION_MSG } from '@app/contract/messages-session';
import { useBalance, useRefreshBalance } from '../../../api/balance.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useGoBack } from '../../../components/use-go-back.ts';
import { useUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { lotteryRoomQueryKey, roomIdOf, useLotteryRoom } from '../api/lottery-room.ts';
import { ChatList } from '../components/ChatList.tsx';
import { HistoryDropdown } from '../components/HistoryDropdown.tsx';
import { RoomDraw } from '../components/RoomDraw.tsx';
import { RoomFrame, RoomMessage } from '../components/RoomFrame.tsx';
import { RoomInput } from '../components/RoomInput.tsx';
import { RoomPending } from '../components/RoomPending.tsx';
import { pageRoom } from '../page-rooms.ts';
import { RoomNav } from '../components/RoomNav.tsx';
import { RoomOverlays } from '../components/RoomOverlays.tsx';
import { LOTTERY_TEXT } from '../strings.ts';
import { useNow } from '../use-now.ts';
import { useRoomOrders } from '../use-room-orders.ts';
import { useChatEntries, useRoomLive } from '../use-room-live.ts';
import { useHideSystemLines } from '../chat-lines.ts';
import { useRoomRound } from '../use-room-round.ts';
import '../lottery.css';

/** How long the no-session toast shows before going home (spec part 1 §5: 1 second). */
const HOME_AFTER_MS = 1_000;

/**
 * /lottery?room_id= (or name=): a lottery room (spec part 1 §2 Lottery room, §4 Lottery round).
 * Without a session: 请登录！ and home after 1 s (§5).
 */
export function LotteryPage() {
  const token = useSessionToken();
  const navigate = useNavigate();
  useEffect(() => {
    if (token !== null) return;
    toast(SESSION_MSG.pleaseLogin);
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [token, navigate]);
  const [params] = useSearchParams();
  if (token === null) return <PageLoading />;
  const roomId = roomIdOf(params);
  // A new room is a new screen: nothing of the previous room (chat, dialogs, choices) stays.
  return <Room key={roomId ?? 0} roomId={roomId} token={token} />;
}

function Room({ roomId, token }: { roomId: number | null; token: string }) {
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const room = useLotteryRoom(roomId);
  const user = useUser();
  const balance = useBalance();
  const refreshBalance = useRefreshBalance();
  const now = useNow();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);

  const refetchRoom = useCallback(() => {
    if (roomId !== null)
      void queryClient.invalidateQueries({ queryKey: lotteryRoomQueryKey(roomId) });
  }, [queryClient, roomId]);
  const userId = user.data?.id ?? null;
  const live = useRoomLive(roomId, token, userId, balance.refetch, refetchRoom);
  const data = room.data;
  const { left, state } = useRoomRound(room, now, refetchRoom);
  const orders = useRoomOrders(roomId, data, state, live);
  const [hideSystem, setHideSystem] = useHideSystemLines();
  const entries = useChatEntries(data?.chatdata, live, orders.local, user.data?.id, hideSystem);

  // While the room is on its way, the room the page named (first paint): its title and input row.
  const named = roomId === null || data !== undefined || room.isError ? null : pageRoom(roomId);
  if (named) return <RoomPending title={named.title} lotteryType={named.type} onBack={goBack} />;
  if (roomId === null || data === undefined) {
    return (
      <RoomFrame title={LOTTERY_TEXT.title} onBack={goBack}>
        {roomId === null ? (
          <RoomMessage title={LOTTERY_TEXT.noRoom} />
        ) : room.isError ? (
          <RoomMessage title={LOTTERY_TEXT.loadFailed} description={room.error.message}>
            <Button size="small" onClick={() => void room.refetch()}>
              {LOTTERY_TEXT.retry}
            </Button>
          </RoomMessage>
        ) : (
          <PageLoading />
        )}
      </RoomFrame>
    );
  }

  const { status } = live.socket;
  return (
    <RoomFrame
      title={`${data.lottery.title} · ${data.title}`}
      onBack={goBack}
      right={
        <RoomNav
          roomId={roomId}
          historyOpen={historyOpen}
          onToggleHistory={() => setHistoryOpen((open) => !open)}
        />
      }
    >
      <div className="lottery-room">
        <RoomDraw
          data={data}
          state={state}
          left={left}
          balance={balance}
          refreshBalance={refreshBalance}
          user={user}
          hideSystem={hideSystem}
          onHideSystem={setHideSystem}
        />
        {historyOpen ? <HistoryDropdown roomId={roomId} openlist={data.lottery.openlist} /> : null}
        {status !== 'open' ? (
          <div className="lottery-offline">
            {status === 'connecting' ? LOTTERY_TEXT.connecting : LOTTERY_TEXT.offline}
          </div>
        ) : null}
        <ChatList entries={entries} />
        <RoomInput
          lotteryType={data.lottery.type}
          text={orders.text}
          betting={orders.betting}
          onText={orders.setText}
          onSend={orders.send}
          onHelp={() => setHelpOpen(true)}
          onBet={orders.openPanel}
        />
      </div>
      <RoomOverlays
        data={data}
        state={state}
        panelOpen={orders.panelOpen}
        panelKey={orders.panelKey}
        pending={orders.pending}
        sending={orders.sending}
        helpOpen={helpOpen}
        onClosePanel={orders.closePanel}
        onPick={orders.pick}
        onSubmit={orders.submit}
        onCancel={orders.cancel}
        onCloseHelp={() => setHelpOpen(false)}
      />
    </RoomFrame>
  );
}
