import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CONSOLE_VIEW, consoleSignIn } from '../support.ts';

test.use(CONSOLE_VIEW);

const dist = path.resolve(import.meta.dirname, '..', '..', 'apps', 'admin', 'dist');
/** DESIGN §10: the console's first screen loads within 400 KB of JavaScript (gzip). */
const FIRST_SCREEN_BUDGET = 400 * 1024;

test('the console signs an operator in and out, and its first screen stays within budget', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/admin/')) {
      scripts.add(url.pathname.slice('/admin/'.length));
    }
  });

  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: '运营后台' })).toBeVisible();
  await consoleSignIn(page);
  await expect(page.getByText('您好，admin（管理员）')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Counted as the server sends it: the gzip copy of each script the browser fetched.
  let total = 0;
  for (const file of scripts) total += zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  console.log(
    `console first screen: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzip`,
  );
  expect(total).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);

  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole('button', { name: /退\s*出/ }).click();
  // The sign-in form, not the heading: the frame's brand is a heading 运营后台 too, and a deep link
  // opened before the sign-out finished would be sent to /login by it without its redirect.
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  // The old session is gone: a deep link asks to sign in again.
  await page.goto('/admin/#/queues/deposits');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});

test('a wrong password is refused with the reason', async ({ page }) => {
  await page.goto('/admin/#/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('not-the-password');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('alert')).toContainText('管理员账号或密码错误');
});
