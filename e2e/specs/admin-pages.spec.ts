import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CONSOLE_VIEW, consoleSignIn, settled } from '../support.ts';

/**
 * Every page of the console's menu, as the demo admin at 1280×800: it opens (no error result, no
 * 404), and an axe scan (colour contrast included) finds nothing. The menu is the list: a page a
 * feature adds is scanned the day it is added.
 */
test.use(CONSOLE_VIEW);

test('every console page opens and passes an accessibility scan', async ({ page }) => {
  test.setTimeout(300_000);
  await consoleSignIn(page);
  // antd's buttons fade between their disabled and enabled colours: scan the settled colours, not
  // a frame of the fade (the console is one document, so the style stays for every page).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const items = page.locator('.ant-menu-item');
  const count = await items.count();
  expect(count).toBeGreaterThan(30);
  const problems: string[] = [];
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const label = (await item.innerText()).trim();
    await item.click();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.ant-result-404, .ant-result-403')).toHaveCount(0);
    await settled(page);
    const scan = await new AxeBuilder({ page }).analyze();
    for (const v of scan.violations) {
      problems.push(
        `${label}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.any[0]?.message ?? ''}`,
      );
    }
  }
  expect(problems).toEqual([]);
});
