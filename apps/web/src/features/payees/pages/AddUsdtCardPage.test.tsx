import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MSG } from '@app/contract/messages';
import { setToken } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('/addUsdtCard', () => {
  test('needs an address of the chosen protocol, then binds it as USDT', async () => {
    setToken('tok-1');
    const server = mockApi({
      bindCard: () => ({
        data: {
          id: 32,
          type: 2,
          bank: 'USDT',
          bank_owner: 'ERC20',
          bank_no: '0x52****9EE7',
          last4: '9EE7',
          bank_address: '',
          ico: '',
        },
      }),
    });
    const app = renderApp('/addUsdtCard');
    const submit = await screen.findByRole('button', { name: '确认绑定' });

    await user().click(submit);
    expect(await screen.findByText(MSG.usdtAddressRequired)).toBeTruthy();
    // TRC20 is chosen by default: an ERC20 address does not fit it.
    await user().type(screen.getByPlaceholderText('请输入以T开头的TRC20地址'), ERC20);
    await user().click(submit);
    expect(await screen.findByText(MSG.addressInvalid)).toBeTruthy();
    expect(server.callsTo('bindCard')).toHaveLength(0);

    await user().click(screen.getByText('ERC20'));
    await user().click(submit);
    expect(await screen.findByText(MSG.bound)).toBeTruthy();
    expect(server.callsTo('bindCard').map((c) => c.body)).toEqual([
      { bank: 'USDT', bank_no: ERC20, bank_owner: 'ERC20' },
    ]);
    await waitFor(() => expect(app.location()).toBe('/cards'));
  });

  test('/withdrawAccount is the same form under its own title', async () => {
    setToken('tok-1');
    mockApi({});
    renderApp('/withdrawAccount');
    expect(await screen.findByPlaceholderText('请输入以T开头的TRC20地址')).toBeTruthy();
    expect(screen.getByText('添加钱包地址')).toBeTruthy();
  });
});
