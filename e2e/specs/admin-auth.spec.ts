import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { CONSOLE_VIEW, consoleSignIn } from '../support.ts';

test.use(CONSOLE_VIEW);

/** The code an authenticator shows for `secret`, `aheadMs` from now. */
const codeFor = (secret: string, aheadMs = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + aheadMs) / 1000) });

test('an operator enrols two-factor, signs out, and signs in with password and code', async ({
  page,
  request,
}) => {
  // A fresh operator of its own, made by the demo admin (who keeps signing in with a password).
  const name = `totp_${Date.now().toString(36)}`;
  const password = 'totp-e2e-pass';
  const boss = await request.post('/api/admin/login', {
    data: { name: 'admin', password: 'admin123' },
  });
  const bossToken: string = (await boss.json()).data.token;
  const made = await request.post('/api/admin/operators/create', {
    data: { name, password, role: 'finance' },
    headers: { authorization: `Bearer ${bossToken}` },
  });
  expect((await made.json()).code).toBe(200);

  // Enrol on 安全设置: the QR code and the secret; the code computed from the secret shown.
  await consoleSignIn(page, name, password);
  await page.goto('/admin/#/security');
  await expect(page.getByText('未开启', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '开启两步验证' }).click();
  await expect(page.getByLabel('两步验证二维码')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('动态验证码').fill(await codeFor(secret));
  await page.getByRole('button', { name: '确认开启' }).click();
  const codes = page.getByRole('list', { name: '恢复码' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: '我已保存' }).click();
  await expect(page.getByText('已开启', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /退\s*出/ }).click();
  // The sign-in form (the frame's brand is a heading 运营后台 too).
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();

  // Password, then the code step; a wrong code is refused with the reason.
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const codeField = page.getByLabel('动态验证码');
  await expect(codeField).toBeVisible();
  // The next step's code: the enrolment's own code is never taken twice.
  const good = await codeFor(secret, 30_000);
  const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrong);
  await page.getByRole('button', { name: '验证并登录' }).click();
  await expect(page.getByRole('alert')).toContainText('动态验证码错误或已使用');

  await codeField.fill(good);
  await page.getByRole('button', { name: '验证并登录' }).click();
  await expect(page.getByRole('button', { name: /退\s*出/ })).toBeVisible();
  await expect(page.getByText(`您好，${name}（财务）`)).toBeVisible();
});
