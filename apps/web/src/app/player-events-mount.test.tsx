import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { TransRecord } from '@app/contract/funds';
import { FakeSocket } from '@app/web-client/fake-socket';
import { setToken } from '../lib/session.ts';
import { mockApi, PLAYER } from '../test/api-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { playerEvents } from './player-events-mount.tsx';

const deposit = (state: 1 | 2): TransRecord => ({
  id: 1,
  type: 1,
  pay_way: '银行卡',
  state,
  state_name: state === 1 ? '待审核' : '已通过',
  amount: '500.00',
  out_trade_no: 'D0001',
  created_at: '2024-01-01 12:00:00',
  remark: '',
  currency: 'CNY',
  usdt_amount: '',
});
const page = (data: TransRecord[]) => ({
  data: { data, total: data.length, current_page: 1, last_page: 1 },
});

async function playerSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.made.at(-1)?.url).toContain(`roomid=inbox-${PLAYER.id}`));
  const socket = FakeSocket.made.at(-1)!;
  socket.accept();
  socket.frame({
    type: 'welcome',
    roomid: `inbox-${PLAYER.id}`,
    epoch: 'E1',
    offset: 0,
    user: { id: PLAYER.id, name: PLAYER.username },
  });
  return socket;
}

beforeEach(() => {
  playerEvents.enabled = true;
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

describe("the player's own room", () => {
  test('an open /transRecord shows a deposit approved by an operator without a reload', async () => {
    setToken('tok-1');
    let state: 1 | 2 = 1;
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      getTransRecord: () => page([deposit(state)]),
    });
    renderApp('/transRecord');
    expect(await screen.findByText('待审核')).toBeTruthy();
    const socket = await playerSocket();
    expect(socket.url).toContain('_token=tok-1');

    // The operator approves: the server publishes once it has committed.
    state = 2;
    socket.frame({
      type: 'pub',
      roomid: `inbox-${PLAYER.id}`,
      epoch: 'E1',
      offset: 1,
      data: { type: 'inbox', kind: 'deposit' },
    });
    expect(await screen.findByText('已通过')).toBeTruthy();
    expect(screen.queryByText('待审核')).toBeNull();
    // The profile (and its balance) is asked again too.
    expect(server.callsTo('user').length).toBeGreaterThanOrEqual(2);
  });

  test('without a session no socket is opened', async () => {
    mockApi({});
    renderApp('/home');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(FakeSocket.made).toHaveLength(0);
  });
});
