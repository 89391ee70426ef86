import { expect, test } from '@playwright/test';
import { balanceOf, operatorCall, operatorToken, registerPlayer } from '../support.ts';

/**
 * A player's open screen follows the operator's decision: /transRecord shows 待审核, the operator
 * approves the deposit in the console, and the same screen, never reloaded, shows 已通过 (the
 * player's inbox room over the realtime socket tells it to refetch). Screenshots before and
 * after go to /work/shots/players-d when that folder exists (SHOTS_DIR).
 */
const SHOTS = process.env.SHOTS_DIR;

test('an approved deposit turns 已通过 on the open records screen without a reload', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'live');
  const created = await request.post('/api/recharge', {
    data: { paytype: 'usdt', catepay: 'TRC20', amount: 50 },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  const order = (await created.json()) as { code: number; message: string };
  expect(order.code, order.message).toBe(200);

  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('roomid=inbox-'));
  await page.goto(`/#/transRecord?token=${player.token}`);
  // The screen's socket is in the player's room (welcomed) before the decision is taken.
  await (await socket).waitForEvent('framereceived');
  const record = page.getByRole('listitem').filter({ hasText: order.message });
  await expect(record).toContainText('待审核');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/transrecord-pending.png` });
  // No reload may happen from here on: a marker on the page would be lost.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const operator = await operatorToken(request);
  const list = await operatorCall<{ data: { id: number; username: string }[] }>(
    request,
    operator,
    '/api/admin/deposits',
    { state: 1, page: 1 },
  );
  const deposit = list.data.find((row) => row.username === player.name)!;
  await operatorCall(request, operator, '/api/admin/deposits/review', {
    id: deposit.id,
    approve: true,
    remark: '',
  });

  await expect(record).toContainText('已通过');
  await expect(record).not.toContainText('待审核');
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(await balanceOf(request, player.token)).toBe('360.00');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/transrecord-approved.png` });
});
