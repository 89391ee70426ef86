import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  CONSOLE_VIEW,
  consoleSignIn,
  fundPlayer,
  operatorCall,
  operatorToken,
  playerCall,
  pressConfirm,
  registerPlayer,
  settled,
} from '../support.ts';

/**
 * What the console shows an operator about money, checked where an operator sees it: a player's
 * venue wallets as the venues report them, what approving an activity application pays, the
 * receiving bank accounts that open the bank way to players, the site settings' word on
 * PUBLIC_URL, and a time typed into the red packet window.
 */
test.use(CONSOLE_VIEW);

const shots =
  process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');
const shot = async (page: import('@playwright/test').Page, name: string) => {
  await settled(page);
  await page.screenshot({ path: path.join(shots, name), fullPage: true });
};

test('the player page shows each venue wallet as the venue reports it, beside what was sent there', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'ven');
  await fundPlayer(request, player.token, 10); // 72.00
  for (const [targettype, amount] of [
    ['house', '30.00'],
    ['house', '1.80'],
  ] as const) {
    await playerCall(request, player.token, '/api/transfer', {
      amount,
      sourcetype: 'userbalance',
      targettype,
    });
  }
  await consoleSignIn(page);
  await page.goto('/admin/#/players');
  await page.getByLabel('搜索玩家').fill(player.name);
  await page.getByLabel('搜索玩家').press('Enter');
  await page.getByRole('link', { name: player.name, exact: true }).click();
  await expect(page.getByTestId('player-venue-balance')).toHaveText('31.80');
  await page.getByRole('tab', { name: '钱包' }).click();
  const house = page.getByRole('row').filter({ hasText: '自营游戏' });
  await expect(house.getByRole('cell')).toHaveText(['自营游戏', '31.80', '31.80']);
  await expect(page.getByRole('columnheader', { name: '余额（场馆报告）' })).toBeVisible();
  await shot(page, 'console-player-venues.png');
});

test('the review drawer of a pending activity application shows what approval will pay', async ({
  page,
  request,
}) => {
  const ops = await operatorToken(request);
  const type = await operatorCall<{ id: number }>(
    request,
    ops,
    '/api/admin/activities/types/create',
    {
      name: `发财${Date.now().toString(36).slice(-4)}`,
      sort: 9,
    },
  );
  const title = `幸运加赠${Date.now().toString(36).slice(-4)}`;
  const activity = await operatorCall<{ id: number }>(
    request,
    ops,
    '/api/admin/activities/create',
    {
      type: type.id,
      banner: '/media/activity/first-deposit.svg',
      title,
      content: '<p>申请即送8.88元</p>',
      bonus: '8.88',
      turnover_multiple: 1,
    },
  );
  const player = await registerPlayer(request, 'act');
  await playerCall(request, player.token, '/api/doactivityapply', { activityid: activity.id });

  await consoleSignIn(page);
  await page.goto('/admin/#/queues/activity-applications');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('8.88');
  await row.getByRole('button', { name: /审\s*核/ }).click();
  const drawer = page.getByRole('dialog');
  const figure = (label: string) =>
    drawer.locator('tr').filter({ hasText: label }).locator('.ant-descriptions-item-content');
  await expect(figure('批准将发放奖金')).toHaveText('8.88');
  await expect(figure('批准将附加打码量')).toHaveText('8.88');
  await shot(page, 'console-activity-review.png');
});

test('receiving bank accounts: none, no bank way for players; one added in the console opens it', async ({
  page,
  browser,
  request,
}) => {
  const player = await registerPlayer(request, 'bnk');
  const app = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const phone = await app.newPage();
  const openRecharge = async () => {
    await phone.goto('/#/home');
    await phone.evaluate((token) => window.localStorage.setItem('token', token), player.token);
    await phone.goto('/#/recharge');
    await phone.reload(); // a fresh app: the pay ways asked again
    await expect(phone.getByText('USDT', { exact: true })).toBeVisible();
  };
  await openRecharge();
  await expect(phone.getByText('银行卡', { exact: true })).toHaveCount(0);
  await settled(phone);
  await phone.screenshot({ path: path.join(shots, 'recharge-no-bank-way.png') });
  const refused = await request.post('/api/recharge', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: {
      paytype: 'bank',
      amount: '500',
      bank: '中国银行',
      bank_no: '6217000011112222',
      bank_owner: '张三',
      bank_address: '北京分行',
    },
  });
  expect(await refused.json()).toMatchObject({
    code: 422,
    message: '暂未设置收款账户，银行卡存款暂不可用，请选择其他存款方式',
  });

  await consoleSignIn(page);
  await page.goto('/admin/#/rules/pay-banks');
  await expect(page.getByText(/尚未设置收款账户：玩家端不提供银行卡存款/)).toBeVisible();
  await page.getByRole('button', { name: /新增收款账户/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增收款账户' });
  await dialog.getByLabel('收款银行').fill('招商银行');
  await dialog.getByLabel('户名').fill('星河科技有限公司');
  await dialog.getByLabel('卡号').fill('6225 8800 1234 5678');
  await dialog.getByLabel('开户行地址').fill('深圳分行');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByRole('button', { name: '确认保存' }).click();
  const row = page.getByRole('row').filter({ hasText: '6225 8800 1234 5678' });
  await expect(row).toContainText('深圳分行');
  await shot(page, 'console-pay-banks.png');

  await openRecharge();
  await phone.getByText('银行卡', { exact: true }).click();
  const accounts = phone.getByRole('region', { name: '收款账户' });
  await expect(accounts).toContainText('招商银行');
  await expect(accounts).toContainText('6225 8800 1234 5678');
  await settled(phone);
  await phone.screenshot({ path: path.join(shots, 'recharge-bank-way.png'), fullPage: true });

  // Removed (after its confirmation): the bank way closes again; every change is in the audit.
  await row.getByRole('button', { name: '删除收款账户 招商银行 6225 8800 1234 5678' }).click();
  await pressConfirm(page, /删\s*除/);
  await expect(page.getByText(/尚未设置收款账户/)).toBeVisible();
  const ops = await operatorToken(request);
  const audit = await operatorCall<{ data: { action: string }[] }>(
    request,
    ops,
    '/api/admin/audit',
    {
      page: 1,
      action: 'pay_bank.',
    },
  );
  expect(audit.data.slice(0, 2).map((r) => r.action)).toEqual([
    'pay_bank.delete',
    'pay_bank.create',
  ]);
  await openRecharge();
  await expect(phone.getByText('银行卡', { exact: true })).toHaveCount(0);
  await app.close();
});

test('site settings say invite links will not work for others while PUBLIC_URL is not set', async ({
  page,
}) => {
  await consoleSignIn(page);
  await page.goto('/admin/#/rules/site');
  await expect(page.getByTestId('public-url-missing')).toContainText(
    '服务器未设置 PUBLIC_URL：邀请链接对其他人无效',
  );
  await shot(page, 'console-site-public-url.png');
});

test('the red packet window takes a time typed on the keyboard', async ({ page }) => {
  await consoleSignIn(page);
  await page.goto('/admin/#/rules/redpackets');
  const start = page.getByLabel('开始 1');
  await expect(start).toHaveValue(/\d\d:\d\d/);
  await start.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('09:30');
  await expect(start).toHaveValue('09:30');
  await shot(page, 'console-redpacket-typed.png');
});
