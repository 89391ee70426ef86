import { expect, test } from '@playwright/test';
import {
  fundPlayer,
  operatorCall,
  operatorToken,
  playerCall,
  registerPlayer,
  settled,
  expectAccessible,
  openAs as open,
  screenshot as shot,
} from '../support.ts';

/**
 * What players tripped over, at 375 px against the real server: the lottery rooms from home, the
 * side menu's 公告, VIP progress, the withdrawal turnover and records, the red packet window, the
 * trial login on the deposit screen, the two USDT rates and the trend road of 幸运28.
 */
const USDT_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

test('home: the 彩票 tab lists every room with countdown and last result; a tap opens it', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'lot');
  const rooms = (
    (await (await request.get('/api/lotteryLobby')).json()) as {
      data: { room_id: number; title: string; lottery: { title: string } }[];
    }
  ).data;
  expect(rooms.length).toBeGreaterThan(0);
  await open(page, player, '/');
  await page.getByRole('tab', { name: /^彩票/ }).click();
  const list = page.getByRole('list', { name: '彩票房间' });
  await expect(list.getByRole('button')).toHaveCount(rooms.length);
  for (const room of rooms) {
    await expect(list.getByText(room.lottery.title).first()).toBeVisible();
  }
  await expect(list.getByLabel('距开奖').first()).toHaveText(/^(\d\d:)?\d\d:\d\d$/);
  await shot(page, 'home-lottery-tab.png');
  await expectAccessible(page);
  await list.getByRole('button').filter({ hasText: '幸运28' }).first().click();
  await expect(page).toHaveURL(/#\/lottery\?room_id=\d+/);
  await expect(page.getByText('幸运28').first()).toBeVisible();

  // /index_old: the lottery category lists the rooms by their Chinese titles.
  await open(page, player, '/index_old');
  // The newest announcement pops up first (once per session).
  await page.getByRole('button', { name: '我知道了' }).click();
  await expect(page.locator('.old-popup')).toBeHidden();
  await page.getByRole('tab', { name: /彩票/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('幸运28·新手房')).toBeVisible();
  await expect(panel.getByText('LOTTERY')).toHaveCount(0);
  await shot(page, 'index-old-lottery.png');
});

test('side menu: 公告 opens the announcements even with an unread message', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'menu');
  await fundPlayer(request, player.token, 10); // a paid deposit leaves an inbox message
  await open(page, player, '/');
  await page.getByRole('button', { name: '菜单' }).click();
  const menu = page.getByRole('navigation', { name: '菜单' });
  await expect(
    menu.locator('.adm-list-item', { hasText: '站内信' }).locator('.unread-badge [aria-hidden]'),
  ).toHaveText('1');
  await shot(page, 'side-menu.png');
  await menu.locator('.adm-list-item', { hasText: '公告' }).click();
  await expect(page).toHaveURL(/#\/message\?type=1$/);
  await expect(page.getByRole('tab', { name: '公告', selected: true })).toBeVisible();
});

test('VIP: each condition has its own progress; the level waits for the turnover too', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'vip');
  await fundPlayer(request, player.token, 200); // 1,440.00 at the demo deposit rate
  await open(page, player, '/vip');
  const vip1 = page.getByRole('region', { name: 'VIP1' });
  const deposit = vip1.getByRole('group', { name: '存款进度' });
  await expect(deposit).toContainText('1440.00 / 0.00');
  await expect(deposit.locator('.vip-progress__percent')).toHaveText('100%');
  await shot(page, 'vip1.png');
  await page.getByText('VIP2', { exact: true }).first().click();
  const vip2 = page.getByRole('region', { name: 'VIP2' });
  const flow = vip2.getByRole('group', { name: '流水进度' });
  await expect(flow.locator('.vip-progress__percent')).toHaveText('0%');
  await expect(
    vip2.getByRole('group', { name: '晋级进度' }).locator('.vip-progress__label'),
  ).toContainText('0%');
  await shot(page, 'vip2.png');

  await open(page, player, '/mine');
  const bar = page.getByRole('button', { name: 'VIP进度' });
  await expect(bar).toContainText('距离 VIP2');
  await expect(bar).toContainText('0%');
  await expect(bar).toContainText('累计流水 0.00 /');
  await shot(page, 'mine-vip.png');
});

