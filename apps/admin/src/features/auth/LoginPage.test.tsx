import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import { getToken } from '../../lib/session.ts';
import LoginPage from './pages/LoginPage.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/queues/deposits', element: <p>充值审核页</p> },
];

describe('LoginPage', () => {
  it('signs in and goes where the operator was going', async () => {
    const api = mockApi().on(adminCalls.login, { token: 't'.repeat(43), name: 'boss' });
    renderConsole(routes, { path: '/login?redirect=%2Fqueues%2Fdeposits', signedIn: false });
    await userEvent.type(screen.getByLabelText('账号'), 'boss');
    await userEvent.type(screen.getByLabelText('密码'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('充值审核页')).toBeTruthy();
    expect(api.calls(adminCalls.login)).toEqual([{ name: 'boss', password: 'secret-pass' }]);
    expect(getToken()).toBe('t'.repeat(43));
  });

  it("shows the server's refusal and stays", async () => {
    mockApi().fail(adminCalls.login, 422, '管理员账号或密码错误');
    renderConsole(routes, { path: '/login', signedIn: false });
    await userEvent.type(screen.getByLabelText('账号'), 'boss');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('管理员账号或密码错误');
    await waitFor(() => expect(getToken()).toBe(''));
  });
});
