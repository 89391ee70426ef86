import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminDepositRow } from '@app/contract/admin';
import type { AdminPlayerRecent } from '@app/contract/admin-queues';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import DepositsPage from './DepositsPage.tsx';

const row: AdminDepositRow = {
  id: 7,
  deposit_no: 'D20261125000001',
  user_id: 3,
  username: 'player01',
  method: 'manual',
  paytype: 'usdt',
  catepay: 'TRC20',
  amount: '100.00',
  real_money: '720.00',
  rate: '7.20',
  screenshot_url: '/uploads/0123456789abcdef0123456789abcdef.png',
  received: '',
  tx_hash: '',
  bank: '',
  bank_no: '',
  bank_owner: '',
  bank_address: '',
  state: 1,
  remark: '',
  reviewed_by: null,
  reviewed_at: '',
  created_at: '2026-11-25 20:00:00',
};

const recent: AdminPlayerRecent = {
  user_id: 3,
  username: 'player01',
  balance: '0.00',
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

const page = (data: AdminDepositRow[]) => ({
  data,
  total: data.length,
  current_page: 1,
  last_page: 1,
});

describe('DepositsPage', () => {
  it(
    'lists pending deposits with USDT, rate and credit; shows the screenshot; refusing needs a remark and a confirmation',
    { timeout: 180_000 },
    async () => {
      const api = mockApi()
        .on(adminCalls.deposits, page([row]))
        .on(adminCalls.playerRecent, recent)
        .on(adminCalls.depositsReview, { ...row, state: 3, remark: '金额不符' });
      renderConsole(<DepositsPage />);
      const line = await screen.findByRole('row', { name: /D20261125000001/ });
      expect(line.textContent).toContain('100.00 USDT');
      expect(line.textContent).toContain('7.20');
      expect(line.textContent).toContain('720.00');
      expect(api.calls(adminCalls.deposits)[0]).toEqual({ page: 1, state: 1 });

      await userEvent.click(within(line).getByRole('button', { name: /审\s*核/ }));
      const shot = await screen.findByRole('img', { name: /转账截图/ });
      expect(shot.getAttribute('src')).toBe(row.screenshot_url);
      expect(await screen.findByTestId('player-recent')).toBeTruthy();

      // Refusing without a reason is stopped before any call.
      await userEvent.click(screen.getByRole('button', { name: /拒\s*绝/ }));
      expect(await screen.findByText('拒绝时请填写原因')).toBeTruthy();
      expect(api.calls(adminCalls.depositsReview)).toEqual([]);

      await userEvent.type(screen.getByLabelText('备注'), '金额不符');
      await userEvent.click(screen.getByRole('button', { name: /拒\s*绝/ }));
      const [title] = await screen.findAllByText(/确认拒绝充值订单 D20261125000001/);
      const dialog = title!.closest('.ant-modal-confirm') as HTMLElement;
      await userEvent.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
      await waitFor(() =>
        expect(api.calls(adminCalls.depositsReview)).toEqual([
          { id: 7, approve: false, remark: '金额不符' },
        ]),
      );
    },
  );

  it('shows an empty queue and a load error', async () => {
    mockApi().on(adminCalls.deposits, page([]));
    const view = renderConsole(<DepositsPage />);
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    view.unmount();
    mockApi().fail(adminCalls.deposits, 403, '当前角色无权进行此操作');
    renderConsole(<DepositsPage />);
    expect(await screen.findByText('当前角色无权进行此操作')).toBeTruthy();
  });

  it('an order paid on chain shows 应付 and 实到 side by side, highlighted when they differ, and its hash', async () => {
    const hash = `0x${'c3'.repeat(32)}`;
    const short = {
      ...row,
      id: 8,
      deposit_no: 'D20261128000008',
      method: 'auto',
      received: '98.50',
      tx_hash: hash,
    };
    const exact = {
      ...row,
      id: 9,
      deposit_no: 'D20261128000009',
      method: 'auto',
      received: '100.00',
      tx_hash: hash,
    };
    mockApi().on(adminCalls.deposits, page([short, exact]));
    renderConsole(<DepositsPage />);
    const line = await screen.findByRole('row', { name: /D20261128000008/ });
    const paid = within(line).getByTestId('paid-8');
    expect(paid.textContent).toContain('应付 100.00 USDT');
    expect(paid.textContent).toContain('实到 98.50 USDT');
    expect(within(paid).getByTitle('金额不符')).toBeTruthy();
    expect(line.textContent).toContain('0xc3c3c3c3…c3c3c3');
    const same = within(screen.getByRole('row', { name: /D20261128000009/ })).getByTestId('paid-9');
    expect(same.textContent).toContain('实到 100.00 USDT');
    expect(within(same).queryByTitle('金额不符')).toBeNull();
    // other deposits: the amount alone
    expect(screen.queryByTestId('paid-7')).toBeNull();
  });
});
