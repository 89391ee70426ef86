import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminSettings } from '@app/contract/admin';
import type { VipLevel } from '@app/contract/rewards';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import type { AdminPayBank } from '@app/contract/admin';
import PayBanksPage from './pages/PayBanksPage.tsx';
import SiteSettingsPage from './pages/SiteSettingsPage.tsx';
import VipLevelsPage from './pages/VipLevelsPage.tsx';
import WalletSettingsPage from './pages/WalletSettingsPage.tsx';

const ME = {
  operator_id: 1,
  name: 'boss',
  role: 'admin' as const,
  two_factor: false,
  must_enrol: false,
  recovery_codes_left: 0,
};

const levels: VipLevel[] = Array.from({ length: 10 }, (_, i) => ({
  level: i + 1,
  vipname: `VIP${i + 1}`,
  recharge: `${i * 1000}.00`,
  flow: `${i * 5000}.00`,
  retention: `${i * 2000}.00`,
  realperson: '0.30',
  sport: '0.30',
  e_sport: '0.30',
  joker: '0.30',
  electron: '0.30',
  lottery: '0.30',
}));

const settings: AdminSettings = {
  public_url: 'https://play.example.com',
  app: {
    site_state: 1,
    repair_tips: '系统维护中',
    redpacket_switch: 1,
    title: '星河娱乐',
    site_logo: '',
    index_modal: 0,
    webcontent: '',
    h5_url: '',
    ios_download_url: '',
    ios_download_qrcode: '',
  },
  wallet: {
    usdt_address_trc20: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    usdt_address_erc20: '',
    usdt_qrcode_trc20: '',
    usdt_qrcode_erc20: '',
    usdt_deposit_rate: '7.20',
    withdrawusdtrate: '7.30',
    withdrawfeeusdttrc: '1.00',
    withdrawcashfee: '5.00',
    deposit_ranges: {
      bank: { min_price: '100.00', max_price: '10000.00' },
      wechat: { min_price: '100.00', max_price: '10000.00' },
      alipay: { min_price: '100.00', max_price: '10000.00' },
      'usdt-trc20': { min_price: '10.00', max_price: '100000.00' },
      'usdt-erc20': { min_price: '10.00', max_price: '100000.00' },
      'usdt-bep20': { min_price: '10.00', max_price: '100000.00' },
    },
    pay_ways: { card: 1, usdt: 1, wechat: 0, alipay: 0 },
    withdraw_min: '100.00',
    daily_withdraw_count: 5,
    turnover_multiple: '1.00',
  },
};

const confirmSave = async () => {
  const confirm = await screen.findByRole('button', { name: '确认保存' });
  await userEvent.click(confirm);
};

