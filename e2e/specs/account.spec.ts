import { expect, test } from '@playwright/test';
import { CAPTCHA, expectToast, uniqueName } from '../support.ts';

/**
 * The player's first minutes: register through the form with the captcha, land on home, open
 * /mine, log out through the confirm, log in again.
 */
test('register, see home and /mine, log out, log in again', async ({ page }) => {
  const name = uniqueName('reg');
  const password = 'secret123';

  await page.goto('/#/reg2');
  const captcha = page.locator('img[alt="验证码"]');
  await expect(captcha).toBeVisible();

  // The spec's messages, on the screen.
  await page.getByPlaceholder('请输入6~16位字母或数字').fill('abc');
  await page.getByRole('button', { name: '立即注册' }).click();
  await expectToast(page, '请输入6~16位字母或数字的用户名！');

  await page.getByPlaceholder('请输入6~16位字母或数字').fill(name);
  await page.getByPlaceholder('请输入6~16位密码').fill(password);
  await page.getByPlaceholder('请再次输入密码').fill('different1');
  await page.getByPlaceholder('请输入验证码').fill(CAPTCHA);
  await page.getByRole('button', { name: '立即注册' }).click();
  await expectToast(page, '两次密码不一致！');

  // The age confirmation is required (DESIGN §12): refused before anything is sent.
  await page.getByPlaceholder('请再次输入密码').fill(password);
  await page.getByRole('button', { name: '立即注册' }).click();
  await expectToast(page, '请确认您已年满18周岁');
  await page.getByRole('checkbox', { name: /我已年满18周岁/ }).check();

  // A wrong captcha is refused by the server; the image is replaced and the input cleared.
  const firstImage = await captcha.getAttribute('src');
  await page.getByPlaceholder('请输入验证码').fill('zzzz');
  await page.getByRole('button', { name: '立即注册' }).click();
  await expectToast(page, '验证码错误！');
  await expect(page.getByPlaceholder('请输入验证码')).toHaveValue('');
  await expect.poll(() => captcha.getAttribute('src')).not.toBe(firstImage);

  await page.getByPlaceholder('请输入验证码').fill(CAPTCHA);
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(page).toHaveURL(/#\/$/);
  // Once, after registering: where the limits are.
  const limits = page.getByRole('dialog', { name: '理性娱乐' });
  await expect(limits).toContainText('我的 → 责任博彩');
  await limits.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByText(name).first()).toBeVisible();

  await page.goto('/#/mine');
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('0.00').first()).toBeVisible();

  await page.getByText('退出登录').click();
  await expect(page.getByText('您确定要退出登录吗?')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);

  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectToast(page, '请输入您的账号和密码！');
  await page.getByPlaceholder('请输入手机号/用户名').fill(name);
  await page.getByPlaceholder('请输入密码').fill('wrongpass');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectToast(page, '账号或密码错误！');
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a login-required route goes to /login and comes back after login', async ({ page }) => {
  await page.goto('/#/wallet');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await page.getByPlaceholder('请输入手机号/用户名').fill('demo001');
  await page.getByPlaceholder('请输入密码').fill('demo123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/wallet$/);
  await expect(page.getByText('总资产').first()).toBeVisible();
});

test('a token in the address logs the player in', async ({ page, request }) => {
  const login = await request.post('/api/login_pc', {
    data: { name: 'demo001', password: 'demo123' },
  });
  const token = (await login.json()).data.api_token as string;
  await page.goto(`/#/mine?token=${token}`);
  await expect(page.getByText('demo001').first()).toBeVisible();
  await expect(page.getByText('10000.00').first()).toBeVisible();
  expect(page.url()).not.toContain(token);
});

test('/hongbao without login asks to log in first', async ({ page }) => {
  await page.goto('/#/hongbao');
  await expect(page.getByText('精彩内容等你来，立即登录？')).toBeVisible();
  await page.getByRole('button', { name: '立即登录' }).click();
  await expect(page).toHaveURL(/#\/login/);
});

test('guest trial: plays with trial credit and is told it cannot cash out', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByText('试玩账号仅供体验，不能充值、提现或转出')).toBeVisible();
  await page.getByRole('button', { name: '免费试玩' }).click();
  await expect(page).toHaveURL(/#\/$/);
  // Home says what a trial account can and cannot do, with the way to a real account.
  const notice = page.getByRole('dialog');
  await expect(notice).toContainText('欢迎试玩');
  await expect(notice).toContainText('用 ¥2,000.00 试玩金体验全部游戏与彩票');
  await expect(notice).toContainText('充值、提现，试玩金不能兑现');
  await expect(notice.getByRole('button', { name: '立即注册' })).toBeVisible();
  await notice.getByRole('button', { name: '先去试玩' }).click();
  await expect(notice).toBeHidden();
  await page.goto('/#/mine');
  await expect(page.getByText('2000.00').first()).toBeVisible();
  await expect(page.getByText(/试玩账号/).first()).toBeVisible();
});
