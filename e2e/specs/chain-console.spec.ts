import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { jsonRpc } from '@app/chain-local/local-chain';
import { transferCallData } from '@app/chain-local/evm';
import {
  balanceOf,
  CONSOLE_VIEW,
  consoleSignIn,
  operatorCall,
  operatorToken,
  playerCall,
  registerPlayer,
  screenshot,
} from '../support.ts';

/**
 * The console's 链上充值 against the local chain the e2e server watches: the chain and its
 * position, the address with its balance, the credited transfer; then a USDT withdrawal paid from
 * the operator's wallet, its hash entered under the withdrawal, waiting for its confirmations and
 * marked paid by the platform.
 */
test.use(CONSOLE_VIEW);

const chain = () =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '..', '.data', 'chain.json'), 'utf8'),
  ) as { rpc: string; token: string; funder: string };

async function sendUsdt(to: string, usdt: number): Promise<string> {
  const { rpc, token, funder } = chain();
  const tx = {
    from: funder,
    to: token,
    data: transferCallData(to, BigInt(usdt) * 1_000_000n),
    gas: '0x30d40',
  };
  return (await jsonRpc(rpc, 'eth_sendTransaction', [tx])) as string;
}
const mine = async (blocks: number) => {
  for (let i = 0; i < blocks; i++) await jsonRpc(chain().rpc, 'evm_mine', []);
};

/** A fresh address of no one's: the player's withdrawal address. */
const PAYEE = '0x2546BcD3c84621e976D8185a91A922aE77ECEc30';

test('chains, addresses, transfers, and a withdrawal paid by a hash checked on chain', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request, 'chainops');
  const order = await playerCall<{ deposit_no: string }>(request, player.token, '/api/recharge', {
    paytype: 'usdt',
    catepay: 'ERC20',
    amount: '100',
  });
  const info = await playerCall<{ cardlist: { mch_id: string } }>(
    request,
    player.token,
    '/api/payinfo',
    { deposit_no: order.deposit_no },
  );
  await sendUsdt(info.cardlist.mch_id, 100);
  await mine(3);
  await expect.poll(() => balanceOf(request, player.token), { timeout: 15_000 }).toBe('720.00');

  await consoleSignIn(page);
  await page.goto('/admin/#/chain/chains');
  await expect(page.getByTestId('chain-ERC20').getByText('Ethereum (ERC20)')).toBeVisible();
  await expect(page.getByText('停滞')).toHaveCount(0);
  await screenshot(page, 'console-chain-chains.png');
  await page.goto('/admin/#/chain/addresses');
  await expect(page.getByText(order.deposit_no)).toBeVisible();
  await screenshot(page, 'console-chain-addresses.png');
  await page.goto('/admin/#/chain/transfers');
  await expect(page.getByText(order.deposit_no)).toBeVisible();
  await screenshot(page, 'console-chain-transfers.png');

  // A withdrawal of 146.00 to an ERC20 address: 20.00 USDT at 7.30, 15.00 after the 5.00 fee.
  const bound = await playerCall<{ id: number }>(request, player.token, '/api/bindcard', {
    bank: 'USDT',
    bank_no: PAYEE,
    bank_owner: 'ERC20',
  });
  await playerCall(request, player.token, '/api/withdraw', {
    amount: 146,
    bank: bound.id,
    password: player.password,
    type: 1,
  });
  const ops = await operatorToken(request);
  const pending = await operatorCall<{
    data: { id: number; order_no: string; username: string; usdt_receive: string }[];
  }>(request, ops, '/api/admin/withdrawals', { state: 1 });
  const mine1 = pending.data.find((w) => w.username === player.name)!;
  expect(mine1.usdt_receive).toBe('15.00');
  const hash = await sendUsdt(PAYEE, 15);

  await page.goto('/admin/#/queues/withdrawals');
  const row = page.getByRole('row').filter({ hasText: mine1.order_no });
  await row.getByRole('button', { name: '审核' }).click();
  await page.getByRole('button', { name: '填写链上交易' }).click();
  await page.getByLabel('交易哈希').fill(hash);
  await page.getByRole('button', { name: /核\s*对/ }).click();
  await expect(page.getByText('已找到交易，等待确认 1/3')).toBeVisible();
  await screenshot(page, 'console-payout-waiting.png');
  await mine(2);
  // The platform looks again every 15 s and pays it.
  await expect
    .poll(
      async () =>
        (
          await operatorCall<{ data: { id: number; state: number }[] }>(
            request,
            ops,
            '/api/admin/withdrawals',
            {},
          )
        ).data.find((w) => w.id === mine1.id)?.state,
      { timeout: 30_000 },
    )
    .toBe(2);
});
