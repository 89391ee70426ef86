import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { VENUE_LIST } from '../test-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function open(path: string, handlers: PlayerHandlers = {}) {
  setToken('tok-1');
  const server = mockApi({
    user: () => ({ data: { ...PLAYER, transferstatus: 0 } }),
    balance: () => ({ data: { balance: '1000.00' } }),
    balanceList: () => ({ data: VENUE_LIST }),
    ...handlers,
  });
  return { server, app: renderApp(path) };
}

describe('wallet overview', () => {
  test('/money: total assets are the wallet plus every venue, with the money shortcuts', async () => {
    const { app } = open('/money');
    const hero = await screen.findByRole('region', { name: '总资产' });
    // 1000.00 + 100.00 + 20.50 (演示电子二 did not answer and adds nothing)
    expect(await within(hero).findByText('1120.50')).toBeTruthy();
    expect(within(hero).getByTestId('main-balance').textContent).toBe('1000.00');
    expect(within(hero).getByTestId('game-balance').textContent).toBe('120.50');
    const venues = screen.getByRole('region', { name: '场馆余额' });
    expect(within(venues).getAllByRole('listitem')).toHaveLength(VENUE_LIST.length);
    await user().click(screen.getByRole('button', { name: '充值' }));
    await waitFor(() => expect(app.location()).toBe('/recharge1'));
  });

  test('/money links to transfer, withdrawal, wallet and the records', async () => {
    const { app } = open('/money');
    await screen.findByText('1120.50');
    for (const name of ['转账', '取款', '钱包']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    await user().click(screen.getByText('交易记录'));
    await waitFor(() => expect(app.location()).toBe('/transRecord'));
  });

  test('/wallet: one-click recovery, then the balances are asked again', async () => {
    const { server } = open('/wallet', {
      transAll: () => ({ data: { recovered: '120.50', pending: 1, failed: 0 } }),
    });
    await screen.findByText('1120.50');
    expect(screen.queryByRole('button', { name: '充值' })).toBeNull();
    const before = server.callsTo('balanceList').length;
    await user().click(screen.getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('已回收 ¥120.50，1 个场馆处理中，请稍后查看')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('balanceList').length).toBeGreaterThan(before));
  });

  test('refresh asks refreshusermoney and says the balance was updated', async () => {
    const { server } = open('/wallet', {
      refreshUserMoney: () => ({ data: { ...PLAYER, balance: '999.00' } }),
    });
    await screen.findByText('1120.50');
    await user().click(screen.getByRole('button', { name: '刷新余额' }));
    expect(await screen.findByText('余额已更新')).toBeTruthy();
    expect(server.callsTo('refreshUserMoney')).toHaveLength(1);
  });

  test('loading failure and an empty venue list are said so', async () => {
    open('/account', {
      user: () => ({ code: 500, message: '服务器错误，请稍后再试' }),
      balance: () => ({ code: 500, message: '服务器错误，请稍后再试' }),
      balanceList: () => ({ data: [] }),
    });
    expect(await screen.findByText('加载失败，下拉重试')).toBeTruthy();
    expect(await screen.findByText('暂无场馆')).toBeTruthy();
  });

  test('/account asks a visitor to log in', async () => {
    mockApi({});
    const app = renderApp('/account');
    expect(await screen.findByText('登录后查看您的账户')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Faccount'));
  });
});
