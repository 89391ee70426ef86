import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectToast, registerPlayer, type Player } from '../support.ts';

/**
 * Profile, settings and help centre at 375 px against the real server: a player changes avatar,
 * birthday and e-mail and finds them after a reload; turns quiet mode on and finds it on after a
 * reload; opens the help centre and the responsible gambling article. Every screen is scanned
 * with axe, colour contrast included: no serious or critical violation.
 */
const SHOTS = '/work/shots/profile';

/** A 64x64 PNG, an orange disc on teal: an avatar one can see in the screenshots. */
function avatarPng(): Buffer {
  const size = 64;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inside = (x - 32) ** 2 + (y - 32) ** 2 < 20 ** 2;
      rows.set(inside ? [245, 130, 32] : [19, 150, 160], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function open(page: Page, player: Player, route: string): Promise<void> {
  const joiner = route.includes('?') ? '&' : '?';
  await page.goto(`/#${route}${joiner}token=${player.token}`);
}

async function scan(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}

test('a player changes avatar, birthday and e-mail and finds them after a reload', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'pf');
  await open(page, player, '/userInfo');
  await expect(page.getByText(player.name).first()).toBeVisible();
  await scan(page, 'userInfo');

  await page.locator('input[type=file]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: avatarPng(),
  });
  await expectToast(page, '头像上传成功！');
  const avatar = page.getByRole('img', { name: player.name });
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);

  await page.getByText('生日', { exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/userInfo-birthday-picker.png` });
  await page.getByRole('button', { name: '选择下一项：1991' }).dispatchEvent('click');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('1991-01-01')).toBeVisible();

  await page.getByLabel('邮箱').fill('not-an-email');
  await page.getByRole('button', { name: '确认' }).click();
  await expectToast(page, '请输入正确邮箱号');
  await page.getByLabel('邮箱').fill('pf.player@example.com');
  await page.getByRole('button', { name: '确认' }).click();
  await expectToast(page, '操作成功');

  await page.reload();
  await expect(page.getByText('1991-01-01')).toBeVisible();
  await expect(page.getByLabel('邮箱')).toHaveValue('pf.player@example.com');
  await expect(page.getByRole('img', { name: player.name })).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f]{32}\.png$/,
  );
  await page.screenshot({ path: `${SHOTS}/userInfo-saved.png`, fullPage: true });

  // The served avatar is an image that cannot run as a page.
  const src = await page.getByRole('img', { name: player.name }).getAttribute('src');
  const served = await request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['content-security-policy']).toContain("default-src 'none'");

  await open(page, player, '/mine');
  await expect(page.getByText('代理计划，加入我们')).toBeVisible();
  await scan(page, 'mine');
  await open(page, player, '/mine_old');
  await expect(page.getByRole('button', { name: '个人资料' })).toBeVisible();
  await scan(page, 'mine_old');
});

test('a setting toggled stays after a reload', async ({ page, request }) => {
  const player = await registerPlayer(request, 'pfs');
  await open(page, player, '/userCent');
  const quiet = page.getByRole('switch', { name: '免打扰模式' });
  await expect(quiet).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: '中奖通知' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await scan(page, 'userCent');
  await quiet.click();
  await expectToast(page, '设置已保存');
  await page.reload();
  await expect(page.getByRole('switch', { name: '免打扰模式' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('the help centre and the responsible gambling article', async ({ page, request }) => {
  const player = await registerPlayer(request, 'pfh');
  await open(page, player, '/mine');
  await page.getByText('帮助中心').click();
  await expect(page).toHaveURL(/#\/boutBallBet$/);
  await expect(page.getByText('人工客服')).toBeVisible();
  await scan(page, 'boutBallBet');
  await page.getByText('责任博彩').click();
  await expect(page).toHaveURL(/boutBallBetInfo\?type=8/);
  await expect(page.getByRole('heading', { name: '自我排除' })).toBeVisible();
  await expect(page.getByText(/我的 → 责任博彩/)).toBeVisible();
  await scan(page, 'boutBallBetInfo-8');
  await page.goto('/#/boutBallBetInfo?type=1');
  await expect(page.getByRole('heading', { name: '常见问题' })).toBeVisible();
  await scan(page, 'boutBallBetInfo-1');
  await page.goto('/#/boutBallBetInfo?type=6');
  await expect(page.getByText('该帮助文章不存在')).toBeVisible();
});
