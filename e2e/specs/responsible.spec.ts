import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { balanceOf, CAPTCHA, expectToast, fundPlayer, uniqueName, settled } from '../support.ts';

/**
 * Player protection, end to end at 375 px (DESIGN §12, issue 14): a player registers through the
 * form (the age confirmation), is funded, sets a deposit limit on /responsible and is refused a
 * deposit past it on the deposit screen with the reason, sets a loss limit and is refused a venue
 * transfer past it, raises a limit (pending for 24 hours), starts a 24-hour time-out, is refused
 * depositing and playing with the end time shown, and still makes a withdrawal request on the
 * withdrawal screen. Screenshots go to $PROTECT_SHOTS (default test-results/screens/protection).
 *
 * Money: 100 USDT auto deposit (×7.20 = 720.00); 80.00 to the first venue; a 200.00 withdrawal.
 */
const shots =
  process.env.PROTECT_SHOTS ??
  path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens', 'protection');
const USDT_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** A full-page screenshot once toasts and popups are gone, from the top of the page. */
async function shot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, name), fullPage: true });
}

/** Serious or critical axe findings, colour contrast included. */
async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** Sets one money limit on /responsible through its row. */
async function setLimit(page: Page, row: string, amount: string): Promise<void> {
  const item = page.getByRole('listitem', { name: row });
  await item.getByRole('button', { name: new RegExp(`^(设置|修改)${row}$`) }).click();
  await item.getByLabel(`${row}（元）`).fill(amount);
  await item.getByRole('button', { name: '保存' }).click();
}

