import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { manualClock } from '../../platform/time.ts';
import { verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { settledBets } from '../../test/rewards.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { ACTIVITY_SEED, seedActivities } from './seed.ts';
import { activityBonusKey } from './ledger-keys.ts';

const OPS = { name: 'actops', password: 'ops-secret-123' };

describe.each(TEST_DATABASES)('activities on %s', (kind) => {
  const clock = manualClock(Date.UTC(2026, 10, 25, 4, 0));
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let serial = 0;
  const name = () => `ac${kind.slice(0, 2)}${(serial += 1)}${Date.now().toString(36).slice(-5)}`;

  async function player(): Promise<{ token: string; id: number }> {
    const token = await registerPlayer(t.app, name());
    const me = await call(t.app, '/api/user', {}, token);
    return { token, id: me.data.id };
  }
  const op = (path: string, body: unknown = {}) =>
    call(t.app, `/api/admin/activities${path}`, body, ops);

  async function newType(typeName: string): Promise<number> {
    const created = await op('/types/create', { name: typeName, sort: 5 });
    expect(created.code).toBe(200);
    return created.data.id;
  }
  async function newActivity(over: Record<string, unknown>): Promise<number> {
    const created = await op('/create', {
      banner: '/media/activity/first-deposit.svg',
      title: '测试活动',
      content: '<p>内容</p>',
      memo: '规则',
      ...over,
    });
    expect(created.code, created.message).toBe(200);
    return created.data.id;
  }
  const apply = (token: string, activityid: unknown) =>
    call(t.app, '/api/doactivityapply', { activityid }, token);
  const betAmount = async (token: string) =>
    (await call(t.app, '/api/getBetAmount', {}, token)).data.bet_amount as string;
  const balance = async (token: string) =>
    (await call(t.app, '/api/balance', {}, token)).data.balance as string;
  const applicationOf = async (userId: number) =>
    (await op('/applications', { user_id: userId })).data.data[0];

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  it('seeds the demo activities once, with banners the server draws', async () => {
    expect(await seedActivities(t.ctx)).toBe(true);
    expect(await seedActivities(t.ctx)).toBe(false);
    const types = (await op('/types')).data.map((x: { name: string }) => x.name);
    for (const group of ACTIVITY_SEED) expect(types).toContain(group.type);
    const list = await call(t.app, '/api/activitylist', {});
    const seeded = list.data.data.filter((x: { banner: string }) =>
      x.banner.startsWith('/media/activity/'),
    );
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    for (const item of seeded) {
      expect(item.banner).toContain('.');
      const image = await t.app.inject({ method: 'GET', url: item.banner });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/activity/nope.svg' })).statusCode,
    ).toBe(404);
    // the games module's images still answer
    expect((await t.app.inject({ method: 'GET', url: '/media/banner/1.svg' })).statusCode).toBe(
      200,
    );
  });

  it('lists types and activities (all, one type), hiding what is disabled; the detail', async () => {
    const a = await newType('首存');
    const b = await newType('签到');
    const off = await newType('停用类型');
    await op('/types/update', { id: off, enabled: 0 });
    const one = await newActivity({
      type: a,
      title: '首存加赠',
      sort: 1,
      bonus: '38',
      turnover_multiple: 3,
    });
    const two = await newActivity({ type: b, title: '每日签到', sort: 2 });
    const hidden = await newActivity({ type: b, title: '已下架', enabled: 0 });
    const inOff = await newActivity({ type: off, title: '停用类型的活动' });

    const types = await call(t.app, '/api/activitytype', {});
    expect(types.code).toBe(200);
    expect(types.data).toEqual(
      expect.arrayContaining([
        { id: a, name: '首存' },
        { id: b, name: '签到' },
      ]),
    );
    expect(types.data.map((x: { id: number }) => x.id)).not.toContain(off);

    const all = await call(t.app, '/api/activitylist', {});
    expect(all.code).toBe(200);
    const ids = all.data.data.map((x: { id: number }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([one, two]));
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(inOff);
    expect(all.data).toMatchObject({ current_page: 1, last_page: 1 });
    expect(all.data.data.find((x: { id: number }) => x.id === one)).toEqual({
      id: one,
      type: a,
      banner: '/media/activity/first-deposit.svg',
      title: '首存加赠',
      bonus: '38.00',
    });
    const ofB = await call(t.app, '/api/activitylist', { type: b });
    expect(ofB.data.data.map((x: { id: number }) => x.id)).toEqual([two]);
    // '' and 0 mean every type (全部优惠)
    expect((await call(t.app, '/api/activitylist', { type: '' })).data.total).toBe(all.data.total);
    expect((await call(t.app, '/api/activitylist', { type: 'x' })).code).toBe(400);

    const detail = await call(t.app, '/api/activitydeatil', { id: one });
    expect(detail.code).toBe(200);
    expect(detail.data).toEqual({
      id: one,
      type: a,
      type_name: '首存',
      banner: '/media/activity/first-deposit.svg',
      title: '首存加赠',
      content: '<p>内容</p>',
      memo: '规则',
      bonus: '38.00',
      turnover_multiple: 3,
      apply_state: null,
      apply_remark: '',
    });
    expect(await call(t.app, '/api/activitydeatil', { id: hidden })).toMatchObject({
      code: 404,
      message: MSG.activityNotFound,
    });
    expect(await call(t.app, '/api/activitydeatil', { id: 99999 })).toMatchObject({ code: 404 });
    expect((await call(t.app, '/api/activitydeatil', {})).code).toBe(400);
    // a visitor with a stale token still sees the page
    expect((await call(t.app, '/api/activitydeatil', { id: one }, 'stale-token')).code).toBe(200);
  });

  it('applies once per player and activity; a visitor is 401, an unknown activity 404', async () => {
    const type = await newType('单次');
    const id = await newActivity({ type });
    const p = await player();
    expect(await apply('', id)).toMatchObject({ code: 401 });
    expect(await apply(p.token, 987654)).toMatchObject({
      code: 404,
      message: MSG.activityNotFound,
    });
    expect((await apply(p.token, 'abc')).code).toBe(400);
    const first = await apply(p.token, id);
    expect(first).toMatchObject({ code: 200, data: { activity_id: id, state: 1 } });
    expect(await apply(p.token, id)).toMatchObject({
      code: 409,
      message: MSG.activityAlreadyApplied,
    });
    const detail = await call(t.app, '/api/activitydeatil', { id }, p.token);
    expect(detail.data.apply_state).toBe(1);
    const log = await call(t.app, '/api/activityApplyLog', { page: 1 }, p.token);
    expect(log.data.data).toEqual([
      expect.objectContaining({ activity_id: id, activity_name: '测试活动', state: 1, remark: '' }),
    ]);
    expect(log.data.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await call(t.app, '/api/activityApplyLog', { page: 1 })).code).toBe(401);
  });

  it('twenty taps at once make one application; the others say so', async () => {
    const type = await newType('并发');
    const id = await newActivity({ type });
    const p = await player();
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(p.token, id)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const others = answers.filter((a) => a.code !== 200);
    expect(others.every((a) => a.code === 409 && a.message === MSG.activityAlreadyApplied)).toBe(
      true,
    );
    const rows = await t.store.db
      .selectFrom('activity_applications')
      .select('id')
      .where('activity_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an approval pays the bonus through the ledger, adds bonus × multiple to the turnover and tells the player', async () => {
    const type = await newType('彩金');
    const id = await newActivity({
      type,
      title: '首存加赠38元',
      bonus: '38.00',
      turnover_multiple: 3,
    });
    const p = await player();
    const balanceBefore = await balance(p.token);
    const turnoverBefore = await betAmount(p.token);
    expect((await apply(p.token, id)).code).toBe(200);
    const pending = await applicationOf(p.id);
    expect(pending).toMatchObject({ activity_id: id, user_id: p.id, state: 1, reviewed_at: '' });
    // The reviewer sees what an approval will pay before deciding.
    expect(pending).toMatchObject({ bonus: '38.00', turnover: '114.00' });

    clock.advance(60_000);
    const approved = await op('/applications/review', {
      id: pending.id,
      approve: true,
      remark: '',
    });
    expect(approved.code, approved.message).toBe(200);
    expect(approved.data).toMatchObject({ state: 2, bonus: '38.00', turnover: '114.00' });
    expect(Number(await balance(p.token)) - Number(balanceBefore)).toBeCloseTo(38, 2);
    expect(Number(await betAmount(p.token)) - Number(turnoverBefore)).toBeCloseTo(114, 2);

    const inbox = await call(t.app, '/api/messageList', { page: 1 }, p.token);
    expect(inbox.data.data[0]).toMatchObject({
      kind: 'activity',
      title: MSG.inboxActivityApprovedTitle,
    });
    expect(inbox.data.data[0].content).toContain('首存加赠38元');
    expect(inbox.data.data[0].content).toContain('38.00');
    const log = await call(t.app, '/api/activityApplyLog', { page: 1 }, p.token);
    expect(log.data.data[0]).toMatchObject({ state: 2, bonus: '38.00' });
    expect((await call(t.app, '/api/activitydeatil', { id }, p.token)).data.apply_state).toBe(2);

    // decided once: a second decision, either way, is 409 and pays nothing
    expect(await op('/applications/review', { id: pending.id, approve: true })).toMatchObject({
      code: 409,
      message: MSG.activityApplicationDecided,
    });
    expect(
      (await op('/applications/review', { id: pending.id, approve: false, remark: '重复' })).code,
    ).toBe(409);
    expect(Number(await balance(p.token)) - Number(balanceBefore)).toBeCloseTo(38, 2);
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    // audited with the payment
    const audit = await call(t.app, '/api/admin/audit', { page: 1 }, ops);
    expect(JSON.stringify(audit.data)).toContain('activity.application.approve');
  });

  it('valid bets placed after the approval work the bonus turnover off; a trial account may not apply', async () => {
    const type = await newType('流水');
    const id = await newActivity({ type, bonus: '20', turnover_multiple: 2 });
    const p = await player();
    const base = Number(await betAmount(p.token));
    await apply(p.token, id);
    const pending = await applicationOf(p.id);
    await op('/applications/review', { id: pending.id, approve: true });
    expect(Number(await betAmount(p.token)) - base).toBeCloseTo(40, 2);
    await settledBets(t.ctx, p.id, 'demo1', [{ validMinor: 1_500n, at: clock.now() + 1000 }]);
    expect(Number(await betAmount(p.token)) - base).toBeCloseTo(25, 2);
    await settledBets(t.ctx, p.id, 'demo1', [{ validMinor: 9_000n, at: clock.now() + 2000 }]);
    expect(Number(await betAmount(p.token))).toBeCloseTo(Math.max(0, base - 65), 2);

    const guest = await call(t.app, '/api/guest_login');
    expect(await apply(guest.data.api_token, id)).toMatchObject({
      code: 403,
      message: MSG.guestNotAllowed,
    });
  });

  it('two operators deciding at once: one decision, one payment', async () => {
    const type = await newType('双审');
    const id = await newActivity({ type, bonus: '10', turnover_multiple: 1 });
    const p = await player();
    await apply(p.token, id);
    const pending = await applicationOf(p.id);
    const answers = await Promise.all([
      op('/applications/review', { id: pending.id, approve: true }),
      op('/applications/review', { id: pending.id, approve: true }),
      op('/applications/review', { id: pending.id, approve: false, remark: '不符合' }),
    ]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 409)).toHaveLength(2);
    const transfers = await t.store.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', activityBonusKey(pending.id))
      .execute();
    const decided = await applicationOf(p.id);
    expect(transfers).toHaveLength(decided.state === 2 ? 1 : 0);
  });

  it('a refusal needs a remark, pays nothing and tells the player why', async () => {
    const type = await newType('拒绝');
    const id = await newActivity({ type, title: 'VIP晋级礼金', bonus: '188' });
    const p = await player();
    await apply(p.token, id);
    const pending = await applicationOf(p.id);
    expect(await op('/applications/review', { id: pending.id, approve: false })).toMatchObject({
      code: 400,
      message: MSG.activityRemarkRequired,
    });
    const before = await balance(p.token);
    const refused = await op('/applications/review', {
      id: pending.id,
      approve: false,
      remark: '等级未达到VIP3',
    });
    expect(refused.data).toMatchObject({ state: 3, remark: '等级未达到VIP3', bonus: '0.00' });
    expect(await balance(p.token)).toBe(before);
    const inbox = await call(t.app, '/api/messageList', { page: 1 }, p.token);
    expect(inbox.data.data[0]).toMatchObject({ title: MSG.inboxActivityRejectedTitle });
    expect(inbox.data.data[0].content).toContain('等级未达到VIP3');
    const detail = await call(t.app, '/api/activitydeatil', { id }, p.token);
    expect(detail.data).toMatchObject({ apply_state: 3, apply_remark: '等级未达到VIP3' });
    expect(await op('/applications/review', { id: 999999, approve: true })).toMatchObject({
      code: 404,
    });
  });

  it('sanitises the HTML on save with an allow-list', async () => {
    const type = await newType('净化');
    const created = await op('/create', {
      type,
      banner: 'https://cdn.example.com/b.png?v=2',
      title: '净化',
      content:
        '<p onclick="steal()">你好<script>alert(1)</script></p><img src="x.png" onerror="alert(1)">' +
        '<img src="/media/activity/vip-upgrade.svg"><a href="javascript:alert(1)">坏</a>' +
        '<a href="https://example.com/">好</a><style>p{}</style><iframe src="https://x"></iframe>' +
        '<table><tr><td style="color:red">格</td></tr></table>',
    });
    expect(created.code, created.message).toBe(200);
    const html: string = created.data.content;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|style|iframe/i);
    expect(html).toContain('<p>你好</p>');
    expect(html).toContain('<img src="/media/activity/vip-upgrade.svg" />');
    expect(html).toContain(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">好</a>',
    );
    expect(html).toContain('<td>格</td>');
    const updated = await op('/update', {
      id: created.data.id,
      content: '<h2>标题</h2><img src=x onerror=alert(1)>',
    });
    expect(updated.data.content).toBe('<h2>标题</h2>');
    const shown = await call(t.app, '/api/activitydeatil', { id: created.data.id });
    expect(shown.data.content).toBe('<h2>标题</h2>');
  });

  it('validates the operator fields and keeps types and applied activities', async () => {
    const type = await newType('校验');
    const bad = (body: Record<string, unknown>) =>
      op('/create', { type, banner: '/media/activity/x.svg', title: 't', ...body });
    expect(await bad({ banner: '/media/no-dot' })).toMatchObject({
      code: 400,
      message: MSG.activityBannerInvalid,
    });
    expect(await bad({ banner: 'javascript:alert(1).png' })).toMatchObject({ code: 400 });
    expect(await bad({ title: '' })).toMatchObject({ message: MSG.activityTitleInvalid });
    expect(await bad({ title: 'x'.repeat(65) })).toMatchObject({ code: 400 });
    expect(await bad({ bonus: '1.234' })).toMatchObject({ message: MSG.activityBonusInvalid });
    expect(await bad({ bonus: -1 })).toMatchObject({ message: MSG.activityBonusInvalid });
    expect(await bad({ turnover_multiple: 101 })).toMatchObject({
      message: MSG.activityTurnoverInvalid,
    });
    expect(await bad({ memo: 'x'.repeat(2001) })).toMatchObject({
      message: MSG.activityMemoInvalid,
    });
    expect(await bad({ type: 99999 })).toMatchObject({
      code: 400,
      message: MSG.activityTypeInvalid,
    });
    expect((await op('/update', { id: 1 })).code).toBe(400);
    expect((await call(t.app, '/api/admin/activities/types', {})).code).toBe(401);

    const id = await newActivity({ type });
    expect(await op('/types/delete', { id: type })).toMatchObject({
      code: 409,
      message: MSG.activityTypeInUse,
    });
    const p = await player();
    await apply(p.token, id);
    expect(await op('/delete', { id })).toMatchObject({
      code: 409,
      message: MSG.activityHasApplications,
    });
    const spare = await newActivity({ type });
    expect(await op('/delete', { id: spare })).toMatchObject({ code: 200, data: { id: spare } });
    const listed = await op('', { page: 1, type });
    expect(listed.data.data).toEqual([expect.objectContaining({ id, applications: 1 })]);
  });
});
