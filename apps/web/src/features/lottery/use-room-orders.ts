import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { LOTTERY_TYPE } from '@app/contract/lottery-constants';
import { LOTTERY_MSG } from '@app/contract/messages-lottery';
import { formatMinor } from '@app/contract/money-format';
import { parseBetCommand } from '@app/domain/lottery/bet-command';
import { balanceQueryKey } from '../../api/balance.ts';
import { toast } from '../../lib/feedback.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import type { LotteryRoom } from './api/lottery-room.ts';
import { placeLotteryOrder } from './api/lottery-order.ts';
import type { PendingOrder } from './components/BetConfirm.tsx';
import type { RoundState } from './round.ts';
import { LOTTERY_TEXT } from './strings.ts';
import type { RoomLive } from './use-room-live.ts';

/** An order waiting for its confirmation; `content` when it came from a text command. */
export type PendingRoomOrder = PendingOrder & { content?: string };

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

type CommandAction = { kind: 'help'; help: string } | { kind: 'order'; order: PendingRoomOrder };

/** What a sum-of-three room's text is: a wrong bet command (help), bets to confirm, or chat (null). */
function commandAction(content: string, expect: string): CommandAction | null {
  const parsed = parseBetCommand(content);
  if (parsed.kind === 'invalid') return { kind: 'help', help: parsed.help };
  if (parsed.kind !== 'bets') return null;
  const lines = parsed.bets.map((bet): [string, string, string] => [
    bet.label,
    bet.play,
    formatMinor(bet.amountMinor),
  ]);
  const total = parsed.bets.reduce((sum, bet) => sum + bet.amountMinor, 0n);
  return { kind: 'order', order: { lines, total: formatMinor(total), expect, content } };
}

/**
 * A text command's order goes over the socket; its `bet` message (or an error frame) answers.
 * False when the socket is not open (the order is then placed through the API).
 */
function sendCommand(
  { socket, awaiting }: RoomLive,
  content: string,
  order: { id: string; total: string; data: [string, string, string][] },
  expect: string,
): boolean {
  awaiting.current.add(order.id);
  if (socket.send({ content, order, expect })) return true;
  awaiting.current.delete(order.id);
  return false;
}

/**
 * What the player types and bets in a room: the input's text (chat, or a bet command in a
 * sum-of-three room), the bet sheet, the order waiting for its confirmation, and the local help
 * a wrong command gets. A command's order goes over the socket; the sheet's (or a command's when
 * the socket is closed) through /api/lotteryOrder.
 */
export function useRoomOrders(
  roomId: number | null,
  data: LotteryRoom | undefined,
  state: RoundState,
  live: RoomLive,
) {
  const { socket } = live;
  const queryClient = useQueryClient();
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelKey, setPanelKey] = useState(0);
  const [pending, setPending] = useState<PendingRoomOrder | null>(null);
  const [sending, setSending] = useState(false);
  const [text, setText] = useState('');
  const [local, setLocal] = useState<LotteryChatMessage[]>([]);

  const betting = state === 'open';
  const blocked = () => {
    toast(state === 'closed' ? LOTTERY_TEXT.closed : LOTTERY_MSG.lotterySealed);
  };

  const submit = async () => {
    if (!pending || roomId === null) return;
    if (!betting) {
      blocked();
      setPending(null);
      return;
    }
    const order = { id: newIdempotencyKey(), total: pending.total, data: pending.lines };
    if (
      pending.content !== undefined &&
      sendCommand(live, pending.content, order, pending.expect)
    ) {
      setPending(null);
      setText('');
      return;
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

  /** A bet command becomes an order to confirm; a wrong one, help in the chat. True when handled. */
  const command = (content: string, room: LotteryRoom): boolean => {
    const action = commandAction(content, room.nextexpect);
    if (action === null) return false;
    if (action.kind === 'help') setLocal((list) => [...list, localHelp(action.help)]);
    else if (!betting) blocked();
    else setPending(action.order);
    return true;
  };

  const send = () => {
    const content = text.trim();
    if (content === '' || data === undefined) return;
    if (data.lottery.type === LOTTERY_TYPE.sumOfThree && command(content, data)) return;
    if (socket.send({ content })) setText('');
    else toast(LOTTERY_TEXT.offline, 'fail');
  };

  return {
    betting,
    blocked,
    text,
    setText,
    local,
    panelOpen,
    panelKey,
    openPanel: () => (betting ? setPanelOpen(true) : blocked()),
    closePanel: () => setPanelOpen(false),
    pending,
    sending,
    pick: (order: PendingOrder) => (betting ? setPending(order) : blocked()),
    submit: () => void submit(),
    cancel: () => setPending(null),
    send,
  };
}
