import { expect, test } from '@playwright/test';
import {
  expectToast,
  fundPlayer,
  operatorCall,
  operatorToken,
  playerCall,
  registerPlayer,
  expectAccessible,
  openAs as open,
  screenshot as shot,
} from '../support.ts';

/**
 * The message centre at 375 px against the real server: a deposit paid (sandbox callback) and a
 * deposit rejected by the operator each leave a message in the player's inbox; the unread count
 * shows on /mine and in the home side menu; reading in /message?type=2 makes it go away; the
 * announcements tab shows the seeded notices. Every screen is scanned with axe (colour contrast
 * included): no serious or critical violation.
 */
test('a paid and a rejected deposit reach the inbox; reading them clears the badge', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'msg');
  await fundPlayer(request, player.token, 50); // auto USDT, paid by the sandbox: 360.00
  // A bank deposit needs a receiving account (the operator's); removed again once deposited.
  const ops = await operatorToken(request);
  const receiving = await operatorCall<{ id: number }>(
    request,
    ops,
    '/api/admin/pay-banks/create',
    {
      bank_name: '招商银行',
      bank_owner: '星河科技有限公司',
      bank_no: '6225 8800 1234 5678',
    },
  );
  const bank = await request.post('/api/recharge', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: {
      paytype: 'bank',
      amount: '300',
      bank: '中国工商银行',
      bank_no: '6222021234567890123',
      bank_owner: '张三',
      bank_address: '北京分行',
    },
  });
  const depositNo = ((await bank.json()) as { message: string }).message;
  await operatorCall(request, ops, '/api/admin/pay-banks/delete', { id: receiving.id });
  const pending = await operatorCall<{ data: { id: number; deposit_no: string }[] }>(
    request,
    ops,
    '/api/admin/deposits',
    { state: 1, page: 1 },
  );
  const row = pending.data.find((d) => d.deposit_no === depositNo)!;
  await operatorCall(request, ops, '/api/admin/deposits/review', {
    id: row.id,
    approve: false,
    remark: '未收到转账',
  });
  expect(
    (await playerCall<{ unread: number }>(request, player.token, '/api/messageUnread')).unread,
  ).toBe(2);

  // /mine: 消息中心 with the count.
  await open(page, player, '/mine');
  const entry = page.locator('.adm-list-item', { hasText: '消息中心' });
  await expect(entry.getByText('2 条未读消息')).toBeAttached();
  await expect(entry.locator('.unread-badge [aria-hidden]')).toHaveText('2');
  await shot(page, 'mine-unread.png');
  await expectAccessible(page);

  // The home side menu: 站内信 with the same count (公告 opens the announcements).
  await open(page, player, '/');
  await page.getByRole('button', { name: '菜单' }).click();
  const menu = page.getByRole('navigation', { name: '菜单' });
  await expect(
    menu.locator('.adm-list-item', { hasText: '站内信' }).locator('.unread-badge [aria-hidden]'),
  ).toHaveText('2');
  await shot(page, 'side-menu-unread.png');
  await page.keyboard.press('Escape');

  // The inbox: newest first, both unread.
  await open(page, player, '/mine');
  await entry.click();
  await expect(page).toHaveURL(/#\/message\?type=2/);
  const rejected = page.getByRole('button', { name: /未读\s*充值未通过/ });
  const paid = page.getByRole('button', { name: /未读\s*充值到账/ });
  await expect(rejected).toBeVisible();
  await expect(paid).toBeVisible();
  await expect(rejected).toContainText(
    `您的充值订单 ${depositNo}（300.00 元）未通过审核。原因：未收到转账。`,
  );
  await shot(page, 'inbox-unread.png');
  await expectAccessible(page);

  await paid.click();
  const dialog = page.getByRole('dialog', { name: '充值到账' });
  await expect(dialog).toContainText('（50.00 USDT）已到账，折合 360.00 元已存入您的钱包。');
  await shot(page, 'inbox-message.png');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: /站内信/ })).toContainText('1');
  await expect(page.getByRole('button', { name: /^充值到账/ })).toBeVisible();

  await page.getByRole('button', { name: '全部已读（1）' }).click();
  await expectToast(page, '已全部标为已读');
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();
  await expect(page.locator('.messages-row--unread')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /站内信/ }).locator('.unread-badge')).toHaveCount(0);
  await shot(page, 'inbox-read.png');

  // Back on /mine the badge is gone.
  await page.goBack();
  await expect(page).toHaveURL(/#\/mine/);
  await expect(page.getByText('消息中心')).toBeVisible();
  await expect(page.locator('.unread-badge')).toHaveCount(0);

  // An operator's message arriving meanwhile shows once the player comes back to /mine.
  const me = await playerCall<{ id: number }>(request, player.token, '/api/user');
  await operatorCall(request, ops, '/api/admin/inbox/send', {
    user_id: me.id,
    title: '账户安全提醒',
    content: '请妥善保管您的账号和密码。',
  });
  await page.getByText('首页', { exact: true }).click();
  await expect(page).toHaveURL(/#\/(home)?$/);
  await page.getByText('我的', { exact: true }).click();
  await expect(entry.locator('.unread-badge [aria-hidden]')).toHaveText('1');
  await operatorCall(request, ops, '/api/admin/inbox/send', {
    user_id: me.id,
    title: '第二条提醒',
    content: '请勿向他人透露验证码。',
  });
  // Back in the app (the window regains focus): asked again. (Retried: a focus while the
  // previous ask is still on its way joins that ask, which began before this message.)
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(entry.locator('.unread-badge [aria-hidden]')).toHaveText('2', { timeout: 1000 });
  }).toPass();

  // Announcements: the seeded notices; one opened in full.
  await open(page, player, '/message?type=2');
  await page.getByRole('tab', { name: '公告' }).click();
  await expect(page).toHaveURL(/#\/message\?type=1/);
  await expect(page.getByRole('button', { name: /平台公告/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /客服时间/ })).toBeVisible();
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await shot(page, 'notices.png');
  await expectAccessible(page);
  await page.getByRole('button', { name: /关于自动转账/ }).click();
  await expect(page.getByRole('dialog', { name: '关于自动转账' })).toContainText('自动转账');
  await shot(page, 'notice-detail.png');
});

test('an empty inbox says 暂无消息', async ({ page, request }) => {
  const player = await registerPlayer(request, 'msg');
  await open(page, player, '/message?type=2');
  await expect(page.getByText('暂无消息')).toBeVisible();
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();
  await shot(page, 'inbox-empty.png');
  await expectAccessible(page);
});
