import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { ResponseOf } from '@app/contract/endpoint';
import type { calls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { uploadImage } from '../api/upload.ts';

// applyAccept: false — the player's picker may still hand over another type; the screen checks.
const user = () => userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });

const WALLETS: Record<'TRC20' | 'ERC20', ResponseOf<typeof calls.usdtInfo>> = {
  TRC20: {
    bank_name: 'USDT-TRC20',
    qrcodeurl: '',
    account: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    rate: '7.20',
    auto_protocols: ['TRC20', 'ERC20'],
  },
  ERC20: {
    bank_name: 'USDT-ERC20',
    qrcodeurl: '',
    account: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
    rate: '7.20',
    auto_protocols: ['TRC20', 'ERC20'],
  },
};

function depositServer(extra: PlayerHandlers = {}) {
  return mockApi({
    user: () => ({ data: PLAYER }),
    usdtInfo: (body) => ({
      data: WALLETS[body.paytype === 'ERC20' ? 'ERC20' : 'TRC20'],
    }),
    uploadToOss: () => ({ data: '/uploads/shot-1.png' }),
    ...extra,
  });
}

const png = (bytes = 10, name = 'shot.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('/recharge1 manual tab', () => {
  test('shows the receiving wallet with its QR code and reloads it per protocol', async () => {
    setToken('tok-1');
    const server = depositServer();
    renderApp('/recharge1');
    expect(await screen.findByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBeTruthy();
    expect(screen.getByRole('img', { name: '收款二维码' })).toBeTruthy();
    await user().click(screen.getByText('ERC20'));
    expect(await screen.findByText('0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063')).toBeTruthy();
    expect(server.callsTo('usdtInfo').map((c) => c.body)).toEqual([
      { paytype: 'TRC20' },
      { paytype: 'ERC20' },
    ]);
  });

  test('names its rate 充值汇率 on both tabs (withdrawals pay at their own)', async () => {
    setToken('tok-1');
    depositServer();
    renderApp('/recharge1');
    const rate = await screen.findByTestId('deposit-rate');
    expect(rate.textContent).toBe('充值汇率1 USDT = 7.20 元，按此汇率折算入账（提现汇率另计）');
    await user().click(screen.getByText('自动到账'));
    expect((await screen.findByTestId('deposit-rate')).textContent).toContain('充值汇率');
  });

  test('an operator QR image is used when the server gives one', async () => {
    setToken('tok-1');
    depositServer({
      usdtInfo: () => ({
        data: { ...WALLETS.TRC20, qrcodeurl: '/uploads/qr-trc.png' },
      }),
    });
    renderApp('/recharge1');
    const qr = await screen.findByRole('img', { name: '收款二维码' });
    expect(qr.getAttribute('src')).toBe('/uploads/qr-trc.png');
  });

  test('switching tab reloads the USDT information', async () => {
    setToken('tok-1');
    const server = depositServer();
    renderApp('/recharge1');
    await screen.findByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    await user().click(screen.getByText('自动到账'));
    await waitFor(() => expect(server.callsTo('usdtInfo')).toHaveLength(2));
    await user().click(screen.getByText('人工审核'));
    await waitFor(() => expect(server.callsTo('usdtInfo')).toHaveLength(3));
  });

  test('asks for the screenshot first, then the quantity; then submits and goes to /transRecord', async () => {
    setToken('tok-1');
    const server = depositServer({
      uploadForm: () => ({ message: MSG.submitted, data: { deposit_no: 'D2023' } }),
    });
    const app = renderApp('/recharge1');
    await screen.findByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    const submit = () => user().click(screen.getByRole('button', { name: '提交审核' }));

    await user().type(screen.getByLabelText('充值数量'), '25');
    await submit();
    expect(await screen.findByText('请先上传图片')).toBeTruthy();

    await user().clear(screen.getByLabelText('充值数量'));
    await user().upload(screen.getByLabelText('转账截图'), png());
    const preview = await screen.findByAltText('转账截图预览');
    expect(preview.getAttribute('src')).toBe('/uploads/shot-1.png');
    await submit();
    expect(await screen.findByText('请输入数量')).toBeTruthy();
    expect(server.callsTo('uploadForm')).toHaveLength(0);

    await user().type(screen.getByLabelText('充值数量'), '25.5');
    await submit();
    expect(await screen.findByText('提交成功，等待后台审核')).toBeTruthy();
    expect(server.callsTo('uploadForm')[0]?.body).toEqual({
      num: '25.5',
      url: '/uploads/shot-1.png',
      catepay: 'TRC20',
    });
    expect(app.location()).toBe('/recharge1');
    await waitFor(() => expect(app.location()).toBe('/transRecord'), { timeout: 6_000 });
  });

  test('refuses a file that is not GIF, PNG or JPEG, or larger than 5 MB, without uploading', async () => {
    setToken('tok-1');
    const server = depositServer();
    renderApp('/recharge1');
    await screen.findByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    const input = screen.getByLabelText('转账截图');

    await user().upload(input, png(10, 'notes.pdf', 'application/pdf'));
    expect(await screen.findByText('请选择 GIF, PNG 或 JPG 格式的图片。')).toBeTruthy();

    await user().upload(input, png(5_242_881, 'big.png'));
    expect(await screen.findByText('图片大小不能超过 5MB。')).toBeTruthy();
    expect(server.callsTo('uploadToOss')).toHaveLength(0);

    // exactly 5 MB is fine
    await user().upload(input, png(5_242_880, 'ok.jpg', 'image/jpeg'));
    await screen.findByAltText('转账截图预览');
    expect(server.callsTo('uploadToOss')).toHaveLength(1);
  });

  test('an upload the server refuses shows its message', async () => {
    setToken('tok-1');
    depositServer({
      uploadToOss: () => ({ code: 400, message: '图片内容无法识别' }),
    });
    renderApp('/recharge1');
    await screen.findByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    await user().upload(screen.getByLabelText('转账截图'), png());
    expect(await screen.findByText('图片内容无法识别')).toBeTruthy();
    expect(screen.queryByAltText('转账截图预览')).toBeNull();
  });

  test('the upload sends multipart "file" with the token; no answer gives 网络错误或上传失败。', async () => {
    setToken('tok-7');
    const server = mockApi({ uploadToOss: () => ({ data: '/u/1.png' }) });
    await expect(uploadImage(png())).resolves.toBe('/u/1.png');
    const [sent] = server.callsTo('uploadToOss');
    expect(sent?.multipart).toBe(true);
    expect(sent?.body.file.name).toBe('shot.png');
    expect(sent?.headers.Authorization).toBe('Bearer tok-7');
    expect(sent?.headers['Content-Type']).toBeUndefined();

    mockApi({
      uploadToOss: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(uploadImage(png())).rejects.toThrow('网络错误或上传失败。');
  });
});

describe('/recharge1 auto tab', () => {
  test('needs a quantity, then creates the order and opens /payInfo after 1 s', async () => {
    setToken('tok-1');
    const server = depositServer({
      recharge: () => ({ message: 'D2024', data: { deposit_no: 'D2024' } }),
    });
    const app = renderApp('/recharge1');
    await user().click(await screen.findByText('自动到账'));
    const submit = () => user().click(screen.getByRole('button', { name: '立即充值' }));
    await submit();
    expect(await screen.findByText('请输入数量')).toBeTruthy();
    expect(server.callsTo('recharge')).toHaveLength(0);

    await user().click(screen.getByText('ERC20'));
    await user().type(screen.getByLabelText('充值数量'), '100');
    await submit();
    await waitFor(() =>
      expect(server.callsTo('recharge')[0]?.body).toEqual({
        paytype: 'usdt',
        catepay: 'ERC20',
        amount: '100',
      }),
    );
    await waitFor(() => expect(app.location()).toBe('/payInfo?deposit_no=D2024'), {
      timeout: 6_000,
    });
  });
});

describe('/recharge1 auto tab: the protocols credited automatically (USDT on chain)', () => {
  const offering = (auto_protocols: ResponseOf<typeof calls.usdtInfo>['auto_protocols']) =>
    depositServer({
      usdtInfo: () => ({ data: { ...WALLETS.TRC20, auto_protocols } }),
      recharge: () => ({ message: 'D2025', data: { deposit_no: 'D2025' } }),
    });

  test('BEP20 is offered when listed, and an order in it is sent as BEP20', async () => {
    setToken('tok-1');
    const server = offering(['TRC20', 'ERC20', 'BEP20']);
    renderApp('/recharge1');
    await user().click(await screen.findByText('自动到账'));
    expect(await screen.findByText('BEP20')).toBeTruthy();
    await user().click(screen.getByText('BEP20'));
    await user().type(screen.getByLabelText('充值数量'), '30');
    await user().click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() =>
      expect(server.callsTo('recharge')[0]?.body).toEqual({
        paytype: 'usdt',
        catepay: 'BEP20',
        amount: '30',
      }),
    );
  });

  test('BEP20 is not offered when not listed; the manual tab keeps TRC20 and ERC20', async () => {
    setToken('tok-1');
    offering(['TRC20', 'ERC20']);
    renderApp('/recharge1');
    await screen.findByText('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    expect(screen.getByText('ERC20')).toBeTruthy();
    expect(screen.queryByText('BEP20')).toBeNull();
    await user().click(screen.getByText('自动到账'));
    expect(await screen.findByRole('button', { name: '立即充值' })).toBeTruthy();
    expect(screen.getByText('TRC20')).toBeTruthy();
    expect(screen.queryByText('BEP20')).toBeNull();
  });

  test('without TRC20 the first listed is the default', async () => {
    setToken('tok-1');
    const server = offering(['BEP20', 'ERC20']);
    renderApp('/recharge1');
    await user().click(await screen.findByText('自动到账'));
    await screen.findByText('BEP20');
    expect(screen.queryByText('TRC20')).toBeNull();
    await user().type(screen.getByLabelText('充值数量'), '12');
    await user().click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() =>
      expect(server.callsTo('recharge')[0]?.body).toMatchObject({ catepay: 'BEP20' }),
    );
  });

  test('an empty list: the auto tab says so and offers no submit', async () => {
    setToken('tok-1');
    offering([]);
    renderApp('/recharge1');
    await user().click(await screen.findByText('自动到账'));
    expect(await screen.findByText(MSG.chainAutoUnavailable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即充值' })).toBeNull();
    expect(screen.queryByLabelText('充值数量')).toBeNull();
  });
});

describe('/recharge1 for a trial account', () => {
  test('shows why instead of the form', async () => {
    setToken('tok-guest');
    depositServer({ user: () => ({ data: { ...PLAYER, is_guest: 1 } }) });
    renderApp('/recharge1');
    expect(await screen.findByText(MSG.guestNotAllowed)).toBeTruthy();
    expect(screen.queryByText('人工审核')).toBeNull();
  });
});
