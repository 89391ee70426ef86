import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, onTestFinished, test } from 'vitest';
import type { InboxMessage } from '@app/contract/inbox';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { message, notice, pageOf } from '../test/messages-data.ts';
import '../../../test/jsdom-pointer.ts';

// Overlays are still animating in jsdom; clicking through them is what a player does.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/**
 * A server holding these inbox messages: reading one (or all) changes what the list and the
 * unread count answer next, as the real server does.
 */
function inboxServer(messages: InboxMessage[], handlers: PlayerHandlers = {}) {
  setToken('tok-1');
  const inbox = messages.map((m) => ({ ...m }));
  const unread = () => inbox.filter((m) => m.read === 0).length;
  return mockApi({
    user: () => ({ data: PLAYER }),
    noticeList: () => ({ data: pageOf([notice()]) }),
    messageList: () => ({ data: pageOf(inbox.map((m) => ({ ...m }))) }),
    messageUnread: () => ({ data: { unread: unread() } }),
    messageRead: (body) => {
      for (const m of inbox) if (body.id === undefined || m.id === body.id) m.read = 1;
      return { data: { unread: unread() } };
    },
    ...handlers,
  });
}

const TWO = [
  message({ id: 2, title: 'VIP等级提升', kind: 'vip', content: '恭喜您由 VIP1 晋升为 VIP2！' }),
  message({ id: 1, read: 1, title: '提现已出款', kind: 'withdrawal', content: '已出款' }),
];

describe('/message', () => {
  test('opens on the announcements; tapping one shows it in full; the tab is kept in the address', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      messageUnread: () => ({ data: { unread: 0 } }),
      noticeList: () => ({
        data: pageOf([notice(), notice({ id: 2, title: '新游戏上线', content: '欢迎体验' })]),
      }),
      messageList: () => ({ data: pageOf([]) }),
    });
    const app = renderApp('/message');
    expect((await screen.findByRole('tab', { name: '公告' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user().click(await screen.findByText('系统维护公告'));
    const dialog = await screen.findByRole('dialog', { name: '系统维护公告' });
    // Operator HTML is shown as its text, never as markup.
    expect(dialog.textContent).toContain('本周三 02:00–04:00 系统维护。\n维护期间暂停充值。');
    expect(dialog.querySelector('p p')).toBeNull();
    expect(within(dialog).getByText('2026-11-20 10:00:00')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('noticeList')[0]!.body).toEqual({ page: 1 });

    await user().click(screen.getByRole('tab', { name: /站内信/ }));
    await waitFor(() => expect(app.location()).toBe('/message?type=2'));
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: '公告' }));
    await waitFor(() => expect(app.location()).toBe('/message?type=1'));
  });

  test('the inbox marks unread ones; opening one shows it, marks it read and lowers the count', async () => {
    const server = inboxServer(TWO);
    renderApp('/message?type=2');
    const unreadRow = await screen.findByRole('button', { name: /未读VIP等级提升/ });
    expect(unreadRow.className).toContain('messages-row--unread');
    const readRow = screen.getByRole('button', { name: /^提现已出款/ });
    expect(readRow.className).not.toContain('messages-row--unread');
    const tab = screen.getByRole('tab', { name: /站内信/ });
    expect(within(tab).getByText('1 条未读消息')).toBeTruthy();
    expect(screen.getByText('1 条未读')).toBeTruthy();

    await user().click(unreadRow);
    const dialog = await screen.findByRole('dialog', { name: 'VIP等级提升' });
    expect(within(dialog).getByText('恭喜您由 VIP1 晋升为 VIP2！')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('messageRead')).toHaveLength(1));
    expect(server.callsTo('messageRead')[0]!.body).toEqual({ id: 2 });
    await waitFor(() => expect(within(tab).queryByText(/条未读消息/)).toBeNull());
    expect(screen.getByText('没有未读消息')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^VIP等级提升/ }).className).not.toContain(
        'messages-row--unread',
      ),
    );

    // A message already read is shown without asking the server again.
    await user().click(screen.getByRole('button', { name: /^提现已出款/ }));
    expect(await screen.findByRole('dialog', { name: '提现已出款' })).toBeTruthy();
    expect(server.callsTo('messageRead')).toHaveLength(1);
  });

  test('全部已读 marks every message read at once', async () => {
    const server = inboxServer([message({ id: 3 }), ...TWO]);
    renderApp('/message?type=2');
    const readAll = await screen.findByRole('button', { name: '全部已读（2）' });
    await user().click(readAll);
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
    expect(server.callsTo('messageRead').map((c) => c.body)).toEqual([{}]);
    await waitFor(() => expect(document.querySelector('.messages-row--unread')).toBeNull());
    const done = screen.getByRole('button', { name: '全部已读' });
    expect(done.hasAttribute('disabled')).toBe(true);
  });

  test('a list that fails to load says so and loads again on retry', async () => {
    inboxServer(TWO, {
      messageList: (_body, n) =>
        n === 1
          ? { code: 500, message: '服务器错误，请稍后再试' }
          : { data: pageOf([message({ title: '重试后的消息' })]) },
    });
    renderApp('/message?type=2');
    expect(await screen.findByText('消息加载失败')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('重试后的消息')).toBeTruthy();
  });

  test('a later page of the inbox is asked for with its number', async () => {
    // antd-mobile's InfiniteScroll loads only when laid out (offsetParent), which jsdom never is.
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    onTestFinished(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    });
    const first = Array.from({ length: 20 }, (_, i) => message({ id: 40 - i, title: `消息${i}` }));
    const server = inboxServer([], {
      messageList: (body) =>
        body.page === 2
          ? { data: pageOf([message({ id: 1, title: '第二页的消息' })], 2, 2) }
          : { data: { ...pageOf(first, 1, 2), total: 21 } },
    });
    renderApp('/message?type=2');
    expect(await screen.findByText('第二页的消息')).toBeTruthy();
    expect(server.callsTo('messageList').map((c) => c.body)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });
});

describe('the unread badge', () => {
  test('/mine shows the count on 消息中心; reading in /message makes it go away', async () => {
    inboxServer(TWO);
    const app = renderApp('/mine');
    const entry = (await screen.findByText('消息中心')).closest('.adm-list-item')!;
    await waitFor(() =>
      expect(within(entry as HTMLElement).getByText('1 条未读消息')).toBeTruthy(),
    );
    await user().click(screen.getByText('消息中心'));
    await waitFor(() => expect(app.location()).toBe('/message?type=2'));
    await user().click(await screen.findByRole('button', { name: /未读VIP等级提升/ }));
    await screen.findByRole('dialog', { name: 'VIP等级提升' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /站内信/ }).textContent).not.toContain('未读'),
    );
    await app.router.navigate('/mine');
    await screen.findByText('player01');
    const again = screen.getByText('消息中心').closest('.adm-list-item')!;
    expect(within(again as HTMLElement).queryByText(/未读/)).toBeNull();
  });
});