describe('rules pages', () => {
  it("edits a VIP level: checked in the form, only what changed is sent after a confirmation, the server's refusal shown", async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.vipLevels, levels)
      .fail(adminCalls.vipLevelsUpdate, 422, 'VIP等级门槛须逐级递增');
    renderConsole(<VipLevelsPage />, { path: '/rules/vip' });
    const row = (await screen.findAllByText('VIP3', { selector: 'td' }))[0]!.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const sport = within(dialog).getByLabelText('体育');
    fireEvent.change(sport, { target: { value: '12' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('0~10，最多两位小数')).toBeTruthy();
    expect(api.calls(adminCalls.vipLevelsUpdate)).toEqual([]);

    fireEvent.change(sport, { target: { value: '0.25' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await confirmSave();
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'VIP等级门槛须逐级递增',
    );
    expect(api.calls(adminCalls.vipLevelsUpdate)).toEqual([{ level: 3, sport: '0.25' }]);
  }, 150_000);

  it('saves a VIP level and says so', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.vipLevels, levels)
      .on(adminCalls.vipLevelsUpdate, levels);
    renderConsole(<VipLevelsPage />, { path: '/rules/vip' });
    const row = (await screen.findAllByText('VIP3', { selector: 'td' }))[0]!.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('等级名称'), { target: { value: '黄金' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await confirmSave();
    expect(await screen.findByText('VIP等级已保存')).toBeTruthy();
    expect(api.calls(adminCalls.vipLevelsUpdate)).toEqual([{ level: 3, vipname: '黄金' }]);
  }, 150_000);

  it('saves the site repair text alone, after a confirmation', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.settings, settings)
      .on(adminCalls.playerCounts, { threshold: 10 })
      .on(adminCalls.settingsUpdate, settings);
    renderConsole(<SiteSettingsPage />, { path: '/rules/site' });
    const tips = await screen.findByLabelText('维护提示');
    await waitFor(() => expect((tips as HTMLTextAreaElement).value).toBe('系统维护中'));
    fireEvent.change(tips, { target: { value: '升级中' } });
    await userEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[0]!);
    await confirmSave();
    expect(await screen.findByText('站点设置已保存')).toBeTruthy();
    expect(api.calls(adminCalls.settingsUpdate)).toEqual([{ app: { repair_tips: '升级中' } }]);
  }, 150_000);

  it('sends only the wallet settings that changed, pay ways and ranges key by key', async () => {
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.settings, settings)
      .on(adminCalls.settingsUpdate, settings);
    renderConsole(<WalletSettingsPage />, { path: '/rules/wallet' });
    const multiple = await screen.findByLabelText('充值打码倍数');
    await waitFor(() => expect((multiple as HTMLInputElement).value).toBe('1.00'));
    fireEvent.change(multiple, { target: { value: '2' } });
    await userEvent.click(screen.getByRole('switch', { name: '微信' }));
    const bankMax = screen.getByLabelText('银行卡 最高');
    fireEvent.change(bankMax, { target: { value: '20000.00' } });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await confirmSave();
    expect(await screen.findByText('钱包设置已保存')).toBeTruthy();
    expect(api.calls(adminCalls.settingsUpdate)).toEqual([
      {
        wallet: {
          turnover_multiple: '2',
          pay_ways: { wechat: 1 },
          deposit_ranges: { bank: { min_price: '100.00', max_price: '20000.00' } },
        },
      },
    ]);
  }, 150_000);

  it('says invite links will not work for others while the server has no PUBLIC_URL', async () => {
    mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.settings, { ...settings, public_url: '' })
      .on(adminCalls.playerCounts, { threshold: 10 });
    const view = renderConsole(<SiteSettingsPage />, { path: '/rules/site' });
    const warning = await screen.findByTestId('public-url-missing');
    expect(warning.textContent).toContain('服务器未设置 PUBLIC_URL：邀请链接对其他人无效');
    expect(warning.textContent).toContain('http://localhost:');
    view.unmount();

    mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.settings, settings)
      .on(adminCalls.playerCounts, { threshold: 10 });
    renderConsole(<SiteSettingsPage />, { path: '/rules/site' });
    expect(await screen.findByLabelText('维护提示')).toBeTruthy();
    expect(screen.queryByTestId('public-url-missing')).toBeNull();
  }, 150_000);

  it('adds, edits and removes receiving bank accounts, each after a confirmation', async () => {
    const account: AdminPayBank = {
      id: 1,
      bank_name: '招商银行',
      bank_owner: '星河科技有限公司',
      bank_no: '6225 8800 1234 5678',
      bank_address: '',
    };
    let accounts: AdminPayBank[] = [];
    const api = mockApi()
      .on(adminCalls.me, ME)
      .on(adminCalls.payBanks, () => accounts)
      .on(adminCalls.payBanksCreate, () => {
        accounts = [account];
        return account;
      })
      .on(adminCalls.payBanksUpdate, (p) => {
        accounts = [{ ...account, bank_address: String(p.bank_address) }];
        return accounts[0]!;
      })
      .on(adminCalls.payBanksDelete, () => {
        accounts = [];
        return { id: 1 };
      });
    renderConsole(<PayBanksPage />, { path: '/rules/pay-banks' });
    expect(await screen.findByText(/尚未设置收款账户：玩家端不提供银行卡存款/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /新增收款账户/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('收款银行'), '招商银行');
    await userEvent.type(within(dialog).getByLabelText('户名'), '星河科技有限公司');
    await userEvent.type(within(dialog).getByLabelText('卡号'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(
      await within(dialog).findByText('请填写正确的收款卡号（8~40位数字，可含空格）'),
    ).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('卡号'));
    await userEvent.type(within(dialog).getByLabelText('卡号'), '6225 8800 1234 5678');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect((await screen.findAllByText('新增这个收款账户？')).length).toBeGreaterThan(0);
    expect(api.calls(adminCalls.payBanksCreate)).toEqual([]);
    await confirmSave();
    await waitFor(() =>
      expect(api.calls(adminCalls.payBanksCreate)).toEqual([
        {
          bank_name: '招商银行',
          bank_owner: '星河科技有限公司',
          bank_no: '6225 8800 1234 5678',
          bank_address: '',
        },
      ]),
    );
    const row = await screen.findByRole('row', { name: /6225 8800 1234 5678/ });

    await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const editor = await screen.findByRole('dialog', { name: '修改收款账户' });
    await userEvent.type(within(editor).getByLabelText('开户行地址'), '深圳分行');
    await userEvent.click(within(editor).getByRole('button', { name: /保\s*存/ }));
    await confirmSave();
    await waitFor(() =>
      expect(api.calls(adminCalls.payBanksUpdate)).toEqual([
        { ...account, bank_address: '深圳分行' },
      ]),
    );

    const updated = await screen.findByRole('row', { name: /深圳分行/ });
    await userEvent.click(
      within(updated).getByRole('button', { name: '删除收款账户 招商银行 6225 8800 1234 5678' }),
    );
    expect(api.calls(adminCalls.payBanksDelete)).toEqual([]);
    const ok = await screen.findAllByRole('button', { name: /删\s*除/ });
    await userEvent.click(ok[ok.length - 1]!);
    await waitFor(() => expect(api.calls(adminCalls.payBanksDelete)).toEqual([{ id: 1 }]));
  }, 150_000);
});
