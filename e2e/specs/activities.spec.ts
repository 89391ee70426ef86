import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  balanceOf,
  operatorCall,
  operatorToken,
  playerCall,
  registerPlayer,
  type Player,
} from '../support.ts';

/**
 * Activities at 375 px against the real server with the demo offers: a visitor browses /activity
 * and an activity (去登录); a player applies, an operator approves through the API, and the player
 * sees 已通过 in /activityRecord, the message in the inbox and the bonus in the balance. Every
 * screen is scanned with axe, colour contrast included. Screenshots: /work/shots/activities (or
 * SHOTS_DIR).
 */
const shots = process.env.SHOTS_DIR ?? '/work/shots/activities';

async function scan(page: Page): Promise<string[]> {
  // A toast fading out is half transparent: scan once it has gone.
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function open(page: Page, player: Player, route: string): Promise<void> {
  const joiner = route.includes('?') ? '&' : '?';
  await page.goto(`/#${route}${joiner}token=${player.token}`);
}

interface Listed {
  id: number;
  title: string;
  banner: string;
}

test('a visitor browses the offers; a player applies and sees the decision', async ({
  page,
  request,
}) => {
  // A whole journey over six screens on a shared machine: more than the default 30 s at times.
  test.slow();
  const list = (await (await request.post('/api/activitylist', { data: {} })).json()) as {
    data: { data: Listed[] };
  };
  const offer = list.data.data.find((a) => a.title === '新人首存加赠38元');
  expect(offer, 'the demo offers are seeded').toBeTruthy();

  // a visitor: the 优惠 tab, the types, the banners
  await page.goto('/#/home');
  await page.locator('.app-tab-bar').getByText('优惠').click();
  await expect(page).toHaveURL(/#\/activity$/);
  await expect(page.getByRole('img', { name: '新人首存加赠38元' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '活动类型' })).toContainText('VIP专享');
  await page.screenshot({ path: path.join(shots, 'activity-all.png') });
  expect(await scan(page)).toEqual([]);

  await page.getByRole('navigation', { name: '活动类型' }).getByText('VIP专享').click();
  await expect(page.getByRole('img', { name: 'VIP3晋级礼金188元' })).toBeVisible();
  await expect(page.getByRole('img', { name: '新人首存加赠38元' })).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'activity-vip-tab.png') });

  await page.goto('/#/activity_old');
  await expect(page.getByText('流水闯关奖58元')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'activity-old.png') });
  expect(await scan(page)).toEqual([]);

  await page.goto(`/#/activityInfo?id=${offer!.id}`);
  await expect(page.getByRole('heading', { name: '新人首存加赠38元' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '活动规则' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'activity-info-visitor.png') });
  expect(await scan(page)).toEqual([]);
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=/);

  // a player applies
  const player = await registerPlayer(request, 'act');
  const me = await playerCall<{ id: number }>(request, player.token, '/api/user');
  const before = await balanceOf(request, player.token);
  await open(page, player, `/activityInfo?id=${offer!.id}`);
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(page.getByText('申请状态：待审核')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'activity-info-applied.png') });
  expect(await scan(page)).toEqual([]);
  // a repeat through the API says so
  const repeat = await request.post('/api/doactivityapply', {
    data: { activityid: offer!.id },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(await repeat.json()).toMatchObject({ code: 409, message: '您已申请过该活动' });

  // an operator approves through the API
  const ops = await operatorToken(request);
  const pending = await operatorCall<{ data: { id: number; state: number }[] }>(
    request,
    ops,
    '/api/admin/activities/applications',
    { user_id: me.id, state: 1 },
  );
  expect(pending.data).toHaveLength(1);
  const decided = await operatorCall<{ state: number; bonus: string }>(
    request,
    ops,
    '/api/admin/activities/applications/review',
    { id: pending.data[0]!.id, approve: true, remark: '首存已核实' },
  );
  expect(decided).toMatchObject({ state: 2, bonus: '38.00' });

  // the player sees the decision: records, the activity, the inbox, the balance
  await open(page, player, '/activityRecord');
  const row = page.locator('.activity-record').filter({ hasText: '新人首存加赠38元' });
  await expect(row.getByText('已通过')).toBeVisible();
  await expect(row.getByText('38.00 元')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'activity-record.png') });
  expect(await scan(page)).toEqual([]);

  await open(page, player, `/activityInfo?id=${offer!.id}`);
  await expect(page.getByText('申请状态：已通过')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'activity-info-approved.png') });

  const inbox = await playerCall<{ data: { title: string; content: string }[] }>(
    request,
    player.token,
    '/api/messageList',
    { page: 1 },
  );
  expect(inbox.data[0]).toMatchObject({ title: '活动申请已通过' });
  expect(inbox.data[0]!.content).toContain('新人首存加赠38元');
  expect(Number(await balanceOf(request, player.token)) - Number(before)).toBeCloseTo(38, 2);
});

test('a player with no applications sees the empty record list', async ({ page, request }) => {
  const player = await registerPlayer(request, 'acte');
  await open(page, player, '/activityRecord');
  await expect(page.getByText('暂无记录')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'activity-record-empty.png') });
  expect(await scan(page)).toEqual([]);
});
