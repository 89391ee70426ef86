import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  CONSOLE_VIEW,
  TINY_PNG,
  consoleSignIn,
  playerCall,
  registerPlayer,
  uniqueName,
  pressConfirm,
} from '../support.ts';

/**
 * Content in the console at 1280×800 against the real server: an operator writes a scrolling
 * announcement and a notice in 公告, and a player's app (375×812) shows them on the home page and
 * in the announcements tab; an operator uploads a banner picture through the banner form, the
 * player's banner list carries it, and deleting it (after the confirmation) takes it away.
 */
test.use(CONSOLE_VIEW);

const shots =
  process.env.SHOTS_DIR ??
  path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens', 'admin-content');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, name) });
}

/** The player app at a phone's size, signed in as `token`, in a context of its own. */
async function playerPage(page: Page, token: string, route: string): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      baseURL: test.info().project.use.baseURL,
    });
  const phone = await context.newPage();
  const joiner = route.includes('?') ? '&' : '?';
  await phone.goto(`/#${route}${joiner}token=${token}`);
  return phone;
}

test('a notice written in the console reaches the player app', async ({ page, request }) => {
  const tag = uniqueName('n').slice(-6);
  const scrolling = `控制台滚动公告${tag}：今晚维护十分钟`;
  const title = `控制台公告${tag}`;
  const body = `这是运营在后台发布的公告${tag}，玩家在公告页可以看到。`;

  await consoleSignIn(page);
  await page.getByRole('menuitem', { name: '公告' }).click();
  await expect(page.getByRole('cell', { name: '平台公告' })).toBeVisible();

  // A scrolling announcement: content only.
  await page.getByRole('button', { name: /新增公告/ }).click();
  let dialog = page.getByRole('dialog', { name: '新增公告' });
  await dialog.getByText('滚动公告').click();
  await dialog.getByLabel('内容', { exact: true }).fill(scrolling);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: scrolling })).toBeVisible();

  // A notice needs a title: refused in the form first, then saved.
  await page.getByRole('button', { name: /新增公告/ }).click();
  dialog = page.getByRole('dialog', { name: '新增公告' });
  await dialog.getByLabel('内容', { exact: true }).fill(body);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('公告通知须有标题')).toBeVisible();
  await dialog.getByLabel('标题', { exact: true }).fill(title);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();
  await shot(page, 'console-notices.png');

  // The player's app: the home page's scrolling line and the announcements tab.
  const player = await registerPlayer(request, 'ntc');
  const phone = await playerPage(page, player.token, '/');
  await expect(phone.getByRole('link', { name: '公告' })).toContainText(scrolling);
  await phone.goto(`/#/message?type=1&token=${player.token}`);
  const row = phone.getByRole('button', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(phone.getByText(body).last()).toBeVisible();
  await shot(phone, 'player-notice.png');
  await phone.context().close();
});

test('an operator uploads a banner picture, players get it, deleting takes it away', async ({
  page,
  request,
}) => {
  await consoleSignIn(page);
  await page.getByRole('menuitem', { name: '轮播图' }).click();
  await page.getByRole('button', { name: /新增轮播图/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增轮播图' });

  // The picture goes through the operator upload call; its answered address fills the field.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  const address = dialog.getByLabel('轮播图图片地址');
  await expect(address).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/);
  const src = await address.inputValue();
  const preview = dialog.getByRole('img', { name: '轮播图图片' });
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await dialog.getByLabel('排序', { exact: true }).fill('999');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await shot(page, 'console-banners.png');

  const player = await registerPlayer(request, 'bnr');
  const banners = () =>
    playerCall<{ id: number; src: string }[]>(request, player.token, '/api/bannerList', {
      type: 2,
    });
  const ours = (await banners()).find((b) => b.src === src);
  expect(ours).toBeTruthy();
  const served = await request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');

  // Delete it, after the confirmation.
  const row = page.getByRole('row').filter({ has: page.locator(`img[src="${src}"]`) });
  await row.getByRole('button', { name: `删除轮播图${ours!.id}` }).click();
  await pressConfirm(page, /删\s*除/);
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  expect((await banners()).some((b) => b.src === src)).toBe(false);
});
