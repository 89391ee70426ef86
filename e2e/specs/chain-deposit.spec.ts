import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { jsonRpc } from '@app/chain-local/local-chain';
import { transferCallData } from '@app/chain-local/evm';
import {
  balanceOf,
  expectAccessible,
  expectToast,
  openAs,
  registerPlayer,
  screenshot,
} from '../support.ts';

/**
 * An automatic ERC20 deposit paid on the local chain the e2e server watches (serve-with-chain.ts,
 * 3 confirmations): the order's own address on /payInfo, a transfer sent to it, and the page moving
 * from 等待付款 to 已检测到，等待确认 n/3 to 已到账, the balance up by the amount at the rate.
 */
const chain = () =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '..', '.data', 'chain.json'), 'utf8'),
  ) as { rpc: string; token: string; funder: string };

async function sendUsdt(to: string, usdt: number): Promise<void> {
  const { rpc, token, funder } = chain();
  await jsonRpc(rpc, 'eth_sendTransaction', [
    {
      from: funder,
      to: token,
      data: transferCallData(to, BigInt(usdt) * 1_000_000n),
      gas: '0x30d40',
    },
  ]);
}
const mine = () => jsonRpc(chain().rpc, 'evm_mine', []);

test('an ERC20 deposit moves from waiting to confirmations to credited', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'chain');
  await openAs(page, player, '/recharge1');
  await page.getByRole('tab', { name: '自动到账' }).click();
  await page.getByText('ERC20', { exact: true }).click();
  await page.getByPlaceholder('请输入充值数量（USDT）').fill('100');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expectToast(page, '订单已创建，请尽快完成支付');
  await expect(page).toHaveURL(/#\/payInfo\?deposit_no=D/);

  const status = page.getByTestId('chain-state').getByRole('status');
  await expect(status).toHaveText('等待付款');
  const address = (await page.getByLabel('收款地址').first().textContent())!.trim();
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole('button', { name: '模拟支付（演示）' })).toHaveCount(0);
  await screenshot(page, 'chain-payinfo-waiting.png');
  await expectAccessible(page);

  await sendUsdt(address, 100);
  await expect(status).toHaveText('已检测到，等待确认 1/3', { timeout: 15_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await screenshot(page, 'chain-payinfo-seen.png');
  await mine();
  await expect(status).toHaveText('已检测到，等待确认 2/3', { timeout: 15_000 });
  await mine();
  await expect(status).toHaveText('已到账', { timeout: 15_000 });
  await expect(page.getByText('到账金额 ¥720.00')).toBeVisible();
  await screenshot(page, 'chain-payinfo-credited.png');
  expect(await balanceOf(request, player.token)).toBe('720.00');

  // More blocks and more looks credit nothing more.
  for (let i = 0; i < 3; i++) await mine();
  await page.reload();
  await expect(status).toHaveText('已到账');
  expect(await balanceOf(request, player.token)).toBe('720.00');
});
