import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  balanceOf,
  CAPTCHA,
  expectToast,
  fundPlayer,
  jobsAt,
  operatorCall,
  operatorToken,
  playerCall,
  registerPlayer,
  uniqueName,
  betOnOpenIssue,
  beijingDay,
  clearOfBeijingMidnight,
} from '../support.ts';

/**
 * The invite programme end to end at 375 px: a player's invite link (copy, poster and QR as PNG),
 * a visitor registering through it (/reg2?pid=…) and showing in the player's 好友明细; the player
 * applies to be an agent and the operator approves; the friend bets in a lottery room; the next
 * Beijing day's commission job (`npm run jobs:at`) pays the agent, the commission shows in
 * 奖金记录, the balance rises by it and the ledger balances.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const shots = process.env.SHOTS_DIR ?? path.join(root, 'test-results', 'screens', 'agents');
fs.mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

/**
 * No serious or critical axe violation, colour contrast included. The shared top bar's icon-only
 * back button (every titled screen) is left out: the accessibility work of this issue names it.
 */
async function expectAccessible(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, where).toEqual([]);
}

function ledgerVerify(): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/ledger-verify.ts'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `sqlite:${path.join(root, 'e2e', '.data', 'e2e.db')}` },
      encoding: 'utf8',
      stdio: 'pipe',
    },
  );
}

const fen = (text: string) => Math.round(Number(text) * 100);

