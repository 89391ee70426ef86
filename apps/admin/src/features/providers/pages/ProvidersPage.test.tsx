import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { ADMIN, FINANCE, makeProvider, meOf } from '../test/data.ts';
import ProvidersPage from './ProvidersPage.tsx';

const PATH = '/providers/list';
const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr') as HTMLElement;

describe('ProvidersPage (厂商管理)', () => {
  it('lists the providers with their mode, signing, categories, games and credentials', async () => {
    mockApi()
      .on(adminCalls.me, meOf(ADMIN))
      .on(adminCalls.adminProviders, [
        makeProvider('alpha'),
        makeProvider('beta', {
          mode: 'transfer',
          signing: 'rsa-sha256',
          categories: ['live', 'esports'],
          has_credentials: false,
          enabled: false,
          games: 0,
        }),
      ]);
    renderConsole(<ProvidersPage />, { path: PATH });
    const alpha = await rowOf('alpha');
    expect(alpha.textContent).toContain('厂商ALPHA');
    expect(alpha.textContent).toContain('单一钱包');
    expect(alpha.textContent).toContain('HMAC-SHA256');
    expect(alpha.textContent).toContain('https://alpha.provider.test/api');
    expect(within(alpha).getByText('电子')).toBeTruthy();
    expect(within(alpha).getByText('捕鱼')).toBeTruthy();
    expect(alpha.textContent).toContain('120');
    expect(within(alpha).getByText('已设置')).toBeTruthy();
    const on = await within(alpha).findByRole('switch', { name: '启用「厂商ALPHA」' });
    expect(on.getAttribute('aria-checked')).toBe('true');
    const beta = await rowOf('beta');
    expect(beta.textContent).toContain('转账钱包');
    expect(beta.textContent).toContain('RSA-SHA256');
    expect(within(beta).getByText('真人')).toBeTruthy();
    expect(within(beta).getByText('电竞')).toBeTruthy();
    expect(within(beta).getByText('未设置')).toBeTruthy();
    expect(within(beta).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('button', { name: /新增厂商/ })).toBeTruthy();
  });

  it('adds a provider: the payload is the form, CNY by default', { timeout: 90_000 }, async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ADMIN))
      .on(adminCalls.adminProviders, [])
      .on(adminCalls.adminProviderSave, () => makeProvider('gamma'));
    renderConsole(<ProvidersPage />, { path: PATH });
    expect(await screen.findByText('暂无游戏厂商')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /新增厂商/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增厂商' });
    fireEvent.change(within(dialog).getByLabelText('厂商代码'), { target: { value: 'gamma' } });
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: ' 伽马游戏 ' } });
    fireEvent.click(within(dialog).getByText('转账钱包'));
    fireEvent.click(within(dialog).getByText('RSA-SHA256'));
    fireEvent.change(within(dialog).getByLabelText('接口地址'), {
      target: { value: 'https://gamma.test/api' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '游戏分类' }));
    fireEvent.click(await screen.findByTitle('真人'));
    fireEvent.click(await screen.findByTitle('棋牌'));
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminProviderSave)).toEqual([
        {
          code: 'gamma',
          name: '伽马游戏',
          mode: 'transfer',
          signing: 'rsa-sha256',
          base_url: 'https://gamma.test/api',
          currencies: ['CNY'],
          categories: ['live', 'chess'],
          enabled: true,
        },
      ]),
    );
    expect(await screen.findByText('厂商已保存')).toBeTruthy();
  });

  it('refuses a bad code and address before sending', { timeout: 60_000 }, async () => {
    const api = mockApi().on(adminCalls.me, meOf(ADMIN)).on(adminCalls.adminProviders, []);
    renderConsole(<ProvidersPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: /新增厂商/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增厂商' });
    fireEvent.change(within(dialog).getByLabelText('厂商代码'), { target: { value: '9Bad' } });
    fireEvent.change(within(dialog).getByLabelText('接口地址'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText(MSG.providerCodeInvalid)).toBeTruthy();
    expect(within(dialog).getByText(MSG.providerUrlInvalid)).toBeTruthy();
    expect(within(dialog).getByText('请至少选择一个分类')).toBeTruthy();
    expect(api.calls(adminCalls.adminProviderSave)).toHaveLength(0);
  });

  it(
    'edits with the code fixed, the mapping kept, and shows the server refusal',
    { timeout: 90_000 },
    async () => {
      const api = mockApi()
        .on(adminCalls.me, meOf(ADMIN))
        .on(adminCalls.adminProviders, [
          makeProvider('alpha', { error_codes: { RS_ERROR_USER_DISABLED: 'PLAYER_BLOCKED' } }),
        ])
        .fail(adminCalls.adminProviderSave, 409, MSG.providerModeLocked);
      renderConsole(<ProvidersPage />, { path: PATH });
      fireEvent.click(within(await rowOf('alpha')).getByRole('button', { name: /编\s*辑/ }));
      const dialog = await screen.findByRole('dialog', { name: '编辑厂商「厂商ALPHA」' });
      const code = within(dialog).getByLabelText('厂商代码') as HTMLInputElement;
      expect(code.value).toBe('alpha');
      expect(code.disabled).toBe(true);
      expect((within(dialog).getByLabelText('第1行厂商名称') as HTMLInputElement).value).toBe(
        'PLAYER_BLOCKED',
      );
      fireEvent.click(within(dialog).getByText('转账钱包'));
      fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
      await waitFor(() =>
        expect(api.calls(adminCalls.adminProviderSave)).toEqual([
          {
            code: 'alpha',
            name: '厂商ALPHA',
            mode: 'transfer',
            signing: 'hmac-sha256',
            base_url: 'https://alpha.provider.test/api',
            currencies: ['CNY'],
            categories: ['slots', 'fishing'],
            enabled: true,
            error_codes: { RS_ERROR_USER_DISABLED: 'PLAYER_BLOCKED' },
          },
        ]),
      );
      expect(await screen.findByText(MSG.providerModeLocked)).toBeTruthy();
      expect(screen.getByRole('dialog', { name: '编辑厂商「厂商ALPHA」' })).toBeTruthy();
    },
  );

  it('disables a provider only after a confirmation', { timeout: 60_000 }, async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ADMIN))
      .on(adminCalls.adminProviders, [makeProvider('alpha')])
      .on(adminCalls.adminProviderSave, () => makeProvider('alpha', { enabled: false }));
    renderConsole(<ProvidersPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('switch', { name: '启用「厂商ALPHA」' }));
    const [title] = await screen.findAllByText('确认停用「厂商ALPHA」？');
    const box = title!.closest('.ant-modal-confirm') as HTMLElement;
    expect(box.textContent).toContain('已进行的局的派彩和退款照常处理');
    expect(api.calls(adminCalls.adminProviderSave)).toHaveLength(0);
    fireEvent.click(within(box).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminProviderSave)).toEqual([
        expect.objectContaining({ code: 'alpha', enabled: false }),
      ]),
    );
    expect(await screen.findByText('厂商已停用')).toBeTruthy();
  });

  it(
    'tests the connection and syncs the games, telling the answers',
    { timeout: 60_000 },
    async () => {
      const api = mockApi()
        .on(adminCalls.me, meOf(ADMIN))
        .on(adminCalls.adminProviders, [makeProvider('alpha')])
        .on(adminCalls.adminProviderTest, {
          ok: false,
          latency_ms: 3012,
          games: 0,
          message: '厂商拒绝了签名',
        })
        .on(adminCalls.adminProviderSync, { added: 12, updated: 100, closed: 3, total: 112 });
      renderConsole(<ProvidersPage />, { path: PATH });
      fireEvent.click(await screen.findByRole('button', { name: '测试连接' }));
      const test = await screen.findByRole('dialog', { name: '测试连接「厂商ALPHA」' });
      expect(await within(test).findByText('连接失败')).toBeTruthy();
      expect(test.textContent).toContain('厂商拒绝了签名');
      expect(test.textContent).toContain('3012 毫秒');
      expect(api.calls(adminCalls.adminProviderTest)).toEqual([{ code: 'alpha' }]);
      fireEvent.click(within(test).getByRole('button', { name: /关\s*闭/ }));

      fireEvent.click(screen.getByRole('button', { name: '同步游戏' }));
      const sync = await screen.findByRole('dialog', { name: '同步游戏「厂商ALPHA」' });
      expect(await within(sync).findByText('同步完成')).toBeTruthy();
      for (const [label, value] of [
        ['新增', '12'],
        ['更新', '100'],
        ['下架', '3'],
        ['厂商游戏总数', '112'],
      ]) {
        const cell = within(sync).getByText(label!).closest('.ant-statistic') as HTMLElement;
        expect(cell.textContent).toContain(value);
      }
      expect(api.calls(adminCalls.adminProviderSync)).toEqual([{ code: 'alpha' }]);
    },
  );

  it('shows finance the list read-only with 对账, and a load error', async () => {
    mockApi()
      .on(adminCalls.me, meOf(FINANCE))
      .on(adminCalls.adminProviders, [makeProvider('alpha')]);
    const view = renderConsole(<ProvidersPage />, { path: PATH });
    const row = await rowOf('alpha');
    expect(within(row).getByText('仅管理员可修改')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '对账' }).getAttribute('href')).toContain(
      '/providers/reconcile?code=alpha',
    );
    expect(screen.queryByRole('button', { name: /新增厂商/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '测试连接' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    view.unmount();
    mockApi().on(adminCalls.me, meOf(ADMIN)).fail(adminCalls.adminProviders, 403, '没有访问权限');
    renderConsole(<ProvidersPage />, { path: PATH });
    expect(await screen.findByText('没有访问权限')).toBeTruthy();
  });
});
