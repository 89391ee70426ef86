import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupportMessage } from '@app/contract/support';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { FakeSocket } from '@app/web-client/fake-socket';
import { renderConsole } from '../../../test/render.tsx';
import SupportPage from './SupportPage.tsx';

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

const conversation = (unread: number, state: 'open' | 'closed' = 'open') => ({
  id: 5,
  user_id: 7,
  username: 'player07',
  state,
  room: 'support-5',
  unread,
  player_unread: 0,
  last_message: '提现没到账',
  last_message_at: '2026-11-25 20:00:00',
  created_at: '2026-11-25 20:00:00',
  closed_at: '',
});
const message = (id: number, sender: 'player' | 'operator', content: string): SupportMessage => ({
  id,
  conversation_id: 5,
  sender,
  content,
  image: '',
  created_at: '2026-11-25 20:00:00',
});

function welcome(socket: FakeSocket, roomid: string) {
  act(() => {
    socket.accept();
    socket.frame({ type: 'welcome', roomid, epoch: 'E', offset: 0, user: { id: 1, name: 'boss' } });
  });
}

describe('SupportPage', () => {
  it(
    'lists conversations live, opens one, shows new messages live, replies and closes',
    { timeout: 90_000 },
    async () => {
      let unread = 1;
      let closed = false;
      const api = mockApi()
        .on(adminCalls.supportConversations, () => ({
          data: [conversation(unread, closed ? 'closed' : 'open')],
          total: 1,
          current_page: 1,
          last_page: 1,
        }))
        .on(adminCalls.supportConversation, () => {
          unread = 0;
          return {
            conversation: conversation(0, closed ? 'closed' : 'open'),
            messages: [message(1, 'player', '提现没到账')],
            has_more: false,
          };
        })
        .on(adminCalls.supportReply, (p) => ({
          message: message(9, 'operator', String(p.content)),
        }))
        .on(adminCalls.supportClose, () => {
          closed = true;
          return { conversation: conversation(0, 'closed') };
        });
      renderConsole(<SupportPage />, { path: '/support/conversations' });
      const item = await screen.findByTestId('conversation-5');
      expect(within(item).getByText('1')).toBeTruthy();
      await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0));
      const inbox = FakeSocket.made[0]!;
      expect(inbox.url).toContain('roomid=support-inbox');
      welcome(inbox, 'support-inbox');

      fireEvent.click(item);
      const log = await screen.findByRole('log', { name: '会话消息' });
      expect(await within(log).findByText('提现没到账')).toBeTruthy();
      // Reading it clears the list's count.
      await waitFor(() =>
        expect(within(screen.getByTestId('conversation-5')).queryByText('1')).toBeNull(),
      );

      await waitFor(() =>
        expect(FakeSocket.made.some((s) => s.url.includes('support-5'))).toBe(true),
      );
      const room = FakeSocket.made.find((s) => s.url.includes('support-5'))!;
      welcome(room, 'support-5');
      act(() =>
        room.frame({
          type: 'pub',
          roomid: 'support-5',
          epoch: 'E',
          offset: 1,
          data: { type: 'message', message: message(2, 'player', '订单号W1') },
        }),
      );
      expect(await within(log).findByText('订单号W1')).toBeTruthy();

      fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: '马上处理' } });
      fireEvent.click(screen.getByRole('button', { name: /^发\s*送$/ }));
      await waitFor(() =>
        expect(api.calls(adminCalls.supportReply)).toEqual([{ id: 5, content: '马上处理' }]),
      );
      expect(await within(log).findByText('马上处理')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: '结束会话' }));
      const pop = await screen.findByRole('tooltip');
      fireEvent.click(within(pop).getByRole('button', { name: /结\s*束/ }));
      await waitFor(() => expect(api.calls(adminCalls.supportClose)).toEqual([{ id: 5 }]));
      expect(await screen.findByText('会话已结束')).toBeTruthy();
    },
  );

  it('shows the list error with a retry', async () => {
    mockApi().fail(adminCalls.supportConversations, 403, '无权访问');
    renderConsole(<SupportPage />, { path: '/support/conversations' });
    expect(await screen.findByText('无权访问')).toBeTruthy();
  });
});
