import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminWithdrawalRow } from '@app/contract/admin';
import type { AdminWithdrawalPayout } from '@app/contract/admin-chain';
import type { AdminActivityApplication } from '@app/contract/activities';
import type { AdminAgentApplication } from '@app/contract/agents';
import type { AdminPlayerRecent } from '@app/contract/admin-queues';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { userEvent } from '../../../test/user.ts';
import ActivityApplicationsPage from '../pages/ActivityApplicationsPage.tsx';
import AgentApplicationsPage from '../pages/AgentApplicationsPage.tsx';
import WithdrawalsPage from '../pages/WithdrawalsPage.tsx';

const page = <R,>(data: R[]) => ({ data, total: data.length, current_page: 1, last_page: 1 });

const recent: AdminPlayerRecent = {
  user_id: 3,
  username: 'player01',
  balance: '50.00',
  turnover: {
    since: '',
    deposits: '0.00',
    multiple: '1.00',
    required: '0.00',
    done: '0.00',
    other: '0.00',
    remaining: '0.00',
  },
  deposits: { approved_count: 0, approved_total: '0.00', recent: [] },
  withdrawals: { paid_count: 0, paid_total: '0.00', recent: [] },
  bets: { days: 7, valid: '0.00', win_loss: '0.00' },
};

const withdrawal: AdminWithdrawalRow = {
  id: 11,
  order_no: 'W20261125000001',
  user_id: 3,
  username: 'player01',
  payee_type: 1,
  bank: '招商银行',
  bank_no: '6225880000001234',
  bank_owner: '张三',
  bank_address: '深圳分行',
  amount: '300.00',
  usdt_rate: '',
  usdt_amount: '',
  usdt_fee: '',
  usdt_receive: '',
  state: 1,
  remark: '',
  reviewed_by: null,
  reviewed_at: '',
  created_at: '2026-11-25 21:00:00',
  payout: null,
};

const activityApplication: AdminActivityApplication = {
  id: 21,
  activity_id: 2,
  activity_name: '首存加赠',
  user_id: 3,
  username: 'player01',
  state: 1,
  remark: '',
  bonus: '88.00',
  turnover: '264.00',
  reviewed_by: null,
  reviewed_at: '',
  created_at: '2026-11-25 19:00:00',
};

const agentApplication: AdminAgentApplication = {
  id: 31,
  user_id: 3,
  username: 'player01',
  realname: '张三',
  mobile: '13800000000',
  apply_info: '有推广渠道',
  state: 1,
  state_name: '待审核',
  remark: '',
  created_at: '2026-11-25 18:00:00',
  reviewed_at: '',
  reviewed_by: null,
};

/** Opens the row's review drawer and gives it. */
async function openReview(rowName: RegExp) {
  const line = await screen.findByRole('row', { name: rowName });
  await userEvent.click(within(line).getByRole('button', { name: /审\s*核/ }));
  return screen.findByRole('dialog');
}

/** The confirmation antd shows over the drawer, found by its title. */
async function confirmation(title: RegExp) {
  const [heading] = await screen.findAllByText(title);
  return heading!.closest('.ant-modal-confirm') as HTMLElement;
}

describe('WithdrawalsPage', () => {
  it('lists the pending withdrawals and pays one after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.withdrawals, page([withdrawal]))
      .on(adminCalls.playerRecent, recent)
      .on(adminCalls.withdrawalsReview, { ...withdrawal, state: 2 });
    renderConsole(<WithdrawalsPage />);
    const line = await screen.findByRole('row', { name: /W20261125000001/ });
    expect(line.textContent).toContain('300.00');
    expect(line.textContent).toContain('银行卡');
    expect(api.calls(adminCalls.withdrawals)[0]).toEqual({ page: 1, state: 1 });

    const drawer = await openReview(/W20261125000001/);
    expect(within(drawer).getByText('张三')).toBeTruthy();
    expect(within(drawer).getByText('深圳分行')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: /通\s*过/ }));
    const dialog = await confirmation(/确认通过提现订单 W20261125000001/);
    expect(api.calls(adminCalls.withdrawalsReview)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.withdrawalsReview)).toEqual([
        { id: 11, approve: true, remark: '' },
      ]),
    );
  });

  it('shows an empty queue, and a load error with a retry', async () => {
    mockApi().on(adminCalls.withdrawals, page([]));
    const view = renderConsole(<WithdrawalsPage />);
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    view.unmount();
    mockApi().fail(adminCalls.withdrawals, 500, '服务器繁忙');
    renderConsole(<WithdrawalsPage />);
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});

