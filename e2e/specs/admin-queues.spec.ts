import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  balanceOf,
  CONSOLE_VIEW,
  consoleSignIn,
  expectToast,
  operatorCall,
  operatorToken,
  playerCall,
  registerPlayer,
  TINY_PNG,
  settled,
  pressConfirm,
} from '../support.ts';

/**
 * The review queues in the console (1280×800) against the player app (375×812): a manual deposit
 * submitted in the app is approved in 充值审核 (the balance rises); a withdrawal is refused in
 * 提现审核 with a remark (the money returns); both decisions are in the audit trail and the
 * player's inbox. Screenshots go to /work/shots/admin/queues (SHOTS_DIR overrides).
 */
test.use(CONSOLE_VIEW);

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/admin/queues';
/** A screenshot once drawers and dialogs have finished sliding in. */
const shot = async (page: Page, name: string) => {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` }).catch(() => undefined);
};

async function expectAccessible(page: Page): Promise<void> {
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );
}

test('an operator approves a deposit and refuses a withdrawal from the queues', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const player = await registerPlayer(request, 'aq');
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await phone.newPage();

  // The player submits a manual USDT deposit with its screenshot in the player app.
  await app.goto(`/#/recharge1?token=${player.token}`);
  await app
    .locator('input[type="file"]')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(app.getByRole('img', { name: '转账截图预览' })).toBeVisible();
  await app.getByPlaceholder('请输入充值数量（USDT）').fill('100');
  await app.getByRole('button', { name: '提交审核' }).click();
  await expectToast(app, '提交成功，等待后台审核');

  // The operator finds it in 充值审核 (pending by default) and opens it.
  await consoleSignIn(page);
  await page.getByRole('menuitem', { name: '充值审核' }).click();
  const depositRow = page.getByRole('row').filter({ hasText: player.name });
  await expect(depositRow).toContainText('100.00 USDT');
  await expect(depositRow).toContainText('7.20');
  await expect(depositRow).toContainText('720.00');
  await shot(page, 'deposits-list');
  await expectAccessible(page);
  await depositRow.getByRole('button', { name: /审\s*核/ }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByRole('img', { name: /转账截图/ })).toBeVisible();
  // The image really loaded (same-site /uploads address).
  await expect
    .poll(() =>
      drawer
        .getByRole('img', { name: /转账截图/ })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(1);
  await expect(drawer.getByTestId('player-recent')).toContainText('打码量');
  await shot(page, 'deposit-drawer');
  await expectAccessible(page);
  await drawer.getByRole('button', { name: /通\s*过/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('确认通过充值订单');
  await shot(page, 'deposit-confirm');
  await pressConfirm(page, /通\s*过/, 'dialog');
  await expect(page.locator('.ant-message')).toContainText('审核完成');
  await expect(page.getByRole('row').filter({ hasText: player.name })).toHaveCount(0);

  // The player's balance rose.
  await app.goto(`/#/wallet?token=${player.token}`);
  await expect(app.getByTestId('main-balance')).toHaveText('720.00');

  // The player asks for a withdrawal of 300.00 to a bank card (held: 420.00 left).
  const card = await playerCall<{ id: number }>(request, player.token, '/api/bindcard', {
    bank_owner: '张三',
    bank: '中国工商银行',
    bank_address: '北京分行',
    bank_no: '6222021234567890123',
    pay_pass: player.password,
    ico: '',
  });
  await playerCall(request, player.token, '/api/withdraw', {
    amount: 300,
    bank: card.id,
    password: player.password,
  });
  expect(await balanceOf(request, player.token)).toBe('420.00');

  // The operator refuses it in 提现审核: a refusal needs a remark.
  await page.getByRole('menuitem', { name: '提现审核' }).click();
  const withdrawalRow = page.getByRole('row').filter({ hasText: player.name });
  await expect(withdrawalRow).toContainText('300.00');
  await withdrawalRow.getByRole('button', { name: /审\s*核/ }).click();
  await expect(drawer).toContainText('6222021234567890123');
  await expect(drawer).toContainText('张三');
  await expect(drawer.getByTestId('player-recent')).toContainText('最近充值');
  await expect(drawer.getByTestId('player-recent')).toContainText('720.00');
  await shot(page, 'withdrawal-drawer');
  await drawer.getByRole('button', { name: /拒\s*绝/ }).click();
  await expect(drawer).toContainText('拒绝时请填写原因');
  await drawer.getByLabel('备注').fill('收款卡号核实失败');
  await drawer.getByRole('button', { name: /拒\s*绝/ }).click();
  await expect(confirm).toContainText('收款卡号核实失败');
  await pressConfirm(page, /拒\s*绝/, 'dialog');
  await expect(page.locator('.ant-message')).toContainText('审核完成');

  // The money is back in the player's balance.
  await app.goto(`/#/wallet?token=${player.token}`);
  await expect(app.getByTestId('main-balance')).toHaveText('720.00');

  // The refused one shows under 已拒绝 with its remark.
  await page.getByText('已拒绝', { exact: true }).first().click();
  await expect(page.getByRole('row').filter({ hasText: player.name }).first()).toBeVisible();
  await shot(page, 'withdrawals-refused');

  // Each decision is audited, and the player was told both.
  const ops = await operatorToken(request);
  const audit = await operatorCall<{ data: { action: string; detail: string }[] }>(
    request,
    ops,
    '/api/admin/audit',
    { page: 1 },
  );
  const actions = audit.data.map((row) => row.action);
  expect(actions).toEqual(expect.arrayContaining(['deposit.approve', 'withdrawal.reject']));
  const inbox = await playerCall<{ data: { title: string; content: string }[] }>(
    request,
    player.token,
    '/api/messageList',
  );
  expect(inbox.data.map((m) => m.content).join('\n')).toContain('收款卡号核实失败');
  await phone.close();
});
