import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  balanceOf,
  expectToast,
  operatorCall,
  operatorToken,
  playerCall,
  registerPlayer,
  TINY_PNG,
  type Player,
} from '../support.ts';

/**
 * The wallet of a new player, end to end at 375 px: a manual deposit approved by the operator, an
 * auto deposit paid by the sandbox provider (credited once), a USDT address and a bank card bound,
 * money to a venue and back, two withdrawals (one paid, one rejected and returned) and every step
 * in the records. Screenshots of each wallet screen go to test-results/screens.
 *
 * Money: 100 USDT manual (x7.20 = 720.00) + 50 USDT auto (360.00) = 1080.00; 100.00 to 自营游戏 and
 * back; withdrawals 200.00 (paid) and 365.00 (rejected, returned) leave 880.00.
 */
const shots = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');
const USDT_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const CARD_NO = '6222020000000001234';
const FIRST_VENUE = '自营游戏';

interface ReviewRow {
  id: number;
  username: string;
  amount: string;
}

test.describe.configure({ mode: 'serial' });

test.describe('wallet of a new player', () => {
  let player: Player;

  /** Opens a route logged in as the player (the token in the address logs the page in). */
  async function open(page: Page, route: string): Promise<void> {
    const joiner = route.includes('?') ? '&' : '?';
    await page.goto(`/#${route}${joiner}token=${player.token}`);
  }

  /** A full-page screenshot once toasts and popups are gone, from the top of the page. */
  async function shot(page: Page, name: string): Promise<void> {
    await expect
      .poll(() =>
        page
          .locator('.adm-mask')
          .evaluateAll(
            (masks) => masks.filter((m) => getComputedStyle(m).display !== 'none').length,
          ),
      )
      .toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, name), fullPage: true });
  }

  /** The player's pending rows of an operator list, oldest first. */
  async function pending(
    request: APIRequestContext,
    operator: string,
    kind: 'deposits' | 'withdrawals',
  ): Promise<ReviewRow[]> {
    const list = await operatorCall<{ data: ReviewRow[] }>(
      request,
      operator,
      `/api/admin/${kind}`,
      { state: 1, page: 1 },
    );
    return list.data.filter((row) => row.username === player.name).reverse();
  }

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
    });
    player = await registerPlayer(request, 'wal');
    await request.dispose();
  });

  test('manual deposit: screenshot and quantity, approved by the operator', async ({
    page,
    request,
  }) => {
    await open(page, '/recharge1');
    await expect(page.getByRole('tab', { name: '人工审核' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('收款地址', { exact: true })).toHaveText(
      'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: '转账截图预览' })).toBeVisible();
    await page.getByPlaceholder('请输入充值数量（USDT）').fill('100');
    await shot(page, 'recharge1.png');
    await page.getByRole('button', { name: '提交审核' }).click();
    await expectToast(page, '提交成功，等待后台审核');

    await expect(page).toHaveURL(/#\/transRecord$/);
    const record = page.getByRole('listitem').filter({ hasText: 'USDT-TRC20' });
    await expect(record).toHaveCount(1);
    await expect(record).toContainText('待审核');
    await expect(record).toContainText('720.00');

    const operator = await operatorToken(request);
    const [deposit] = await pending(request, operator, 'deposits');
    expect(deposit?.amount).toBe('100.00');
    await operatorCall(request, operator, '/api/admin/deposits/review', {
      id: deposit!.id,
      approve: true,
      remark: 'e2e 已核对',
    });

    await open(page, '/wallet');
    await expect(page.getByTestId('main-balance')).toHaveText('720.00');
    expect(await balanceOf(request, player.token)).toBe('720.00');
  });

  test('auto deposit: the sandbox pays the order, credited exactly once', async ({
    page,
    request,
  }) => {
    await open(page, '/recharge1');
    await page.getByRole('tab', { name: '自动到账' }).click();
    await page.getByPlaceholder('请输入充值数量（USDT）').fill('50');
    await page.getByRole('button', { name: '立即充值' }).click();
    await expectToast(page, '订单已创建，请尽快完成支付');

    await expect(page).toHaveURL(/#\/payInfo\?deposit_no=D/);
    const depositNo = new URL(page.url().replace('#/', '')).searchParams.get('deposit_no')!;
    const timer = page.getByRole('timer', { name: '剩余支付时间' });
    await expect(timer).toContainText(/(59|60):\d\d/);
    await expect(page.getByText('¥360.00')).toBeVisible();
    await shot(page, 'payInfo.png');

    await page.getByRole('button', { name: '模拟支付（演示）' }).click();
    await expect(page.getByRole('status')).toHaveText(/已到账/);
    await expect(timer).toHaveCount(0);
    await expect(page.getByRole('button', { name: '模拟支付（演示）' })).toHaveCount(0);
    await expect.poll(() => balanceOf(request, player.token)).toBe('1080.00');

    // A reload and a second payment of the same order credit nothing more.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(/已到账/);
    const again = await playerCall<{ state: number }>(
      request,
      player.token,
      '/api/pay/sandbox/pay',
      { deposit_no: depositNo },
    );
    expect(again.state).toBe(2);
    expect(await balanceOf(request, player.token)).toBe('1080.00');
  });

  test('binds a USDT address and a bank card, both on /cards', async ({ page }) => {
    await open(page, '/addUsdtCard');
    await page.getByPlaceholder('请输入以T开头的TRC20地址').fill(USDT_ADDRESS);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expectToast(page, '绑定成功');
    await expect(page).toHaveURL(/#\/cards$/);
    await expect(page.getByText('TRC20 协议')).toBeVisible();
    await expect(page.getByLabel(USDT_ADDRESS.slice(-4), { exact: true })).toBeVisible();
    await expect(page.getByText('已绑定 1/5')).toBeVisible();

    await page.goto('/#/addBankCard');
    await page.getByPlaceholder('请输入持卡人姓名').fill('张三');
    await page.getByRole('button', { name: '开户银行' }).click();
    await page.getByText('招商银行', { exact: true }).click();
    await expect(page.getByRole('button', { name: '开户银行' })).toContainText('招商银行');
    await page.getByPlaceholder('请输入开户行地址').fill('深圳南山支行');
    await page.getByPlaceholder('请输入银行卡号').fill(CARD_NO);
    await expect(page.getByPlaceholder('请输入银行卡号')).toHaveValue('6222 0200 0000 0001 234');
    await page.getByPlaceholder('请输入6-18位支付密码').fill(player.password);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expectToast(page, '绑定成功');
    await expect(page).toHaveURL(/#\/cards\?tab=2$/);
    await expect(page.getByRole('tab', { name: '银行卡' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('招商银行')).toBeVisible();
    await expect(page.getByText('张三')).toBeVisible();
    await expect(page.getByLabel('1234', { exact: true })).toBeVisible();
    await shot(page, 'cards.png');

    await page.getByRole('tab', { name: '虚拟币' }).click();
    await expect(page.getByText('TRC20 协议')).toBeVisible();
  });

  test('moves money to the first venue and brings it back with 一键回收', async ({
    page,
    request,
  }) => {
    await open(page, '/transfer');
    await expect(page.getByRole('button', { name: '转出：中心钱包' })).toContainText('¥1080.00');
    await expect(page.getByRole('button', { name: `转入：${FIRST_VENUE}` })).toContainText('¥0.00');
    await expect(page.getByText('可转余额 ¥1080.00')).toBeVisible();
    const venue = page
      .getByRole('region', { name: '场馆余额' })
      .getByRole('listitem')
      .filter({ hasText: FIRST_VENUE });

    await page.getByPlaceholder('请输入转账金额').fill('100');
    await page.getByRole('button', { name: '确认转账' }).click();
    await expectToast(page, '操作成功');
    await expect(page.getByText('可转余额 ¥980.00')).toBeVisible();
    await expect(venue).toContainText('100.00');
    await expect(page.getByRole('button', { name: `转入：${FIRST_VENUE}` })).toContainText(
      '¥100.00',
    );
    expect(await balanceOf(request, player.token)).toBe('980.00');
    await shot(page, 'transfer.png');

    await page.getByRole('button', { name: '一键回收' }).click();
    await expectToast(page, '已回收 ¥100.00');
    await expect(page.getByText('可转余额 ¥1080.00')).toBeVisible();
    await expect(venue).toContainText('0.00');
    await expect(venue).not.toContainText('100.00');
    expect(await balanceOf(request, player.token)).toBe('1080.00');
  });

  test('withdraws to the bank card and to the USDT address; one paid, one rejected', async ({
    page,
    request,
  }) => {
    await open(page, '/withdrawal');
    await expect(page.getByTestId('central-balance')).toHaveText('1080.00');
    await page.getByRole('tab', { name: '银行卡提现' }).click();
    await page.getByRole('button', { name: /^收款银行卡/ }).click();
    await page.getByText('招商银行 **** 1234').click();
    await expect(page.getByRole('button', { name: /^收款银行卡/ })).toContainText(
      '招商银行 **** 1234',
    );
    await page.getByPlaceholder('单笔最低100元').fill('200');
    await page.getByPlaceholder('请输入支付密码').fill(player.password);
    await page.getByRole('button', { name: '立即取款' }).click();
    await expectToast(page, '提交成功，等待后台审核');
    await expect(page).toHaveURL(/#\/transRecord\?type=2$/);
    expect(await balanceOf(request, player.token)).toBe('880.00');

    await page.goto('/#/withdrawal');
    await expect(page.getByTestId('central-balance')).toHaveText('880.00');
    await expect(page.getByRole('tab', { name: 'USDT提现' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: /^收款地址/ }).click();
    const usdtPayee = `USDT-TRC20 **** ${USDT_ADDRESS.slice(-4)}`;
    await page.getByText(usdtPayee).click();
    await expect(page.getByRole('button', { name: /^收款地址/ })).toContainText(usdtPayee);
    await page.getByPlaceholder('单笔最低100元').fill('365');
    // 365 / 7.30 = 50.00 USDT, less the TRC20 fee of 1.00.
    await expect(page.getByTestId('usdt-fee')).toHaveText('1.00 USDT/笔');
    await expect(page.getByTestId('usdt-amount')).toHaveText('50.00');
    await expect(page.getByTestId('usdt-received')).toHaveText('49.00 USDT');
    await page.getByPlaceholder('请输入支付密码').fill(player.password);
    await shot(page, 'withdrawal.png');
    await page.getByRole('button', { name: '立即取款' }).click();
    await expectToast(page, '提交成功，等待后台审核');
    await expect(page).toHaveURL(/#\/transRecord\?type=2$/);
    expect(await balanceOf(request, player.token)).toBe('515.00');

    const operator = await operatorToken(request);
    const [bank, usdt] = await pending(request, operator, 'withdrawals');
    expect([bank?.amount, usdt?.amount]).toEqual(['200.00', '365.00']);
    await operatorCall(request, operator, '/api/admin/withdrawals/review', {
      id: bank!.id,
      approve: true,
      remark: '已打款',
    });
    await operatorCall(request, operator, '/api/admin/withdrawals/review', {
      id: usdt!.id,
      approve: false,
      remark: '地址核实失败',
    });

    // The rejected 365.00 is back.
    await page.goto('/#/wallet');
    await expect(page.getByTestId('main-balance')).toHaveText('880.00');
    await expect(page.getByTestId('game-balance')).toHaveText('0.00');
    await shot(page, 'wallet.png');
    expect(await balanceOf(request, player.token)).toBe('880.00');
  });

  test('/transRecord shows every step under its type', async ({ page }) => {
    await open(page, '/transRecord');
    const records = page.getByRole('listitem');

    // 充值 is the first filter.
    await expect(page.getByRole('option', { name: '充值' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(records).toHaveCount(2);
    await expect(records.filter({ hasText: '720.00' })).toContainText('已通过');
    await expect(records.filter({ hasText: '360.00' })).toContainText('已通过');
    await expect(records.filter({ hasText: '720.00' })).toContainText('USDT-TRC20');
    // A USDT deposit shows the USDT paid beside the yuan credited (demo rate 7.20).
    await expect(records.filter({ hasText: '¥360.00' })).toContainText('50.00 USDT · ¥360.00');

    await page.getByRole('option', { name: '取款' }).click();
    await expect(records).toHaveCount(2);
    await expect(records.filter({ hasText: '招商银行' })).toContainText('200.00');
    await expect(records.filter({ hasText: '招商银行' })).toContainText('已通过');
    const rejected = records.filter({ hasText: 'USDT-TRC20' });
    await expect(rejected).toContainText('365.00');
    await expect(rejected).toContainText('已拒绝');
    await expect(rejected).toContainText('备注：地址核实失败');
    await shot(page, 'transRecord.png');

    await page.getByRole('option', { name: '转入场馆' }).click();
    await expect(records).toHaveCount(1);
    await expect(records).toContainText(`中心钱包 → ${FIRST_VENUE}`);
    await expect(records).toContainText('100.00');
    await expect(records).toContainText('成功');

    await page.getByRole('option', { name: '转出场馆' }).click();
    await expect(records).toHaveCount(1);
    await expect(records).toContainText(`${FIRST_VENUE} → 中心钱包`);
    await expect(records).toContainText('100.00');
    await expect(records).toContainText('成功');
  });
});