describe('WithdrawalsPage: a USDT payout checked on chain', () => {
  const HASH = `0x${'d4'.repeat(32)}`;
  const usdt: AdminWithdrawalRow = {
    ...withdrawal,
    id: 12,
    order_no: 'W20261128000002',
    payee_type: 2,
    bank: 'TRC20',
    bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    bank_owner: '',
    bank_address: '',
    usdt_rate: '7.00',
    usdt_amount: '42.86',
    usdt_fee: '1.00',
    usdt_receive: '41.86',
  };
  const payout = (more: Partial<AdminWithdrawalPayout>): AdminWithdrawalPayout => ({
    id: 12,
    chain: 'TRC20',
    tx_hash: HASH,
    state: 'waiting',
    confirmations: 3,
    required: 20,
    problems: [],
    found_to: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    found_amount: '41.860000',
    checked_at: '2026-11-28 13:00:00',
    ...more,
  });

  /** Opens the withdrawal, 填写链上交易, types the hash and sends it; gives the dialog. */
  async function enterHash(hash: string) {
    const drawer = await openReview(/W20261128000002/);
    await userEvent.click(within(drawer).getByRole('button', { name: '填写链上交易' }));
    const title = await screen.findByText('填写链上交易：W20261128000002');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    await userEvent.type(within(dialog).getByLabelText('交易哈希'), hash);
    await userEvent.click(within(dialog).getByRole('button', { name: /核\s*对/ }));
    return dialog;
  }

  function server(answer: AdminWithdrawalPayout, rows: AdminWithdrawalRow[] = [usdt]) {
    let listed = rows;
    const api = mockApi()
      .on(adminCalls.withdrawals, () => page(listed))
      .on(adminCalls.playerRecent, recent)
      .on(adminCalls.adminWithdrawalPayout, () => {
        listed = rows.map((r) => ({
          ...r,
          state: answer.state === 'paid' ? 2 : r.state,
          payout: answer,
        }));
        return answer;
      });
    return api;
  }

  it('refuses a malformed hash before any call', async () => {
    const api = server(payout({}));
    renderConsole(<WithdrawalsPage />);
    const dialog = await enterHash('0x1234');
    expect(await within(dialog).findByText('请输入有效的交易哈希（64 位十六进制）')).toBeTruthy();
    expect(api.calls(adminCalls.adminWithdrawalPayout)).toEqual([]);
  });

  it('paid: 已到账并标记为已付款, and the list is read again', async () => {
    const api = server(payout({ state: 'paid', confirmations: 20 }));
    renderConsole(<WithdrawalsPage />);
    const dialog = await enterHash(HASH);
    expect((await within(dialog).findAllByText('已到账并标记为已付款')).length).toBeGreaterThan(0);
    expect(api.calls(adminCalls.adminWithdrawalPayout)).toEqual([{ id: 12, tx_hash: HASH }]);
    await waitFor(() => expect(api.calls(adminCalls.withdrawals).length).toBeGreaterThan(1));
  });

  it('waiting: 已找到交易，等待确认 n/N, and the row shows the payout under it', async () => {
    const api = server(payout({ state: 'waiting', confirmations: 3 }));
    renderConsole(<WithdrawalsPage />);
    const dialog = await enterHash(` ${HASH} `);
    expect(await within(dialog).findByText('已找到交易，等待确认 3/20')).toBeTruthy();
    expect(api.calls(adminCalls.adminWithdrawalPayout)).toEqual([{ id: 12, tx_hash: HASH }]);
    await userEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.getAllByTestId('payout').length).toBeGreaterThan(0));
    const [below] = screen.getAllByTestId('payout');
    expect(below!.textContent).toContain(HASH);
    expect(below!.textContent).toContain('等待确认');
    expect(below!.textContent).toContain('3/20');
  });

  it('mismatch: the problems in red, 标记为不符', async () => {
    const problems = [
      '收款地址不符：应为 TQn9…，实为 TAbc…',
      '金额不符：应为 41.86 USDT，实为 40 USDT',
    ];
    server(payout({ state: 'mismatch', confirmations: 0, problems }));
    renderConsole(<WithdrawalsPage />);
    const dialog = await enterHash(HASH);
    expect(await within(dialog).findByText('标记为不符')).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: '问题' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(problems);
  });

  it('offers 填写链上交易 only for a pending USDT withdrawal', async () => {
    mockApi()
      .on(adminCalls.withdrawals, page([withdrawal]))
      .on(adminCalls.playerRecent, recent);
    renderConsole(<WithdrawalsPage />);
    const drawer = await openReview(/W20261125000001/);
    expect(within(drawer).queryByRole('button', { name: '填写链上交易' })).toBeNull();
  });
});

