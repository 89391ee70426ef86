import { expect, test } from '@playwright/test';
import { setSite } from '../support.ts';

test.afterEach(() => setSite('site_state', '1'));

test('repair mode shows only the repair text', async ({ page }) => {
  setSite('site_state', '0');
  setSite('repair_tips', '系统升级维护中，预计30分钟后恢复');
  await page.goto('/#/login');
  await expect(page.getByText('系统升级维护中，预计30分钟后恢复')).toBeVisible();
  await expect(page.getByPlaceholder('请输入手机号/用户名')).toHaveCount(0);
});
