import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd-mobile';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { LOTTERY_MSG } from '@app/contract/messages-lottery';
import { SESSION_MSG } from '@app/contract/messages-session';
import { balanceQueryKey, useBalance, useRefreshBalance } from '../../../api/balance.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { TopBar } from '../../../components/TopBar.tsx';
import { useGoBack } from '../../../components/use-go-back.ts';
import { useUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { lotteryRoomQueryKey, roomIdOf, useLotteryRoom } from '../api/lottery-room.ts';
import { placeLotteryOrder } from '../api/lottery-order.ts';
import type { PendingOrder } from '../components/BetConfirm.tsx';
import { ChatList, type ChatEntry } from '../components/ChatList.tsx';
import { DrawResult } from '../components/DrawResult.tsx';
import { HistoryDropdown } from '../components/HistoryDropdown.tsx';
import { LOTTERY_CHAT_MAX, LOTTERY_TYPE } from '@app/contract/lottery-constants';
import { CHAT_KEPT_ON_SCREEN } from '../constants.ts';
import { formatMinor } from '@app/contract/money-format';
import { parseBetCommand } from '@app/domain/lottery/bet-command';
import { clock, roundState, secondsLeft, type RoundState } from '../round.ts';
import { LOTTERY_TEXT } from '../strings.ts';
import { useNow } from '../use-now.ts';
import { useRoomSocket } from '../use-room-socket.ts';
import '../lottery.css';

// The bet sheet and the two dialogs bring antd-mobile's Popup and Dialog with its animation library
// (~25 KB gzip): fetched when a finger reaches the input row or the bet button, and mounted once
// first opened, not on a first visit that only watches the room (DESIGN §10 budget).
const loadBetPanel = () => import('../components/BetPanel.tsx');
const loadDialogs = () =>
  Promise.all([import('../components/BetConfirm.tsx'), import('../components/HelpDialog.tsx')]);
const BetPanel = lazy(() => loadBetPanel().then((m) => ({ default: m.BetPanel })));
const BetConfirm = lazy(() =>
  import('../components/BetConfirm.tsx').then((m) => ({ default: m.BetConfirm })),
);
const HelpDialog = lazy(() =>
  import('../components/HelpDialog.tsx').then((m) => ({ default: m.HelpDialog })),
);
// What moves the room on an `open` or `result` message: fetched with the first such message, not
// on a first visit (a draw is seconds away at the soonest).
const loadRoomUpdate = () => import('../room-update.ts');
const preloadOverlays = () => {
  loadBetPanel().catch(() => {});
  loadDialogs().catch(() => {});
};

/** True from the first time `value` is true on (an overlay stays mounted to animate its closing). */
function useEver(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}

/** A room that cannot be shown: what went wrong, and what to do (antd-mobile's ErrorBlock look). */
function RoomMessage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="lottery-message" role="status">
      <p className="lottery-message__title">{title}</p>
      {description ? <p className="lottery-message__description">{description}</p> : null}
      {children}
    </div>
  );
}

/** How long the no-session toast shows before going home (spec part 1 §5: 1 second). */
const HOME_AFTER_MS = 1_000;
/** Least time from the room's last answer to a reload of it past the draw (the draw may lag). */
const RELOAD_EVERY_MS = 2_000;
/**
 * A room whose countdown passed waits a random part of this before it reloads: the next issue's
 * `open` message usually comes first (no reload then), and the rooms that do reload (the day's
 * last draw, a late message) do not all ask at the same instant.
 */
const RELOAD_SPREAD_MS = 2_000;

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

