import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  CAPTCHA,
  CONSOLE_VIEW,
  fundPlayer,
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
 * The agent centre (console's /admin/#/agent, 1280×800): an agent — a player the operator made an
 * agent — signs in with their player account and sees a friend's registration, deposit and valid
 * bets, and the commission of those bets. Screenshots go to /work/shots/admin/agent-centre.
 */
test.use(CONSOLE_VIEW);

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/admin/agent-centre';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }).catch(() => undefined);

const root = path.resolve(import.meta.dirname, '..', '..');

/** Pays a Beijing day's agent commissions on the e2e server's database, outside the job's slot. */
function payDay(day: string): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/agents-pay.ts', day],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `sqlite:${path.join(root, 'e2e', '.data', 'e2e.db')}` },
      encoding: 'utf8',
      stdio: 'pipe',
    },
  );
}

test('an agent signs in to the agent centre and sees a friend and their commission', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Today's bets are settled as of tomorrow: not across midnight.
  await clearOfBeijingMidnight(3);
  const agent = await registerPlayer(request, 'agc');
  const me = await playerCall<{ id: number }>(request, agent.token, '/api/user');

  // A player who is not an agent is refused at the door.
  await page.goto('/admin/#/agent');
  await expect(page).toHaveURL(/#\/agent\/login$/);
  await page.getByLabel('账号').fill(agent.name);
  await page.getByLabel('密码').fill(agent.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('alert')).toContainText('仅代理可进入代理后台');

  // The operator approves the application; getAgentLoginUrl now leads here.
  const application = await playerCall<{ id: number }>(request, agent.token, '/api/applyagentdo', {
    mobile: '13800138000',
    apply_info: '推广渠道稳定',
  });
  const ops = await operatorToken(request);
  await operatorCall(request, ops, '/api/admin/agents/applications/review', {
    id: application.id,
    approve: true,
  });
  const url = await request.get('/api/getAgentLoginUrl', {
    headers: { Authorization: `Bearer ${agent.token}` },
  });
  expect(((await url.json()) as { data: { url: string } }).data.url).toMatch(/\/admin\/#\/agent$/);

  // A friend registers through the agent's link, deposits and bets 100.00 in room 3.
  const friendName = uniqueName('frd');
  const captcha = (await (await request.get('/api/captcha')).json()) as { data: { key: string } };
  const registered = (await (
    await request.post('/api/register', {
      data: {
        name: friendName,
        realname: friendName,
        password: 'secret123',
        confirmPass: 'secret123',
        code: CAPTCHA,
        key: captcha.data.key,
        pid: me.id,
        adult: 1,
      },
    })
  ).json()) as { data: { api_token: string } };
  const friendToken = registered.data.api_token;
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
        return records.order.data.filter((r) => r.status === 1).length;
      },
      { timeout: 75_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  // Today's commission, paid now (the daily job's slot stays free for the other specs):
  // 100.00 × 0.30 % (level 1) = 0.30.
  expect(payDay(beijingDay(0))).toContain('"paid":');

  // The agent signs in with their player account.
  await page.getByLabel('密码').fill(agent.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('heading', { name: '代理中心' })).toBeVisible();
  await expect(page.getByTestId('invite-link')).toHaveText(new RegExp(`#/reg2\\?pid=${me.id}$`));
  const today = beijingDay(0);
  const daily = page.getByTestId('agent-daily');
  const todayRow = daily.getByRole('row').filter({ hasText: today });
  // Today: 1 registration, 1 first deposit of 360.00, 100.00 valid bets.
  await expect(todayRow.getByRole('cell')).toHaveText([today, '1', '1', '360.00', '100.00']);
  await shot(page, 'agent-home');
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );

  await page.getByRole('tab', { name: '下级明细' }).click();
  const members = page.getByTestId('agent-members');
  const friendRow = members.getByRole('row').filter({ hasText: friendName.slice(0, 2) });
  await expect(friendRow).toContainText('直属');
  await expect(friendRow).toContainText('360.00');
  await shot(page, 'agent-members');

  await page.getByRole('tab', { name: '佣金记录' }).click();
  const commissions = page.getByTestId('agent-commissions');
  const commissionRow = commissions.getByRole('row').filter({ hasText: today });
  await expect(commissionRow).toContainText('0.30');
  await expect(commissionRow).toContainText('100.00');
  await shot(page, 'agent-commissions');

  // Sign-out ends the agent's session.
  await page.getByRole('button', { name: /退\s*出/ }).click();
  await expect(page).toHaveURL(/#\/agent\/login$/);
});
