import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import { userEvent } from '../../test/user.ts';
import InboxPage from './pages/InboxPage.tsx';

type Sent = ResponseOf<typeof adminCalls.inbox>['data'][number];

const ME = {
  operator_id: 3,
  name: 'kefu01',
  role: 'support' as const,
  two_factor: false,
  must_enrol: false,
  recovery_codes_left: 0,
};

const sent: Sent[] = [
  {
    id: 9,
    user_id: null,
    username: null,
    kind: 'operator',
    title: '系统维护通知',
    content: '今晚维护',
    created_at: '2026-11-25 10:00:00',
  },
  {
    id: 8,
    user_id: 3,
    username: 'player01',
    kind: 'deposit',
    title: '充值到账',
    content: '您的充值已到账',
    created_at: '2026-11-25 09:00:00',
  },
];
const page = (data: Sent[]) => ({ data, total: data.length, current_page: 1, last_page: 1 });

describe('InboxPage', () => {
  it('lists what was sent and sends to one player by id without asking', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.inbox, page(sent))
      .on(adminCalls.inboxSend, { id: 10 });
    renderConsole(<InboxPage />);
    expect((await screen.findByText('系统维护通知')).closest('tr')!.textContent).toContain(
      '全部玩家',
    );
    expect(screen.getByText('player01 (#3)')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('请输入玩家ID或账号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('玩家'), { target: { value: ' 42 ' } });
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '您好' } });
    fireEvent.change(screen.getByLabelText('内容'), { target: { value: '欢迎回来' } });
    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.inboxSend)).toEqual([
        { user_id: 42, title: '您好', content: '欢迎回来' },
      ]),
    );
  });

  it('sends to every player only after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.inbox, page(sent))
      .on(adminCalls.inboxSend, { id: 10 });
    renderConsole(<InboxPage />);
    await userEvent.click(await screen.findByRole('radio', { name: '全部玩家' }));
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '活动上线' } });
    fireEvent.change(screen.getByLabelText('内容'), { target: { value: '新活动' } });
    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    const [title] = await screen.findAllByText('发送给全部玩家？');
    const dialog = title!.closest('.ant-modal-confirm') as HTMLElement;
    expect(api.calls(adminCalls.inboxSend)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.inboxSend)).toEqual([{ title: '活动上线', content: '新活动' }]),
    );
  });

  it('shows no messages, and a load error with a retry', async () => {
    mockApi().on(adminCalls.me, ME).on(adminCalls.inbox, page([]));
    const view = renderConsole(<InboxPage />);
    expect(await screen.findByText('暂无站内信')).toBeTruthy();
    view.unmount();
    mockApi().on(adminCalls.me, ME).fail(adminCalls.inbox, 500, '服务器繁忙');
    renderConsole(<InboxPage />);
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
