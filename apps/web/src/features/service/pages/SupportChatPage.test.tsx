import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { ResponseOf } from '@app/contract/endpoint';
import type { calls } from '@app/contract/endpoint-routes';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { FakeSocket } from '@app/web-client/fake-socket';
import { renderApp } from '../../../test/render-app.tsx';
import { chatTime } from '../components/ChatBubble.tsx';
import '../../../test/jsdom-pointer.ts';

// applyAccept: false — the player's picker may still hand over another type; the screen checks.
const user = () => userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });

type Conversation = NonNullable<ResponseOf<typeof calls.supportOpen>['conversation']>;
type Message = ResponseOf<typeof calls.supportSend>['message'];

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 5,
  state: 'open',
  room: 'support-5',
  unread: 0,
  created_at: '2026-11-23 10:00:00',
  last_message_at: '2026-11-23 10:01:00',
  closed_at: '',
  ...over,
});

const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  conversation_id: 5,
  sender: 'player',
  content: `消息${id}`,
  image: '',
  created_at: '2026-11-23 10:01:00',
  ...over,
});

function server(handlers: PlayerHandlers = {}) {
  return mockApi({
    user: () => ({ data: PLAYER }),
    supportOpen: () => ({ data: { conversation: conversation() } }),
    supportMessages: () => ({
      data: {
        data: [message(1), message(2, { sender: 'operator', content: '您好，这里是客服' })],
        has_more: false,
      },
    }),
    supportRead: () => ({ data: { unread: 0 } }),
    ...handlers,
  });
}

/** The conversation's socket, accepted and welcomed. */
async function openSocket(roomid = 'support-5'): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.made.at(-1)?.url).toContain(`roomid=${roomid}`));
  const socket = FakeSocket.made.at(-1)!;
  act(() => {
    socket.accept();
    socket.frame({
      type: 'welcome',
      roomid,
      epoch: 'E1',
      offset: 0,
      user: { id: PLAYER.id, name: PLAYER.username },
    });
  });
  return socket;
}

const log = () => screen.getByRole('list', { name: '聊天记录' });

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

