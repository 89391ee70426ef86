import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import SecurityPage from './pages/SecurityPage.tsx';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const me = {
  operator_id: 7,
  name: 'clerk',
  role: 'finance' as const,
  two_factor: false,
  must_enrol: true,
  recovery_codes_left: 0,
};

describe('SecurityPage', () => {
  it(
    'enrols: QR code and secret, a current code, then the recovery codes once',
    { timeout: 60_000 },
    async () => {
      let enrolled = false;
      const api = mockApi()
        .on(adminCalls.me, () =>
          enrolled ? { ...me, two_factor: true, must_enrol: false, recovery_codes_left: 10 } : me,
        )
        .on(adminCalls.twoFactorSetup, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x:clerk?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        })
        .on(adminCalls.twoFactorConfirm, () => {
          enrolled = true;
          return { recovery_codes: CODES };
        });
      renderConsole(<SecurityPage />, { path: '/security' });
      expect(await screen.findByText(/所有操作员必须开启两步验证/)).toBeTruthy();
      expect(screen.getByText('未开启')).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: '开启两步验证' }));
      expect(await screen.findByLabelText('两步验证二维码')).toBeTruthy();
      expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();

      await userEvent.type(screen.getByLabelText('动态验证码'), '123456');
      await userEvent.click(screen.getByRole('button', { name: '确认开启' }));
      const list = await screen.findByRole('list', { name: '恢复码' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(CODES);
      expect(api.calls(adminCalls.twoFactorConfirm)).toEqual([{ code: '123456' }]);

      await userEvent.click(screen.getByRole('button', { name: '我已保存' }));
      expect(await screen.findByText('已开启')).toBeTruthy();
      await waitFor(() => expect(screen.queryByText(CODES[0]!)).toBeNull());
      expect(screen.getByText(/请联系管理员/)).toBeTruthy();
    },
  );
});