describe('ActivityApplicationsPage', () => {
  it('refuses an application only with a reason and after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.activityApplications, page([activityApplication]))
      .on(adminCalls.activityApplicationsReview, {
        ...activityApplication,
        state: 3,
        remark: '不符合条件',
      });
    renderConsole(<ActivityApplicationsPage />);
    const line = await screen.findByRole('row', { name: /首存加赠/ });
    expect(line.textContent).toContain('88.00');

    const drawer = await openReview(/首存加赠/);
    // Pending: the figures are what approving will pay, and say so.
    const payable = (label: string) =>
      within(drawer).getByText(label).closest('tr')?.querySelector('.ant-descriptions-item-content')
        ?.textContent;
    expect(payable('批准将发放奖金')).toBe('88.00');
    expect(payable('批准将附加打码量')).toBe('264.00');
    await userEvent.click(within(drawer).getByRole('button', { name: /拒\s*绝/ }));
    expect(await within(drawer).findByText('拒绝时请填写原因')).toBeTruthy();
    expect(api.calls(adminCalls.activityApplicationsReview)).toEqual([]);

    await userEvent.type(within(drawer).getByLabelText('备注'), '不符合条件');
    await userEvent.click(within(drawer).getByRole('button', { name: /拒\s*绝/ }));
    const dialog = await confirmation(/确认拒绝player01 的「首存加赠」申请/);
    await userEvent.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.activityApplicationsReview)).toEqual([
        { id: 21, approve: false, remark: '不符合条件' },
      ]),
    );
  });

  it('shows an empty queue, and a load error with a retry', async () => {
    mockApi().on(adminCalls.activityApplications, page([]));
    const view = renderConsole(<ActivityApplicationsPage />);
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    view.unmount();
    mockApi().fail(adminCalls.activityApplications, 403, '当前角色无权进行此操作');
    renderConsole(<ActivityApplicationsPage />);
    expect(await screen.findByText('当前角色无权进行此操作')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});

describe('AgentApplicationsPage', () => {
  it('approves an application with the remark typed, after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.agentApplications, page([agentApplication]))
      .on(adminCalls.agentApplicationsReview, { ...agentApplication, state: 2 });
    renderConsole(<AgentApplicationsPage />);
    const line = await screen.findByRole('row', { name: /13800000000/ });
    expect(line.textContent).toContain('有推广渠道');

    const drawer = await openReview(/13800000000/);
    await userEvent.type(within(drawer).getByLabelText('备注'), ' 欢迎 ');
    await userEvent.click(within(drawer).getByRole('button', { name: /通\s*过/ }));
    const dialog = await confirmation(/确认通过player01 的代理申请/);
    await userEvent.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.agentApplicationsReview)).toEqual([
        { id: 31, approve: true, remark: '欢迎' },
      ]),
    );
  });

  it('shows an empty queue, and a load error with a retry', async () => {
    mockApi().on(adminCalls.agentApplications, page([]));
    const view = renderConsole(<AgentApplicationsPage />);
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    view.unmount();
    mockApi().fail(adminCalls.agentApplications, 500, '服务器繁忙');
    renderConsole(<AgentApplicationsPage />);
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