describe('/kefu?chat=1', () => {
  test('a visitor is sent to log in first', async () => {
    mockApi({});
    const app = renderApp('/kefu?chat=1');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fkefu%3Fchat%3D1'));
    expect(FakeSocket.made).toHaveLength(0);
  });

  test('before the first message: the greeting, no socket; the first message opens one', async () => {
    setToken('tok-1');
    const api = server({
      supportOpen: () => ({ data: { conversation: null } }),
      supportMessages: () => ({ data: { data: [], has_more: false } }),
      supportSend: (body) => ({
        data: {
          message: message(10, { content: (body as { content: string }).content }),
          conversation: conversation({ id: 10, room: 'support-10' }),
        },
      }),
    });
    renderApp('/kefu?chat=1');
    expect(await screen.findByText('您好，请问有什么可以帮您？')).toBeTruthy();
    expect(FakeSocket.made).toHaveLength(0);

    const send = screen.getByRole('button', { name: '发送' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user().type(screen.getByLabelText('输入消息'), '  充值没到账  ');
    await user().click(send);
    await waitFor(() =>
      expect(api.callsTo('supportSend')[0]?.body).toEqual({ content: '充值没到账' }),
    );
    expect(await within(log()).findByText('充值没到账')).toBeTruthy();
    expect((screen.getByLabelText('输入消息') as HTMLTextAreaElement).value).toBe('');
    // The new conversation's room is joined.
    await openSocket('support-10');
  });

  test('shows the history, player right and operator left, and replies arrive live', async () => {
    setToken('tok-1');
    const api = server();
    renderApp('/kefu?chat=1');
    const mine = await screen.findByText('消息1');
    expect(mine.closest('li')?.className).toContain('chat-row--mine');
    expect(screen.getByText('您好，这里是客服').closest('li')?.className).toContain(
      'chat-row--agent',
    );
    const socket = await openSocket();
    expect(socket.url).toBe('ws://localhost:3000/wss?roomid=support-5&_token=tok-1');
    act(() =>
      socket.frame({
        type: 'pub',
        roomid: 'support-5',
        epoch: 'E1',
        offset: 1,
        data: {
          type: 'message',
          message: message(3, { sender: 'operator', content: '已为您处理' }),
        },
      }),
    );
    const reply = await within(log()).findByText('已为您处理');
    expect(reply.closest('li')?.className).toContain('chat-row--agent');
    // The reply was read while the chat is open.
    await waitFor(() => expect(api.callsTo('supportRead').length).toBeGreaterThan(0));
    // The same message twice shows once.
    act(() =>
      socket.frame({
        type: 'pub',
        roomid: 'support-5',
        epoch: 'E1',
        offset: 2,
        data: {
          type: 'message',
          message: message(3, { sender: 'operator', content: '已为您处理' }),
        },
      }),
    );
    expect(within(log()).getAllByText('已为您处理')).toHaveLength(1);
  });

  test('reconnects after a drop, and refetches when it could not resume', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setToken('tok-1');
      const api = server();
      renderApp('/kefu?chat=1');
      await screen.findByText('消息1');
      const first = await openSocket();
      const fetched = api.callsTo('supportMessages').length;
      act(() => first.drop(1006));
      expect(await screen.findByText('连接已断开，正在重新连接…')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_000);
      });
      await waitFor(() => expect(FakeSocket.made.length).toBe(2));
      const second = FakeSocket.made[1]!;
      expect(second.url).toContain('epoch=E1&offset=0');
      act(() => {
        second.accept();
        second.frame({
          type: 'welcome',
          roomid: 'support-5',
          epoch: 'E2',
          offset: 4,
          recovered: false,
          user: { id: PLAYER.id, name: PLAYER.username },
        });
      });
      await waitFor(() => expect(api.callsTo('supportMessages').length).toBeGreaterThan(fetched));
      await waitFor(() => expect(screen.queryByText('连接已断开，正在重新连接…')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  test('a closed conversation says so; the next message opens a new one', async () => {
    setToken('tok-1');
    server({
      supportOpen: () => ({
        data: { conversation: conversation({ state: 'closed', closed_at: '2026-11-23 10:05:00' }) },
      }),
    });
    renderApp('/kefu?chat=1');
    expect(await screen.findByText('本次会话已结束')).toBeTruthy();
    expect(screen.getByText('会话已结束，发送新消息将开始新的会话')).toBeTruthy();
  });

  test('the operator closing the conversation shows at once', async () => {
    setToken('tok-1');
    let closed = false;
    server({
      supportOpen: () => ({
        data: { conversation: conversation(closed ? { state: 'closed' } : {}) },
      }),
    });
    renderApp('/kefu?chat=1');
    await screen.findByText('消息1');
    const socket = await openSocket();
    expect(screen.queryByText('本次会话已结束')).toBeNull();
    closed = true;
    act(() =>
      socket.frame({
        type: 'pub',
        roomid: 'support-5',
        epoch: 'E1',
        offset: 1,
        data: { type: 'closed', conversation_id: 5, closed_at: '2026-11-23 10:06:00' },
      }),
    );
    expect(await screen.findByText('会话已结束，发送新消息将开始新的会话')).toBeTruthy();
  });

  test('older messages load on request', async () => {
    setToken('tok-1');
    const api = server({
      supportMessages: (body) =>
        (body as { before_id?: number }).before_id === undefined
          ? { data: { data: [message(40), message(41)], has_more: true } }
          : { data: { data: [message(39, { content: '更早的一条' })], has_more: false } },
    });
    renderApp('/kefu?chat=1');
    await screen.findByText('消息40');
    expect(screen.queryByText('您好，请问有什么可以帮您？')).toBeNull();
    await user().click(screen.getByRole('button', { name: '查看更早的消息' }));
    expect(await screen.findByText('更早的一条')).toBeTruthy();
    expect(api.callsTo('supportMessages').at(-1)?.body).toEqual({ before_id: 40 });
    expect(screen.getByText('您好，请问有什么可以帮您？')).toBeTruthy();
  });

  test('images: checked before upload, sent after, shown as a thumbnail', async () => {
    setToken('tok-1');
    const api = server({
      uploadToOss: () => ({ data: '/uploads/abc.png' }),
      supportSend: (body) => ({
        data: {
          message: message(20, { content: '', image: (body as { image: string }).image }),
          conversation: conversation(),
        },
      }),
    });
    renderApp('/kefu?chat=1');
    await screen.findByText('消息1');
    const input = screen.getByLabelText('选择图片');
    await user().upload(input, new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('请选择 GIF, PNG 或 JPG 格式的图片。')).toBeTruthy();
    await user().upload(
      input,
      new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('图片大小不能超过 5MB。')).toBeTruthy();
    expect(api.callsTo('uploadToOss')).toHaveLength(0);

    await user().upload(input, new File([new Uint8Array(10)], 'ok.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(api.callsTo('supportSend')[0]?.body).toEqual({ image: '/uploads/abc.png' }),
    );
    const thumbnail = await screen.findByRole('button', { name: '查看大图' });
    expect(within(thumbnail).getByAltText('聊天图片').getAttribute('src')).toBe('/uploads/abc.png');
    await user().click(thumbnail);
    const large = screen.getByRole('dialog', { name: '查看大图' });
    expect(within(large).getByAltText('聊天图片').getAttribute('src')).toBe('/uploads/abc.png');
    expect(document.activeElement).toBe(within(large).getByRole('button', { name: '关闭大图' }));
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnail);
  });

  test('Enter sends, Shift+Enter starts a new line', async () => {
    setToken('tok-1');
    const api = server({
      supportSend: (body) => ({
        data: {
          message: message(30, { content: (body as { content: string }).content }),
          conversation: conversation(),
        },
      }),
    });
    renderApp('/kefu?chat=1');
    await screen.findByText('消息1');
    await user().type(
      screen.getByLabelText('输入消息'),
      '第一行{Shift>}{Enter}{/Shift}第二行{Enter}',
    );
    await waitFor(() =>
      expect(api.callsTo('supportSend')[0]?.body).toEqual({ content: '第一行\n第二行' }),
    );
  });

  test('a refusal shows the server message and keeps the text', async () => {
    setToken('tok-1');
    server({ supportSend: () => ({ code: 429, message: '发送过于频繁，请稍后再试' }) });
    renderApp('/kefu?chat=1');
    await screen.findByText('消息1');
    await user().type(screen.getByLabelText('输入消息'), '再问一下');
    await user().click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('发送过于频繁，请稍后再试')).toBeTruthy();
    expect((screen.getByLabelText('输入消息') as HTMLTextAreaElement).value).toBe('再问一下');
  });

  test('a failed load says so and retries', async () => {
    setToken('tok-1');
    let fail = true;
    server({
      supportOpen: () =>
        fail ? { code: 500, message: '服务器错误' } : { data: { conversation: null } },
      supportMessages: () => ({ data: { data: [], has_more: false } }),
    });
    renderApp('/kefu?chat=1');
    expect(await screen.findByText('客服会话加载失败')).toBeTruthy();
    fail = false;
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('您好，请问有什么可以帮您？')).toBeTruthy();
  });
});

describe('customer service by default', () => {
  test('/kefu with the default link opens the chat in place', async () => {
    setToken('tok-1');
    server({
      getServicerUrl: () => ({ data: { url: { '1': '/#/kefu?chat=1', '3': '/#/kefu?chat=1' } } }),
    });
    const open = vi.spyOn(window, 'open');
    const app = renderApp('/kefu');
    await waitFor(() => expect(app.location()).toBe('/kefu?chat=1'));
    expect(await screen.findByText('消息1')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  test('the game page’s customer service (dailiD=2) ends in the chat', async () => {
    setToken('tok-1');
    server({
      getServicerUrl: () => ({ data: { url: { '1': '/#/kefu?chat=1', '3': '/#/kefu?chat=1' } } }),
    });
    const app = renderApp('/gamePage?dailiD=2');
    await waitFor(() => expect(app.location()).toBe('/kefu?chat=1'));
    expect(await screen.findByText('消息1')).toBeTruthy();
  });

  test('/discover shows replies waiting to be read on its customer-service entry', async () => {
    setToken('tok-1');
    server({ supportOpen: () => ({ data: { conversation: conversation({ unread: 2 }) } }) });
    renderApp('/discover');
    expect(await screen.findByText('2条新回复')).toBeTruthy();
  });

  test('an empty link says 客服链接{n}不存在', async () => {
    server({ getServicerUrl: () => ({ data: { url: { '1': '', '3': '' } } }) });
    renderApp('/discover');
    await user().click(await screen.findByText('在线客服2'));
    expect(await screen.findByText('客服链接2不存在')).toBeTruthy();
  });

  test('times: today as HH:mm, other days with the date', () => {
    expect(chatTime('2026-11-23 09:05:33', '2026-11-23')).toBe('09:05');
    expect(chatTime('2026-11-22 21:40:00', '2026-11-23')).toBe('11-22 21:40');
  });
});