test('invite a friend, become an agent, and get the commission of their bets', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // Today's bets are settled as of tomorrow: not across midnight.
  await clearOfBeijingMidnight(3);
  const inviter = await registerPlayer(request, 'inv');
  const me = await playerCall<{ id: number }>(request, inviter.token, '/api/user');
  await page.goto(`/#/inviter?token=${inviter.token}`);

  // The invite link segment: the registration address with pid, its QR code, the sheet.
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveText(new RegExp(`#/reg2\\?pid=${me.id}$`));
  const href = (await link.textContent())!;
  await expect(page.getByRole('img', { name: '邀请二维码' })).toBeVisible();
  await shot(page, 'inviter-link');
  await expectAccessible(page, '/inviter link');
  await page.getByRole('button', { name: '邀请好友' }).click();
  await expect(page.getByText('分享邀请')).toBeVisible();
  await shot(page, 'inviter-sheet');
  await page.getByText('保存链接').click();
  await expectToast(page, '链接已复制到剪贴板');
  await page.getByRole('button', { name: '邀请好友' }).click();
  const [poster] = await Promise.all([
    page.waitForEvent('download'),
    page.getByText('保存图片').click(),
  ]);
  expect(poster.suggestedFilename()).toBe(`invite-${me.id}.png`);
  await poster.saveAs(path.join(shots, 'inviter-poster-download.png'));
  await page.getByRole('button', { name: '邀请好友' }).click();
  const [qr] = await Promise.all([
    page.waitForEvent('download'),
    page.getByText('保存二维码').click(),
  ]);
  expect(qr.suggestedFilename()).toBe(`invite-qr-${me.id}.png`);
  await qr.saveAs(path.join(shots, 'inviter-qr-download.png'));
  const png = fs.readFileSync(path.join(shots, 'inviter-poster-download.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');

  // The bonus introduction.
  await page.getByRole('tab', { name: '奖金介绍' }).click();
  await expect(page.getByRole('img', { name: '邀请好友，共享佣金' })).toBeVisible();
  await shot(page, 'inviter-intro');
  await expectAccessible(page, '/inviter intro');

  // A visitor, in their own browser, registers through the link.
  const visitorContext = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(href);
  await expect(visitor.getByText(`推荐人: ${me.id}`)).toBeVisible();
  const friendName = uniqueName('frd');
  await visitor.getByPlaceholder('请输入6~16位字母或数字').fill(friendName);
  await visitor.getByPlaceholder('请输入6~16位密码').fill('secret123');
  await visitor.getByPlaceholder('请再次输入密码').fill('secret123');
  await visitor.getByPlaceholder('请输入验证码').fill(CAPTCHA);
  await visitor.getByRole('checkbox', { name: /我已年满18周岁/ }).check();
  await shot(visitor, 'reg2-with-pid');
  await visitor.getByRole('button', { name: '立即注册' }).click();
  await expect(visitor).toHaveURL(/#\/$/);
  // Once, after registering: where the limits are.
  await visitor
    .getByRole('dialog', { name: '理性娱乐' })
    .getByRole('button', { name: '知道了' })
    .click();
  await visitorContext.close();

  // The friend is in the inviter's 好友明细, their name masked.
  await page.getByRole('tab', { name: '明细' }).click();
  await expect(page.getByLabel('今日数据', { exact: true })).toBeVisible();
  await page.getByText('好友明细').click();
  const friends = page.getByRole('region', { name: '好友明细' });
  const masked = `${friendName.slice(0, 2)}***${friendName.slice(-2)}`;
  await expect(friends.getByText(`直属 ${masked}`)).toBeVisible();
  // The overview counts them: one new member today, none active yet, no deposit.
  const today = page.getByLabel('今日数据', { exact: true });
  await expect(today.locator('dd')).toHaveText(['0', '1', '0.00']);
  await shot(page, 'inviter-detail-friend');
  await expectAccessible(page, '/inviter detail');

  // The inviter applies to be an agent; the operator approves and sets level 5 (1.50 %).
  await page.goto('/#/applyagent');
  await page.getByLabel('联系方式').fill('13800138000');
  await page.getByLabel('申请理由').fill('我有很多喜欢彩票的朋友');
  await shot(page, 'applyagent-form');
  await expectAccessible(page, '/applyagent');
  await page.getByRole('button', { name: '加入我们' }).click();
  await expectToast(page, '申请已提交，请等待审核');
  await expect(page.getByText('您的代理申请正在审核中，请耐心等待')).toBeVisible();
  await shot(page, 'applyagent-pending');
  const ops = await operatorToken(request);
  const pending = await operatorCall<{ data: { id: number; user_id: number }[] }>(
    request,
    ops,
    '/api/admin/agents/applications',
    { state: 1 },
  );
  const application = pending.data.find((a) => a.user_id === me.id)!;
  await operatorCall(request, ops, '/api/admin/agents/applications/review', {
    id: application.id,
    approve: true,
  });
  await operatorCall(request, ops, '/api/admin/agents/level', { user_id: me.id, level: 5 });
  const agentUrl = await request.get('/api/getAgentLoginUrl', {
    headers: { Authorization: `Bearer ${inviter.token}` },
  });
  expect(((await agentUrl.json()) as { data: { url: string } }).data.url).toBe(
    `${baseURL}/admin/#/agent`,
  );

  // The friend deposits and bets 100.00 in room 3 (幸运28); the bets settle at the draw.
  const login = await request.post('/api/login_pc', {
    data: { name: friendName, password: 'secret123' },
  });
  const friendToken = ((await login.json()) as { data: { api_token: string } }).data.api_token;
  await fundPlayer(request, friendToken, 50);
  await betOnOpenIssue(request, friendToken, 3, [
    ['大', 'big', 50],
    ['单', 'odd', 50],
  ]);
  await expect
    .poll(
      async () => {
        const records = await playerCall<{
          order: { data: { status: number; valid_bet: string }[] };
        }>(request, friendToken, '/api/betrecord', { date: 1 });
        return records.order.data
          .filter((r) => r.status === 1)
          .reduce((sum, r) => sum + fen(r.valid_bet), 0);
      },
      { timeout: 75_000, intervals: [2_000] },
    )
    .toBe(10_000);

  // Tomorrow 01:05 Beijing: today's commission, 100.00 × 1.50 % = 1.50.
  const before = fen(await balanceOf(request, inviter.token));
  const ran = jobsAt(`${beijingDay(1)} 01:05`, 'agents.commission');
  expect(ran).toContain(`agents.commission ${beijingDay(1)}`);
  expect(fen(await balanceOf(request, inviter.token)) - before).toBe(150);
  // Run again: nothing is paid twice.
  jobsAt(`${beijingDay(1)} 01:30`, 'agents.commission');
  expect(fen(await balanceOf(request, inviter.token)) - before).toBe(150);

  await page.goto('/#/inviter?tab=detail');
  await page.reload();
  const bonus = page.getByRole('region', { name: '奖金记录' });
  await expect(bonus.getByText(beijingDay(0))).toBeVisible();
  await expect(bonus.getByText('1.50', { exact: true })).toBeVisible();
  await expect(page.getByText('五级代理 · 佣金比例 1.50%')).toBeVisible();
  // Today the friend bet and deposited 360.00: one active member.
  await expect(page.getByLabel('今日数据', { exact: true }).locator('dd')).toHaveText([
    '1',
    '1',
    '360.00',
  ]);
  await shot(page, 'inviter-detail-commission');
  await expectAccessible(page, '/inviter detail with commission');

  const verify = ledgerVerify();
  expect(verify).not.toMatch(/FAIL/i);
});