test('withdrawal: turnover done / required / left, 提现汇率; a submitted withdrawal opens the withdrawals', async ({
  page,
  request,
}) => {
  const operator = await operatorToken(request);
  const setMultiple = (turnover_multiple: string) =>
    operatorCall(request, operator, '/api/admin/settings/update', {
      wallet: { turnover_multiple },
    });
  const player = await registerPlayer(request, 'wd');
  await setMultiple('1.00');
  try {
    await fundPlayer(request, player.token, 200); // 1,440.00 to play through
    await playerCall(request, player.token, '/api/bindcard', {
      bank: 'USDT',
      bank_no: USDT_ADDRESS,
      bank_owner: 'TRC20',
    });
    await open(page, player, '/withdrawal');
    const box = page.getByRole('group', { name: '打码量' });
    await expect(box.getByTestId('turnover')).toHaveText('1440.00');
    await expect(box).toContainText('已完成 0.00 / 需完成 1440.00，还差 1440.00');
    await page.getByRole('button', { name: /^收款地址/ }).click();
    await page.getByText(`USDT-TRC20 **** ${USDT_ADDRESS.slice(-4)}`).click();
    await page.getByPlaceholder('单笔最低100元').fill('200');
    await expect(page.getByText('提现汇率')).toBeVisible();
    await expect(page.getByText('1 USDT = 7.30 元')).toBeVisible();
    await shot(page, 'withdrawal-turnover.png');
  } finally {
    await setMultiple('0.00');
  }
  // With nothing left to play through, the withdrawal goes and the records open on it.
  await page.reload();
  await expect(page.getByRole('group', { name: '打码量' })).toContainText('打码量已完成');
  await page.getByRole('button', { name: /^收款地址/ }).click();
  await page.getByText(`USDT-TRC20 **** ${USDT_ADDRESS.slice(-4)}`).click();
  await page.getByPlaceholder('单笔最低100元').fill('200');
  await page.getByPlaceholder('请输入支付密码').fill(player.password);
  await page.getByRole('button', { name: '立即取款' }).click();
  await expect(page).toHaveURL(/#\/transRecord\?type=2$/);
  await expect(page.locator('.funds-record').first()).toContainText('200.00');
  await shot(page, 'trans-record-withdrawal.png');
});

test('deposit: the rate is named 充值汇率', async ({ page, request }) => {
  const player = await registerPlayer(request, 'rate');
  await open(page, player, '/recharge1');
  await expect(page.getByTestId('deposit-rate')).toContainText('充值汇率');
  await expect(page.getByTestId('deposit-rate')).toContainText('1 USDT = 7.20 元');
  await shot(page, 'deposit-rate.png');
});

test('red packets outside the window: no button, the next opening instead', async ({
  page,
  request,
}) => {
  const operator = await operatorToken(request);
  type Rules = { max_times: number; rules: Record<string, unknown>[] };
  const before = await operatorCall<Rules>(request, operator, '/api/admin/redpacket/rules', {});
  // A window of one minute just after midnight: over for the rest of the day.
  await operatorCall(request, operator, '/api/admin/redpacket/rules/update', {
    max_times: before.max_times,
    rules: before.rules.map((rule) => ({ ...rule, start_time: '00:00', end_time: '00:01' })),
  });
  try {
    const player = await registerPlayer(request, 'rp');
    await open(page, player, '/hongbao');
    await expect(page.getByText('已结束', { exact: true })).toBeVisible();
    await expect(
      page.getByText('今日红包活动已结束，下一场：明日 00:00 - 00:01（北京时间）'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '抢红包' })).toHaveCount(0);
    await shot(page, 'hongbao-finished.png');
    await expectAccessible(page);
  } finally {
    await operatorCall(request, operator, '/api/admin/redpacket/rules/update', before);
  }
});

test('a trial login sent on to the deposit screen sees one message', async ({ page }) => {
  await page.goto('/#/recharge1');
  await page.getByRole('button', { name: '免费试玩' }).click();
  await expect(page).toHaveURL(/#\/recharge1$/);
  await expect(page.getByText('试玩账号不能进行此操作，请注册正式账号')).toBeVisible();
  await settled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await shot(page, 'guest-recharge1.png');
});

test('trend: a long 单双 run goes on in the next column; no ball reads a count', async ({
  page,
}) => {
  // Eight odd totals in a row, then an even one (the server's answer, held still for the picture).
  const sum = (digits: number[], expect: string) => {
    const total = digits.reduce((a, b) => a + b, 0);
    return {
      expect,
      opentime2: '2026-11-28 10:00:00',
      numbers: digits,
      extend: {
        digits,
        total,
        text: `${digits.join('+')}=${total}`,
        label: total % 2 === 1 ? '小单' : '小双',
        colour: 'green',
      },
    };
  };
  const draws = [
    sum([1, 1, 2], '202611280109'),
    ...Array.from({ length: 8 }, (_, i) => sum([0, 1, 2], `20261128010${8 - i}`)),
  ];
  await page.route('**/api/lotteryTrend?**', (route) =>
    route.fulfill({
      json: {
        code: 200,
        message: 'ok',
        data: { lottery: { code: 'pc28', title: '幸运28', type: 2 }, draws },
      },
    }),
  );
  await page.goto('/#/lotteryTrend?room_id=3');
  const road = page.getByRole('img', { name: '单双' });
  await expect(road.locator('.lottery-road__cell')).toHaveCount(9);
  await expect(road.locator('.lottery-road__cell', { hasText: /\d/ })).toHaveCount(0);
  await expect(road.locator('.lottery-road__streak')).toHaveText('8连');
  await road.scrollIntoViewIfNeeded();
  await shot(page, 'trend-odd-even.png');
  await expectAccessible(page);
});
