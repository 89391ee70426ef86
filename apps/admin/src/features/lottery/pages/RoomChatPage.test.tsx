import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { FakeSocket } from '@app/web-client/fake-socket';
import { renderConsole } from '../../../test/render.tsx';
import { chatMessage, makeRoom } from '../test/data.ts';
import RoomChatPage from './RoomChatPage.tsx';

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

async function openSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0));
  const socket = FakeSocket.made.at(-1)!;
  act(() => {
    socket.accept();
    socket.frame({
      type: 'welcome',
      roomid: '3',
      epoch: 'E',
      offset: 0,
      user: { id: 1, name: 'boss' },
    });
  });
  return socket;
}

describe('RoomChatPage', () => {
  it(
    'shows the chat live, drops removed lines, removes and mutes with the API',
    { timeout: 90_000 },
    async () => {
      const api = mockApi()
        .on(adminCalls.lotteryRooms, [makeRoom(3)])
        .on(adminCalls.lotteryChat, {
          messages: [
            chatMessage('1'),
            chatMessage('2', { sysmsg: 1, kind: 'seal', content: '已封盘', user_id: 0 }),
          ],
          has_more: false,
          mutes: [],
        })
        .on(adminCalls.lotteryChatRemove, (p) => ({ id: String(p.id) }))
        .on(adminCalls.lotteryMute, (p) => ({
          mute: { user_id: Number(p.user_id), username: 'player07', until: 1, created_at: 1 },
        }));
      renderConsole(<RoomChatPage />, { path: '/lottery/chat' });
      expect(await screen.findByText('消息1')).toBeTruthy();
      // Players' lines only, unless asked.
      expect(screen.queryByText('已封盘')).toBeNull();
      fireEvent.click(screen.getByRole('checkbox', { name: '显示投注和系统消息' }));
      expect(await screen.findByText('已封盘')).toBeTruthy();

      const socket = await openSocket();
      expect(socket.url).toContain('roomid=3');
      expect(socket.url).toContain('_token=test-operator-token');
      act(() =>
        socket.frame({ type: 'pub', roomid: '3', epoch: 'E', offset: 1, data: chatMessage('3') }),
      );
      expect(await screen.findByText('消息3')).toBeTruthy();
      // Another operator removed message 3: it goes.
      act(() =>
        socket.frame({
          type: 'pub',
          roomid: '3',
          epoch: 'E',
          offset: 2,
          data: { kind: 'removed', removed_id: '3' },
        }),
      );
      await waitFor(() => expect(screen.queryByText('消息3')).toBeNull());

      // Remove message 1, after a confirmation.
      fireEvent.click(screen.getByRole('button', { name: '删除消息 消息1' }));
      const pop = await screen.findByRole('tooltip');
      fireEvent.click(within(pop).getByRole('button', { name: /删\s*除/ }));
      await waitFor(() =>
        expect(api.calls(adminCalls.lotteryChatRemove)).toEqual([{ room_id: 3, id: 1 }]),
      );
      await waitFor(() => expect(screen.queryByText('消息1')).toBeNull());
      expect(await screen.findByText('消息已删除')).toBeTruthy();

      // Mute the author of a new line for a day.
      act(() =>
        socket.frame({ type: 'pub', roomid: '3', epoch: 'E', offset: 3, data: chatMessage('4') }),
      );
      fireEvent.click(await screen.findByRole('button', { name: '禁言 player07' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByText('1天'));
      fireEvent.click(within(dialog).getByRole('button', { name: '禁言1天' }));
      await waitFor(() =>
        expect(api.calls(adminCalls.lotteryMute)).toEqual([
          { room_id: 3, user_id: 7, minutes: 1_440 },
        ]),
      );
      expect(await screen.findByText('已禁言')).toBeTruthy();
    },
  );
});
