import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminOperatorRow } from '@app/contract/admin-auth';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import { userEvent } from '../../test/user.ts';
import OperatorsPage from './pages/OperatorsPage.tsx';

const ME = {
  operator_id: 1,
  name: 'boss',
  role: 'admin' as const,
  two_factor: true,
  must_enrol: false,
  recovery_codes_left: 10,
};

const boss: AdminOperatorRow = {
  id: 1,
  name: 'boss',
  role: 'admin',
  status: 1,
  two_factor: true,
  last_login_at: '2026-11-25 09:00:00',
  created_at: '2026-01-01 00:00:00',
};
const helper: AdminOperatorRow = {
  id: 2,
  name: 'kefu01',
  role: 'support',
  status: 1,
  two_factor: true,
  last_login_at: '',
  created_at: '2026-02-01 00:00:00',
};

const page = (data: AdminOperatorRow[]) => ({
  data,
  total: data.length,
  current_page: 1,
  last_page: 1,
});

const rowOf = async (name: RegExp) => screen.findByRole('row', { name });

describe('OperatorsPage', () => {
  it('lists the operators, marks me, and creates one once the form is right', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.operators, page([boss, helper]))
      .on(adminCalls.operatorsCreate, { ...helper, id: 3, name: 'finance1', role: 'support' });
    renderConsole(<OperatorsPage />);
    expect(await screen.findByText('boss（我）')).toBeTruthy();
    expect((await rowOf(/kefu01/)).textContent).toContain('客服');

    await userEvent.click(screen.getByRole('button', { name: /新建操作员/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'a b' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'short' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    expect(await within(dialog).findByText('账号须为3~32位字母、数字或 _ . @ -')).toBeTruthy();
    expect(within(dialog).getByText('密码须为8~64个字符')).toBeTruthy();
    expect(api.calls(adminCalls.operatorsCreate)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'finance1' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), {
      target: { value: 'long-enough-1' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.operatorsCreate)).toEqual([
        { name: 'finance1', password: 'long-enough-1', role: 'support' },
      ]),
    );
  });

  it('disables an operator and resets two-factor only after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.operators, page([boss, helper]))
      .on(adminCalls.operatorsUpdate, { ...helper, status: 0 })
      .on(adminCalls.operatorsResetTwoFactor, { ...helper, two_factor: false });
    renderConsole(<OperatorsPage />);
    const row = await rowOf(/kefu01/);

    await userEvent.click(within(row).getByRole('button', { name: /停\s*用/ }));
    const pop = (await screen.findByText('停用 kefu01？')).closest('.ant-popover') as HTMLElement;
    expect(within(pop).getByText('停用后该操作员立即退出且无法登录。')).toBeTruthy();
    expect(api.calls(adminCalls.operatorsUpdate)).toEqual([]);
    await userEvent.click(within(pop).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.operatorsUpdate)).toEqual([{ id: 2, status: 0 }]),
    );

    await userEvent.click(within(row).getByRole('button', { name: /重置两步验证/ }));
    const [title] = await screen.findAllByText('重置 kefu01 的两步验证？');
    const confirm = title!.closest('.ant-modal-confirm') as HTMLElement;
    expect(api.calls(adminCalls.operatorsResetTwoFactor)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(api.calls(adminCalls.operatorsResetTwoFactor)).toEqual([{ id: 2 }]));
  });

  it('resets a password through its dialog', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.operators, page([boss, helper]))
      .on(adminCalls.operatorsResetPassword, helper);
    renderConsole(<OperatorsPage />);
    const row = await rowOf(/kefu01/);
    await userEvent.click(within(row).getByRole('button', { name: /重置密码/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('重置密码：kefu01')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('新密码'), {
      target: { value: 'brand-new-pass' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.operatorsResetPassword)).toEqual([
        { id: 2, password: 'brand-new-pass' },
      ]),
    );
  });

  it('shows no operators, and a load error with a retry', async () => {
    mockApi().on(adminCalls.me, ME).on(adminCalls.operators, page([]));
    const view = renderConsole(<OperatorsPage />);
    expect(await screen.findByText('暂无操作员')).toBeTruthy();
    view.unmount();
    mockApi().on(adminCalls.me, ME).fail(adminCalls.operators, 403, '当前角色无权进行此操作');
    renderConsole(<OperatorsPage />);
    expect(await screen.findByText('当前角色无权进行此操作')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
