import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { PROTECTION_REASON_MAX } from '@app/contract/protection';
import { ensureOperator } from '../operators/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const PASSWORD = 'ops-secret-123';
const DAY = 24 * 3_600_000;

interface HistoryRow {
  field: string;
  value: string | null;
  by: string;
  reason: string;
  state: string;
}
interface AuditRow {
  action: string;
  target: string;
  detail: { reason?: string };
}

describe.each(TEST_DATABASES)('player protection in the console on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const ops: Record<'admin' | 'finance' | 'support' | 'content', string> = {
    admin: '',
    finance: '',
    support: '',
    content: '',
  };
  let serial = 0;
  const name = () => `pp${kind.slice(0, 2)}${(serial += 1)}${Date.now().toString(36).slice(-5)}`;

  async function player(): Promise<{ token: string; id: number }> {
    const token = await registerPlayer(t.app, name());
    const me = await call(t.app, '/api/user', {}, token);
    return { token, id: me.data.id };
  }
  const view = (userId: number, token = ops.support) =>
    call(t.app, '/api/admin/players/protection', { user_id: userId }, token);
  const setLimit = (
    body: { user_id: number; kind?: string; period?: string; amount: string; reason?: string },
    token = ops.finance,
  ) =>
    call(
      t.app,
      '/api/admin/players/protection/limit',
      { kind: 'deposit', period: 'day', reason: '玩家来电要求', ...body },
      token,
    );
  const block = (
    body: { user_id: number; kind: string; days?: number; term?: string; reason?: string },
    token = ops.support,
  ) =>
    call(t.app, '/api/admin/players/protection/block', { reason: '玩家来电要求', ...body }, token);
  const auditOf = async (userId: number): Promise<AuditRow[]> =>
    (await call(t.app, '/api/admin/audit', { target: `user:${userId}` }, ops.admin)).data.data;
  const depositDay = (data: {
    limits: { kind: string; period: string; amount: string | null }[];
  }) => data.limits.find((l) => l.kind === 'deposit' && l.period === 'day')?.amount;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const role of ['admin', 'finance', 'support', 'content'] as const) {
      const opName = `pp_${role}`;
      await ensureOperator(t.ctx, opName, PASSWORD, role);
      ops[role] = (
        await call(t.app, '/api/admin/login', { name: opName, password: PASSWORD })
      ).data.token;
    }
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('sets a limit where none was, lowers it, and never raises it', async () => {
    const p = await player();
    const before = await view(p.id);
    expect(before.code).toBe(200);
    expect(depositDay(before.data)).toBeNull();
    expect(before.data.block).toBeNull();
    expect(before.data.history).toEqual([]);

    const set = await setLimit({ user_id: p.id, amount: '500', reason: '玩家来电要求' });
    expect(set.code).toBe(200);
    expect(depositDay(set.data)).toBe('500.00');
    const lowered = await setLimit({ user_id: p.id, amount: '200.5', reason: '家属申请' });
    expect(depositDay(lowered.data)).toBe('200.50');

    const raise = await setLimit({ user_id: p.id, amount: '300', reason: '玩家要求提高' });
    expect(raise).toMatchObject({ code: 403, message: MSG.protectionOperatorRaise });
    const after = await view(p.id);
    expect(depositDay(after.data)).toBe('200.50');
    // the player sees the same limit
    const mine = await call(t.app, '/api/responsible', {}, p.token);
    expect(depositDay(mine.data)).toBe('200.50');

    // history newest first, by the operator, with the reason; the refused raise left nothing
    expect(
      after.data.history.map((r: HistoryRow) => [r.field, r.value, r.by, r.reason, r.state]),
    ).toEqual([
      ['deposit:day', '200.50', 'operator', '家属申请', 'applied'],
      ['deposit:day', '500.00', 'operator', '玩家来电要求', 'applied'],
    ]);
    // one audit row per change
    const audit = await auditOf(p.id);
    expect(audit.map((r) => [r.action, r.detail.reason])).toEqual([
      ['protection.limit', '家属申请'],
      ['protection.limit', '玩家来电要求'],
    ]);
  });

  it('a lower limit drops the raise the player was waiting for', async () => {
    const p = await player();
    await call(
      t.app,
      '/api/responsible/limit',
      { kind: 'loss', period: 'week', amount: '1000' },
      p.token,
    );
    await call(
      t.app,
      '/api/responsible/limit',
      { kind: 'loss', period: 'week', amount: '5000' },
      p.token,
    );
    const waiting = await view(p.id);
    const loss = (data: typeof waiting.data) =>
      data.limits.find(
        (l: { kind: string; period: string }) => l.kind === 'loss' && l.period === 'week',
      );
    expect(loss(waiting.data)).toMatchObject({ amount: '1000.00', pending: { value: '5000.00' } });
    const lowered = await setLimit({
      user_id: p.id,
      kind: 'loss',
      period: 'week',
      amount: '800',
      reason: '风控',
    });
    expect(loss(lowered.data)).toMatchObject({ amount: '800.00', pending: null });
    expect(lowered.data.history.map((r: HistoryRow) => [r.field, r.value, r.by, r.state])).toEqual([
      ['loss:week', '800.00', 'operator', 'applied'],
      ['loss:week', '5000.00', 'player', 'cancelled'],
      ['loss:week', '1000.00', 'player', 'applied'],
    ]);
  });

  it('starts a time-out, never shortens it, lengthens it to an exclusion', async () => {
    const p = await player();
    const started = await block({ user_id: p.id, kind: 'timeout', days: 7, reason: '情绪激动' });
    expect(started.code).toBe(200);
    expect(started.data.block).toMatchObject({ kind: 'timeout', by: 'operator' });
    const until = started.data.block.until as string;
    expect(until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // the player is refused a deposit, with the time-out's message
    const deposit = await call(
      t.app,
      '/api/recharge',
      { paytype: 'usdt', catepay: 'TRC20', amount: '100' },
      p.token,
    );
    expect(deposit.code).toBe(403);
    expect(deposit.message).toBe(
      MSG.protectionTimeoutActive.replace('{until}', until.slice(0, 16)),
    );

    const shorter = await block({ user_id: p.id, kind: 'timeout', days: 1, reason: '误操作' });
    expect(shorter).toMatchObject({ code: 403, message: MSG.protectionExclusionShorter });
    expect((await view(p.id)).data.block.until).toBe(until);

    const longer = await block({
      user_id: p.id,
      kind: 'exclusion',
      term: '6m',
      reason: '家属申请',
    });
    expect(longer.code).toBe(200);
    expect(longer.data.block).toMatchObject({ kind: 'exclusion', by: 'operator' });
    expect(Date.parse(longer.data.block.until.replace(' ', 'T') + '+08:00')).toBeGreaterThan(
      Date.parse(until.replace(' ', 'T') + '+08:00') + 100 * DAY,
    );
    // a time-out ending sooner cannot replace the exclusion either
    expect((await block({ user_id: p.id, kind: 'timeout', days: 42 })).code).toBe(403);

    const history = (await view(p.id)).data.history as HistoryRow[];
    expect(history.map((r) => [r.field, r.by, r.reason, r.state])).toEqual([
      ['exclusion', 'operator', '家属申请', 'applied'],
      ['timeout', 'operator', '情绪激动', 'applied'],
    ]);
    expect(history[1]!.value).toBe(until.slice(0, 19));
    const audit = await auditOf(p.id);
    expect(audit.map((r) => [r.action, r.detail.reason])).toEqual([
      ['protection.exclusion', '家属申请'],
      ['protection.timeout', '情绪激动'],
    ]);
  });

  it('refuses a missing or bad reason, bad input, an unknown player and other roles', async () => {
    const p = await player();
    const long = 'x'.repeat(PROTECTION_REASON_MAX + 1);
    for (const reason of ['', '   ', long]) {
      expect(await setLimit({ user_id: p.id, amount: '100', reason })).toMatchObject({
        code: 400,
        message: MSG.protectionReasonRequired,
      });
      expect(await block({ user_id: p.id, kind: 'timeout', days: 1, reason })).toMatchObject({
        code: 400,
        message: MSG.protectionReasonRequired,
      });
    }
    expect(
      (await setLimit({ user_id: p.id, amount: '100', reason: 'x'.repeat(PROTECTION_REASON_MAX) }))
        .code,
    ).toBe(200);
    expect(await setLimit({ user_id: p.id, amount: '50', reason: 'a\u0000b' })).toMatchObject({
      code: 400,
      message: MSG.textInvalid,
    });
    expect(await setLimit({ user_id: p.id, amount: '0' })).toMatchObject({
      code: 400,
      message: MSG.protectionAmountInvalid,
    });
    expect(await setLimit({ user_id: p.id, amount: '50', period: 'year' })).toMatchObject({
      code: 400,
      message: MSG.protectionLimitInvalid,
    });
    expect(await block({ user_id: p.id, kind: 'timeout', days: 2 })).toMatchObject({
      code: 400,
      message: MSG.protectionTimeoutInvalid,
    });
    expect(await block({ user_id: p.id, kind: 'timeout' })).toMatchObject({
      code: 400,
      message: MSG.protectionTimeoutInvalid,
    });
    expect(await block({ user_id: p.id, kind: 'exclusion' })).toMatchObject({
      code: 400,
      message: MSG.protectionTermInvalid,
    });

    const unknown = 9_999_999;
    for (const answer of [
      await view(unknown),
      await setLimit({ user_id: unknown, amount: '100' }),
      await block({ user_id: unknown, kind: 'timeout', days: 1 }),
    ]) {
      expect(answer).toMatchObject({ code: 404, message: MSG.adminPlayerNotFound });
    }

    expect((await view(p.id, ops.content)).code).toBe(403);
    expect((await setLimit({ user_id: p.id, amount: '10' }, ops.content)).code).toBe(403);
    expect((await block({ user_id: p.id, kind: 'timeout', days: 1 }, ops.content)).code).toBe(403);
    expect((await view(p.id, ops.finance)).code).toBe(200);
    expect((await view(p.id, ops.admin)).code).toBe(200);
    // only the one good change was made and audited
    const after = await view(p.id);
    expect(depositDay(after.data)).toBe('100.00');
    expect(after.data.block).toBeNull();
    expect(after.data.history).toHaveLength(1);
    expect(await auditOf(p.id)).toHaveLength(1);
  });
});
