import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { userEvent } from '../../../test/user.ts';
import AddressesPage from '../pages/AddressesPage.tsx';
import ChainsPage from '../pages/ChainsPage.tsx';
import TransfersPage from '../pages/TransfersPage.tsx';
import { ADDRESS, CHAINS, meOf, page, TRANSFER } from './data.ts';

/** The confirmation antd shows, found by its title. */
async function confirmation(title: RegExp) {
  const [heading] = await screen.findAllByText(title);
  return heading!.closest('.ant-modal-confirm') as HTMLElement;
}

describe('ChainsPage', () => {
  it('shows one card per chain: configured or not, stalled in red, the endpoints', async () => {
    mockApi().on(adminCalls.me, meOf('finance')).on(adminCalls.adminChains, CHAINS);
    renderConsole(<ChainsPage />);
    const tron = await screen.findByTestId('chain-TRC20');
    expect(within(tron).getByText('已配置')).toBeTruthy();
    expect(within(tron).getByText('trongrid')).toBeTruthy();
    expect(within(tron).getByText('61234567')).toBeTruthy();
    expect(within(tron).getByText('5 秒前')).toBeTruthy();
    expect(within(tron).getByText('https://api.trongrid.io')).toBeTruthy();
    expect(within(tron).getByText('120/2')).toBeTruthy();
    expect(within(tron).getByText('180 ms')).toBeTruthy();
    expect(within(tron).getByText('timeout after 10000 ms')).toBeTruthy();
    expect(within(tron).getByText('异常')).toBeTruthy();
    expect(within(tron).queryByText('停滞')).toBeNull();

    const eth = screen.getByTestId('chain-ERC20');
    expect(within(eth).getByText('停滞')).toBeTruthy();
    expect(within(eth).getByText('停滞：rpc: 429 Too Many Requests')).toBeTruthy();
    expect(within(eth).getByText('10 分钟前')).toBeTruthy();

    const bsc = screen.getByTestId('chain-BEP20');
    expect(within(bsc).getByText('未配置')).toBeTruthy();
    expect(within(bsc).getByText('从未')).toBeTruthy();
  });

  it('finance sees the settings disabled, without a save button', async () => {
    mockApi().on(adminCalls.me, meOf('finance')).on(adminCalls.adminChains, CHAINS);
    renderConsole(<ChainsPage />);
    expect(await screen.findByText('仅管理员可修改设置')).toBeTruthy();
    expect((screen.getByLabelText('少付容差（USDT）') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /保存设置/ })).toBeNull();
  });

  it('admin saves the settings after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf('admin'))
      .on(adminCalls.adminChains, CHAINS)
      .on(adminCalls.adminChainSettings, CHAINS);
    renderConsole(<ChainsPage />);
    const tolerance = await screen.findByLabelText('少付容差（USDT）');
    await waitFor(() => expect((tolerance as HTMLInputElement).disabled).toBe(false));
    const trc = screen.getByLabelText('TRON (TRC20) 确认数');
    await userEvent.clear(trc);
    await userEvent.type(trc, '25');
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '1.5');
    await userEvent.click(screen.getByRole('button', { name: /保存设置/ }));
    const dialog = await confirmation(/确认保存链上充值设置/);
    expect(api.calls(adminCalls.adminChainSettings)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminChainSettings)).toEqual([
        { confirmations: { TRC20: 25, ERC20: 12, BEP20: 15 }, underpay_tolerance: '1.5' },
      ]),
    );
    expect(await screen.findByText('设置已保存')).toBeTruthy();
  });

  it("refuses a malformed tolerance, and shows the server's message when a save fails", async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf('admin'))
      .on(adminCalls.adminChains, CHAINS)
      .fail(adminCalls.adminChainSettings, 400, '确认数为 1~1000 的整数');
    renderConsole(<ChainsPage />);
    const tolerance = await screen.findByLabelText('少付容差（USDT）');
    await waitFor(() => expect((tolerance as HTMLInputElement).disabled).toBe(false));
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '1.1234567');
    await userEvent.click(screen.getByRole('button', { name: /保存设置/ }));
    expect(await screen.findByText('容差为不超过 6 位小数的 USDT 金额')).toBeTruthy();
    expect(api.calls(adminCalls.adminChainSettings)).toEqual([]);

    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '2');
    await userEvent.click(screen.getByRole('button', { name: /保存设置/ }));
    const dialog = await confirmation(/确认保存链上充值设置/);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('确认数为 1~1000 的整数')).toBeTruthy();
    expect(api.calls(adminCalls.adminChainSettings)).toHaveLength(1);
  });

  it('shows a load error with a retry', async () => {
    mockApi().on(adminCalls.me, meOf('admin')).fail(adminCalls.adminChains, 500, '服务器繁忙');
    renderConsole(<ChainsPage />);
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});

describe('AddressesPage', () => {
  it('lists the addresses with the note; an unreadable balance says 读取失败; filters by chain', async () => {
    const api = mockApi().on(adminCalls.adminChainAddresses, (p) =>
      page(
        p.chain === 'ERC20'
          ? []
          : [ADDRESS, { ...ADDRESS, index: 8, address: 'TAddr8', balance: null }],
      ),
    );
    renderConsole(<AddressesPage />);
    expect(await screen.findByText('归集请使用离线私钥操作，平台不持有私钥')).toBeTruthy();
    const line = await screen.findByRole('row', { name: /TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE/ });
    expect(line.textContent).toContain('player01（3）');
    expect(line.textContent).toContain('50.000000');
    const unread = screen.getByRole('row', { name: /TAddr8/ });
    expect(unread.textContent).toContain('读取失败');
    expect(api.calls(adminCalls.adminChainAddresses)[0]).toEqual({ page: 1 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '链筛选' }));
    fireEvent.click(await screen.findByText('Ethereum (ERC20)'));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(api.calls(adminCalls.adminChainAddresses).at(-1)).toEqual({ page: 1, chain: 'ERC20' });
  });
});

describe('TransfersPage', () => {
  it('lists the transfers with their state, confirmations and note; filters by state', async () => {
    const api = mockApi().on(adminCalls.adminChainTransfers, (p) =>
      page(p.state === 'credited' ? [] : [TRANSFER]),
    );
    renderConsole(<TransfersPage />);
    const line = await screen.findByRole('row', { name: /D20261128000007/ });
    expect(line.textContent).toContain('待审核');
    expect(line.textContent).toContain('25/20');
    expect(line.textContent).toContain('49.000000');
    expect(line.textContent).toContain('少付 1.000000 USDT');
    expect(line.textContent).toContain('abababab…ababab');
    expect(line.textContent).toContain('TXYZop…AeBf → TQn9Y2…bLSE');
    expect(api.calls(adminCalls.adminChainTransfers)[0]).toEqual({ page: 1 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态筛选' }));
    fireEvent.click(await screen.findByText('已入账'));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(api.calls(adminCalls.adminChainTransfers).at(-1)).toEqual({
      page: 1,
      state: 'credited',
    });
  });
});
