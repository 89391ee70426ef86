import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('/mine_old', () => {
  test('shows the player, the balance and a grid of shortcuts', async () => {
    setToken('tok-1');
    mockApi({ user: () => ({ data: { ...PLAYER, vip: 2 } }) });
    const app = renderApp('/mine_old');
    expect(await screen.findByText('player01')).toBeTruthy();
    expect(screen.getByText('VIP2')).toBeTruthy();
    expect(screen.getByText('1000.00')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '个人资料' }));
    await waitFor(() => expect(app.location()).toBe('/userInfo'));
  });

  test('a trial account cannot open the deposit', async () => {
    setToken('tok-1');
    mockApi({ user: () => ({ data: { ...PLAYER, is_guest: 1 } }) });
    const app = renderApp('/mine_old');
    await user().click(await screen.findByRole('button', { name: '充值' }));
    expect(await screen.findByText(/试玩账号不能进行此操作/)).toBeTruthy();
    expect(app.location()).toBe('/mine_old');
  });
});