test('limits, a time-out and a withdrawal that still works', async ({ page, request }) => {
  test.setTimeout(180_000);
  const name = uniqueName('rsp');
  const password = 'secret123';

  // Registration through the form: the age confirmation is required.
  await page.goto('/#/reg2');
  await expect(page.locator('img[alt="验证码"]')).toBeVisible();
  await page.getByPlaceholder('请输入6~16位字母或数字').fill(name);
  await page.getByPlaceholder('请输入6~16位密码').fill(password);
  await page.getByPlaceholder('请再次输入密码').fill(password);
  await page.getByPlaceholder('请输入验证码').fill(CAPTCHA);
  await page.getByRole('button', { name: '立即注册' }).click();
  await expectToast(page, '请确认您已年满18周岁');
  await page.getByRole('checkbox', { name: /我已年满18周岁/ }).check();
  await shot(page, 'register-adult.png');
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(page).toHaveURL(/#\/$/);
  const notice = page.getByRole('dialog', { name: '理性娱乐' });
  await expect(notice).toContainText('我的 → 责任博彩');
  await notice.getByRole('button', { name: '去设置' }).click();
  await expect(page).toHaveURL(/#\/responsible$/);
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  expect(token).toBeTruthy();

  // Nothing set yet.
  await expect(page.getByRole('listitem', { name: '24小时充值限额' })).toContainText('未设置');
  await shot(page, 'responsible-empty.png');
  expect(await axe(page)).toEqual([]);

  // Funds the way a player gets them: 100 USDT paid by the sandbox = 720.00.
  expect(await fundPlayer(request, token, 100)).toBe('720.00');

  // A deposit limit of 1000.00 a day: in force at once, 720.00 used.
  await page.reload();
  await setLimit(page, '24小时充值限额', '1000');
  await expectToast(page, '已生效');
  const depositDay = page.getByRole('listitem', { name: '24小时充值限额' });
  await expect(depositDay).toContainText('¥1000.00');
  await expect(depositDay).toContainText('已用 ¥720.00');

  // 50 USDT more (360.00) would pass it: the deposit screen says why and until when.
  await page.goto('/#/recharge1');
  await page.getByRole('tab', { name: '自动到账' }).click();
  await page.getByPlaceholder('请输入充值数量（USDT）').fill('50');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.locator('.adm-toast-main')).toContainText(
    /已达到您设定的24小时充值限额 1000\.00 元（已用 720\.00 元），\d{4}-\d\d-\d\d \d\d:\d\d后可再充值/,
  );
  await expect(page).toHaveURL(/#\/recharge1/);

  // A loss limit of 100.00 a day; 80.00 into a venue is fine, 50.00 more is refused.
  await page.goto('/#/responsible');
  await setLimit(page, '24小时亏损限额', '100');
  await expectToast(page, '已生效');
  await page.goto('/#/transfer');
  await page.getByPlaceholder('请输入转账金额').fill('80');
  await page.getByRole('button', { name: '确认转账' }).click();
  await expectToast(page, '操作成功');
  await expect(page.getByText('可转余额 ¥640.00')).toBeVisible();
  await page.getByPlaceholder('请输入转账金额').fill('50');
  await page.getByRole('button', { name: '确认转账' }).click();
  await expect(page.locator('.adm-toast-main')).toContainText(
    /已达到您设定的24小时亏损限额 100\.00 元（已亏损 80\.00 元），\d{4}-\d\d-\d\d \d\d:\d\d后可继续/,
  );
  await expect(page.getByText('可转余额 ¥640.00')).toBeVisible();

  // Raising the deposit limit waits 24 hours and a second confirmation.
  await page.goto('/#/responsible');
  await setLimit(page, '24小时充值限额', '2000');
  await expectToast(page, '已提交，24小时后需再次确认方可生效');
  const pending = page.getByRole('group', { name: /24小时充值限额提高至 ¥2000\.00 待确认/ });
  await expect(pending).toContainText('后可确认');
  await expect(pending.getByRole('button', { name: '确认' })).toHaveCount(0);
  await expect(depositDay).toContainText('¥1000.00');
  await shot(page, 'responsible-limits-pending.png');
  expect(await axe(page)).toEqual([]);

  // A 24-hour time-out, behind a dialog saying what it means.
  const timeout = page.getByRole('region', { name: '冷静期' });
  await timeout.getByRole('button', { name: '开始冷静期' }).click();
  const ask = page.getByRole('dialog', { name: '确定开始24小时冷静期吗？' });
  await expect(ask).toContainText('不能提前结束或缩短');
  await expect(ask).toContainText('仍可正常登录和提现');
  await settled(page);
  await page.screenshot({ path: path.join(shots, 'responsible-timeout-dialog.png') });
  await ask.getByRole('button', { name: '开始冷静期' }).click();
  await expectToast(page, '冷静期已开始');
  const block = page.getByTestId('protection-block');
  await expect(block).toContainText(/冷静期中，至 \d{4}-\d\d-\d\d \d\d:\d\d 结束/);
  const until = (await block.textContent())!.match(/\d{4}-\d\d-\d\d \d\d:\d\d/)![0];
  await shot(page, 'responsible-timeout.png');
  expect(await axe(page)).toEqual([]);

  // No deposit and no play until then, each saying until when.
  await page.goto('/#/recharge1');
  await page.getByRole('tab', { name: '自动到账' }).click();
  await page.getByPlaceholder('请输入充值数量（USDT）').fill('10');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.locator('.adm-toast-main')).toContainText(
    `您已暂停游戏至${until}，期间不能充值、投注或参与优惠，可正常提现`,
  );
  await page.goto('/#/transfer');
  await page.getByPlaceholder('请输入转账金额').fill('10');
  await page.getByRole('button', { name: '确认转账' }).click();
  await expect(page.locator('.adm-toast-main')).toContainText(`您已暂停游戏至${until}`);

  // A withdrawal still works: bind an address, then request 200.00 on the withdrawal screen.
  await page.goto('/#/addUsdtCard');
  await page.getByPlaceholder('请输入以T开头的TRC20地址').fill(USDT_ADDRESS);
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expectToast(page, '绑定成功');
  await page.goto('/#/withdrawal');
  await expect(page.getByTestId('central-balance')).toHaveText('640.00');
  await page.getByRole('button', { name: /^收款地址/ }).click();
  await page.getByText(`USDT-TRC20 **** ${USDT_ADDRESS.slice(-4)}`).click();
  await page.getByPlaceholder('单笔最低100元').fill('200');
  await page.getByPlaceholder('请输入支付密码').fill(password);
  await page.getByRole('button', { name: '立即取款' }).click();
  await expectToast(page, '提交成功，等待后台审核');
  await expect(page).toHaveURL(/#\/transRecord\?type=2$/);
  expect(await balanceOf(request, token)).toBe('440.00');
});

test('the reality check dialog at 375 px', async ({ page, request }) => {
  // The interval's timing is covered by the component tests; here the dialog's look and names,
  // with the status answer standing for a session of 47 minutes (reality check every 45).
  const login = await request.post('/api/login_pc', {
    data: { name: 'demo001', password: 'demo123' },
  });
  const token = ((await login.json()) as { data: { api_token: string } }).data.api_token;
  await page.route('**/api/responsible', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as {
      data: {
        now: number;
        reality_minutes: number;
        play: { started_at: number | null; net: string };
      };
    };
    body.data.reality_minutes = 45;
    body.data.play = { started_at: body.data.now - 47 * 60_000, net: '-236.50' };
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto(`/#/mine?token=${token}`);
  const dialog = page.getByRole('dialog', { name: '游戏提醒' });
  await expect(dialog).toContainText('您本次已连续游戏 47 分钟');
  await expect(dialog).toContainText('-236.50 元');
  await settled(page);
  await page.screenshot({ path: path.join(shots, 'reality-check.png') });
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: '继续游戏' }).click();
  await expect(dialog).toHaveCount(0);
});