function localHelp(content: string): LotteryChatMessage {
  return {
    id: `local-${newIdempotencyKey()}`,
    left: 1,
    sysmsg: 1,
    user_id: 0,
    author: LOTTERY_TEXT.system,
    avatar: '',
    headurl: '',
    content,
    kind: 'chat',
    time: Date.now(),
  };
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
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelKey, setPanelKey] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const [pending, setPending] = useState<(PendingOrder & { content?: string }) | null>(null);
  const panelMounted = useEver(panelOpen);
  const confirmMounted = useEver(pending !== null);
  const helpMounted = useEver(helpOpen);
  const [sending, setSending] = useState(false);
  const [text, setText] = useState('');
  const [local, setLocal] = useState<LotteryChatMessage[]>([]);
  /** Orders sent over the socket, waiting for their `bet` message. */
  const awaiting = useRef(new Set<string>());

  const refetchRoom = useCallback(() => {
    if (roomId !== null)
      void queryClient.invalidateQueries({ queryKey: lotteryRoomQueryKey(roomId) });
  }, [queryClient, roomId]);

  const myId = useRef<number | null>(null);
  const socket = useRoomSocket(roomId, token, {
    onRoomChanged: refetchRoom,
    onMessage: (message) => {
      if (message.kind === 'bet' && message.order && awaiting.current.delete(message.order.id)) {
        toast(LOTTERY_MSG.lotteryBetOk, 'success');
        void balance.refetch();
      }
      if (message.kind === 'win' && message.user_id === myId.current) void balance.refetch();
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
              balance.refetch,
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
      } else void balance.refetch();
    },
    onRefused: (message) => {
      awaiting.current.clear();
      toast(message, 'fail');
    },
  });
  myId.current = socket.userId ?? user.data?.id ?? null;

  const data = room.data;
  const left =
    data === undefined
      ? 0
      : secondsLeft(
          data.timeout,
          data.server_time,
          room.dataUpdatedAt,
          Math.max(now, room.dataUpdatedAt),
        );
  const state: RoundState = data === undefined ? 'open' : roundState(left, data.ftime, data.state);

  // Past the draw: reload the room (spec part 1 §4) after a random part of RELOAD_SPREAD_MS, and
  // again no sooner than RELOAD_EVERY_MS after the last answer until it shows the next issue. The
  // next issue's `open` message moves the room first as a rule, and the reload is not needed then.
  useEffect(() => {
    if (state !== 'reload' || room.isFetching) return;
    const timer = window.setTimeout(
      refetchRoom,
      Math.max(0, room.dataUpdatedAt + RELOAD_EVERY_MS - Date.now()) +
        Math.random() * RELOAD_SPREAD_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state, room.isFetching, room.dataUpdatedAt, refetchRoom]);

  const entries: ChatEntry[] = useMemo(() => {
    const byId = new Map<string, LotteryChatMessage>();
    for (const message of [...(data?.chatdata ?? []), ...socket.live, ...local]) {
      if (!socket.removed.has(message.id)) byId.set(message.id, message);
    }
    const list = [...byId.values()].sort((a, b) => a.time - b.time).slice(-CHAT_KEPT_ON_SCREEN);
    return list.map((message) => ({
      message,
      own: message.sysmsg !== 1 && myId.current !== null && message.user_id === myId.current,
    }));
    // myId follows socket.userId and the profile
  }, [data?.chatdata, socket.live, socket.removed, local, socket.userId, user.data?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (roomId === null) {
    return (
      <RoomFrame title={LOTTERY_TEXT.title} onBack={goBack}>
        <RoomMessage title={LOTTERY_TEXT.noRoom} />
      </RoomFrame>
    );
  }
  if (data === undefined) {
    return (
      <RoomFrame title={LOTTERY_TEXT.title} onBack={goBack}>
        {room.isError ? (
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

  const betting = state === 'open';
  const blocked = () => {
    toast(state === 'closed' ? LOTTERY_TEXT.closed : LOTTERY_MSG.lotterySealed);
  };

  const submit = async () => {
    if (!pending) return;
    if (!betting) {
      blocked();
      setPending(null);
      return;
    }
    const order = { id: newIdempotencyKey(), total: pending.total, data: pending.lines };
    if (pending.content !== undefined) {
      // A text command goes over the socket; its `bet` message (or an error frame) answers.
      awaiting.current.add(order.id);
      if (socket.send({ content: pending.content, order, expect: pending.expect })) {
        setPending(null);
        setText('');
        return;
      }
      awaiting.current.delete(order.id);
    }
    setSending(true);
    try {
      const placed = await placeLotteryOrder({ room_id: roomId, expect: pending.expect, order });
      toast(LOTTERY_MSG.lotteryBetOk, 'success');
      queryClient.setQueryData(balanceQueryKey, { balance: placed.balance });
      setPending(null);
      if (pending.content !== undefined) setText('');
      else {
        setPanelOpen(false);
        setPanelKey((k) => k + 1);
      }
    } catch {
      // the server's message was shown as a toast
    } finally {
      setSending(false);
    }
  };

  const send = () => {
    const content = text.trim();
    if (content === '') return;
    if (data.lottery.type === LOTTERY_TYPE.sumOfThree) {
      const command = parseBetCommand(content);
      if (command.kind === 'invalid') {
        setLocal((list) => [...list, localHelp(command.help)]);
        return;
      }
      if (command.kind === 'bets') {
        if (!betting) {
          blocked();
          return;
        }
        const lines = command.bets.map((bet): [string, string, string] => [
          bet.label,
          bet.play,
          formatMinor(bet.amountMinor),
        ]);
        const total = command.bets.reduce((sum, bet) => sum + bet.amountMinor, 0n);
        setPending({ lines, total: formatMinor(total), expect: data.nextexpect, content });
        return;
      }
    }
    if (socket.send({ content })) setText('');
    else toast(LOTTERY_TEXT.offline, 'fail');
  };

  return (
    <RoomFrame
      title={`${data.lottery.title} · ${data.title}`}
      onBack={goBack}
      right={
        <span className="lottery-nav-right">
          <Link to={`/lotteryTrend?room_id=${roomId}`}>{LOTTERY_TEXT.trend}</Link>
          <button
            type="button"
            aria-expanded={historyOpen}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {LOTTERY_TEXT.history}
            {historyOpen ? '▴' : '▾'}
          </button>
        </span>
      }
    >
      <div className="lottery-room">
        <section className="lottery-draw" aria-label={LOTTERY_TEXT.nextIssue}>
          <div className="lottery-draw__row">
            <div className="lottery-draw__issue">
              <span className="lottery-draw__expect">{LOTTERY_TEXT.issue(data.nextexpect)}</span>
              <span className={`lottery-draw__state lottery-draw__state--${state}`} role="timer">
                {state === 'open'
                  ? `${LOTTERY_TEXT.countdownLabel} ${clock(left - data.ftime)}`
                  : state === 'sealed'
                    ? `${LOTTERY_TEXT.sealed} ${clock(left)}`
                    : state === 'closed'
                      ? `${LOTTERY_TEXT.closed} ${clock(left)}`
                      : LOTTERY_TEXT.drawing}
              </span>
            </div>
            <button
              type="button"
              className="lottery-draw__balance"
              onClick={() =>
                refreshBalance.mutate(undefined, {
                  onSuccess: () => toast(LOTTERY_TEXT.balanceRefreshed),
                })
              }
            >
              {LOTTERY_TEXT.balance} ¥{balance.data?.balance ?? user.data?.balance ?? '--'} ↻
            </button>
          </div>
          <div className="lottery-draw__last">
            {data.last ? (
              <>
                <span className="lottery-draw__last-title">
                  {LOTTERY_TEXT.lastResult(data.last.expect)}
                </span>
                <DrawResult extend={data.last.extend} />
              </>
            ) : (
              <span className="lottery-draw__last-title">{LOTTERY_TEXT.noResult}</span>
            )}
          </div>
        </section>
        {historyOpen ? <HistoryDropdown roomId={roomId} openlist={data.lottery.openlist} /> : null}
        {socket.status !== 'open' ? (
          <div className="lottery-offline">
            {socket.status === 'connecting' ? LOTTERY_TEXT.connecting : LOTTERY_TEXT.offline}
          </div>
        ) : null}
        <ChatList entries={entries} />
        <div className="lottery-input" onPointerDown={preloadOverlays} onFocus={preloadOverlays}>
          <button type="button" className="lottery-input__help" onClick={() => setHelpOpen(true)}>
            ?
          </button>
          <Input
            className="lottery-input__text"
            aria-label={LOTTERY_TEXT.send}
            placeholder={
              data.lottery.type === LOTTERY_TYPE.sumOfThree
                ? LOTTERY_TEXT.commandPlaceholder
                : LOTTERY_TEXT.chatPlaceholder
            }
            value={text}
            maxLength={LOTTERY_CHAT_MAX}
            onChange={setText}
            onEnterPress={send}
          />
          <Button size="small" color="primary" disabled={text.trim() === ''} onClick={send}>
            {LOTTERY_TEXT.send}
          </Button>
          <Button
            size="small"
            color="warning"
            className={betting ? '' : 'lottery-bet-button--blocked'}
            aria-disabled={!betting}
            onClick={() => (betting ? setPanelOpen(true) : blocked())}
          >
            {LOTTERY_TEXT.bet}
          </Button>
        </div>
      </div>
      {panelMounted ? (
        <Suspense fallback={null}>
          <BetPanel
            key={panelKey}
            visible={panelOpen}
            playbox={data.playbox}
            expect={data.nextexpect}
            blockedText={
              betting ? null : state === 'closed' ? LOTTERY_TEXT.closed : LOTTERY_MSG.lotterySealed
            }
            onClose={() => setPanelOpen(false)}
            onConfirm={(order) => (betting ? setPending(order) : blocked())}
          />
        </Suspense>
      ) : null}
      {confirmMounted ? (
        <Suspense fallback={null}>
          <BetConfirm
            order={pending}
            busy={sending}
            onConfirm={() => void submit()}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      ) : null}
      {helpMounted ? (
        <Suspense fallback={null}>
          <HelpDialog visible={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
    </RoomFrame>
  );
}

function RoomFrame({
  title,
  onBack,
  right,
  children,
}: {
  title: string;
  onBack: () => void;
  right?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="titled-page lottery-page">
      <TopBar className="titled-page__bar" back="" onBack={onBack} right={right}>
        {title}
      </TopBar>
      <div className="titled-page__body">{children}</div>
    </div>
  );
}
