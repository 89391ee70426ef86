import path from 'node:path';
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { setSite, settled } from '../support.ts';

/**
 * Screenshots at 375 px of the screens of this stage, for a person to look at
 * (test-results/screens), and an accessibility scan of each (colour contrast included) for serious
 * and critical problems.
 */
const shots = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');

/** Serious and critical axe violations (colour contrast included), as "rule at target". */
async function scan(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

test('login, register and mine at 375 px', async ({ page, request }) => {
  await page.goto('/#/login');
  await expect(page.getByPlaceholder('请输入手机号/用户名')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'login.png') });
  expect(await scan(page)).toEqual([]);

  await page.goto('/#/reg2');
  await expect(page.locator('img[alt="验证码"]')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'register.png') });
  expect(await scan(page)).toEqual([]);

  const login = await request.post('/api/login_pc', {
    data: { name: 'demo001', password: 'demo123' },
  });
  const token = (await login.json()).data.api_token as string;
  await page.goto(`/#/mine?token=${token}`);
  await expect(page.getByText('demo001').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'mine.png') });
  expect(await scan(page)).toEqual([]);

  await page.goto('/#/');
  await expect(page.getByText('demo001').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'home.png') });

  // The side menu, open (a state the routes scan does not reach).
  await page.getByRole('button', { name: '菜单' }).click();
  await expect(page.locator('.adm-popup-body').first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: path.join(shots, 'side-menu.png') });
  expect(await scan(page)).toEqual([]);
});

test('repair mode at 375 px', async ({ page }) => {
  setSite('site_state', '0');
  try {
    await page.goto('/#/');
    await expect(page.getByText('系统维护中').first()).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'repair.png') });
    expect(await scan(page)).toEqual([]);
  } finally {
    setSite('site_state', '1');
  }
});
