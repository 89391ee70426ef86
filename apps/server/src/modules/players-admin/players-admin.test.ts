import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { inTransaction } from '../../platform/db/transaction.ts';
import { creditFromHouse, houseTotal, verifyLedger } from '../ledger/index.ts';
import { setVenueAdapterFactory, VenueError, type AdapterFactory } from '../venues/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, captchaKey, registerPlayer, startTestApp, TEST_CAPTCHA } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const PASSWORD = 'ops-secret-123';

describe.each(TEST_DATABASES)('players in the console on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const ops: Record<'admin' | 'fin1' | 'fin2' | 'fin3' | 'support' | 'content', string> = {
    admin: '',
    fin1: '',
    fin2: '',
    fin3: '',
    support: '',
    content: '',
  };
  let serial = 0;
  const name = () => `pa${kind.slice(0, 2)}${(serial += 1)}${Date.now().toString(36).slice(-5)}`;
  let keySerial = 0;
  const requestKey = () => `key-${kind}-${(keySerial += 1)}-${Date.now().toString(36)}`;

  async function player(pid?: number): Promise<{ token: string; id: number; name: string }> {
    const username = name();
    let token: string;
    if (pid === undefined) {
      token = await registerPlayer(t.app, username);
    } else {
      const answer = await call(t.app, '/api/register', {
        adult: 1,
        name: username,
        realname: username,
        password: 'secret123',
        confirmPass: 'secret123',
        code: TEST_CAPTCHA,
        key: await captchaKey(t.app),
        pid,
      });
      token = answer.data.api_token;
    }
    const me = await call(t.app, '/api/user', {}, token);
    return { token, id: me.data.id, name: username };
  }
  const balance = async (userId: number) =>
    (await call(t.app, '/api/admin/players/detail', { user_id: userId }, ops.fin1)).data.wallet
      .balance as string;
  const adjust = (
    token: string,
    body: { user_id: number; direction: 'credit' | 'debit'; amount: string; reason?: string },
    key = requestKey(),
  ) =>
    call(
      t.app,
      '/api/admin/players/adjust',
      { reason: '活动补偿', ...body, request_key: key },
      token,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    const roles = {
      admin: 'admin',
      fin1: 'finance',
      fin2: 'finance',
      fin3: 'finance',
      support: 'support',
      content: 'content',
    } as const;
    for (const [key, role] of Object.entries(roles)) {
      const opName = `pa_${key}`;
      await ensureOperator(t.ctx, opName, PASSWORD, role);
      ops[key as keyof typeof ops] = (
        await call(t.app, '/api/admin/login', { name: opName, password: PASSWORD })
      ).data.token;
    }
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('finds players by name, id and referrer, and shows the player page', async () => {
    const referrer = await player();
    const a = await player(referrer.id);
    const b = await player(a.id);
    const search = async (keyword: string, by = 'any') =>
      (await call(t.app, '/api/admin/players', { keyword, by }, ops.support)).data;
    expect((await search(a.name, 'name')).data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const byId = await search(String(a.id), 'id');
    expect(byId.data).toEqual([
      expect.objectContaining({ id: a.id, username: a.name, referrer: referrer.name, status: 1 }),
    ]);
    const byReferrer = await search(referrer.name, 'referrer');
    expect(byReferrer.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await search('no_such_player_zz', 'name')).total).toBe(0);
    // a wildcard is a character, not a pattern
    expect((await search('%', 'name')).total).toBe(0);

    const page = await call(t.app, '/api/admin/players/detail', { user_id: a.id }, ops.fin1);
    expect(page.code).toBe(200);
    expect(page.data.profile).toMatchObject({ id: a.id, username: a.name, has_pay_password: 1 });
    expect(page.data.wallet).toMatchObject({
      balance: '0.00',
      venues: [],
      venue_total: '0.00',
      venues_unanswered: 0,
    });
    expect(page.data.referrers).toEqual([
      { level: 1, id: referrer.id, username: referrer.name, is_agent: 0 },
    ]);
    expect(page.data.downline).toBe(1);
    const downline = await call(t.app, '/api/admin/players/downline', { user_id: a.id }, ops.fin1);
    expect(downline.data.data).toEqual([expect.objectContaining({ id: b.id, username: b.name })]);
    const logins = await call(t.app, '/api/admin/players/logins', { user_id: a.id }, ops.fin1);
    expect(logins.data.data[0]).toMatchObject({ via: 'register', revoked_at: '' });
    expect(logins.data.data[0].ip).not.toBe('');

    // an unknown player is a 404, a content operator is not allowed, a bad id is a 400
    const missing = await call(
      t.app,
      '/api/admin/players/detail',
      { user_id: 9_999_999 },
      ops.fin1,
    );
    expect(missing).toMatchObject({ code: 404, message: MSG.adminPlayerNotFound });
    expect((await call(t.app, '/api/admin/players', {}, ops.content)).code).toBe(403);
    const bad = await call(t.app, '/api/admin/players/detail', { user_id: 'x' }, ops.fin1);
    expect(bad).toMatchObject({ code: 400, message: MSG.adminPlayerIdInvalid });
  });

  it('shows each venue wallet as the venue reports it, beside what our ledger sent there', async () => {
    // Venues that keep their own wallets: the player's wins and losses there never reach our
    // ledger, so only the venue can say what its wallet holds.
    const wallets = new Map<string, bigint>();
    const silent = new Set<string>();
    const at = (platname: string, ref: string) => `${platname}:${ref}`;
    const venues: AdapterFactory = (_ctx, venue) => ({
      platname: venue.platname,
      registerPlayer: async () => {},
      balance: async (ref) => {
        if (silent.has(venue.platname)) throw new VenueError('timeout', 'no answer');
        return wallets.get(at(venue.platname, ref)) ?? 0n;
      },
      transferIn: async (o) => {
        const key = at(venue.platname, o.playerRef);
        wallets.set(key, (wallets.get(key) ?? 0n) + o.amountMinor);
      },
      transferOut: async (o) => {
        const key = at(venue.platname, o.playerRef);
        const held = wallets.get(key) ?? 0n;
        if (held < o.amountMinor) throw new VenueError('refused', 'insufficient', 'insufficient');
        wallets.set(key, held - o.amountMinor);
      },
      launchUrl: async () => '',
      fetchBetRecords: async (cursor) => ({ records: [], cursor }),
      orderStatus: async () => ({ status: 'failed' }),
    });
    const play = (platname: string, userId: number, resultMinor: bigint) => {
      const key = at(platname, `u${userId}`);
      wallets.set(key, (wallets.get(key) ?? 0n) + resultMinor);
    };
    const funded = async (minor: bigint) => {
      const p = await player();
      await inTransaction(t.store, (tx) =>
        creditFromHouse(t.ctx, tx, {
          userId: p.id,
          purpose: 'demo_credit',
          amountMinor: minor,
          key: `test-credit:${p.id}`,
          kind: 'demo_credit',
        }),
      );
      return p;
    };
    const transfer = async (token: string, amount: string, from: string, to: string) => {
      const answer = await call(
        t.app,
        '/api/transfer',
        { amount, sourcetype: from, targettype: to },
        token,
      );
      expect(answer.code).toBe(200);
    };
    const wallet = async (userId: number) =>
      (await call(t.app, '/api/admin/players/detail', { user_id: userId }, ops.fin1)).data.wallet;

    setVenueAdapterFactory(t.ctx, venues);
    try {
      // Loses everything sent: 30.00 at demo1 and 1.80 at demo6. The venues hold 0.00.
      const loser = await funded(100_00n);
      await transfer(loser.token, '30.00', 'userbalance', 'demo1');
      await transfer(loser.token, '1.80', 'userbalance', 'demo6');
      play('demo1', loser.id, -30_00n);
      play('demo6', loser.id, -1_80n);
      expect(await wallet(loser.id)).toEqual({
        balance: '68.20',
        venues: [
          { platname: 'demo1', name: '演示真人一', balance: '0.00', net_in: '30.00' },
          { platname: 'demo6', name: '演示电子三', balance: '0.00', net_in: '1.80' },
        ],
        venue_total: '0.00',
        venues_unanswered: 0,
      });

      // Wins 1,000.00 at demo2: the venue holds 1,100.00 until it is brought back.
      const winner = await funded(100_00n);
      await transfer(winner.token, '100.00', 'userbalance', 'demo2');
      play('demo2', winner.id, 1000_00n);
      expect(await wallet(winner.id)).toMatchObject({
        venues: [{ platname: 'demo2', balance: '1100.00', net_in: '100.00' }],
        venue_total: '1100.00',
      });
      await transfer(winner.token, '1100.00', 'demo2', 'userbalance');
      expect(await wallet(winner.id)).toEqual({
        balance: '1100.00',
        venues: [{ platname: 'demo2', name: '演示真人二', balance: '0.00', net_in: '-1000.00' }],
        venue_total: '0.00',
        venues_unanswered: 0,
      });

      // A venue that does not answer has no balance to show, and is counted as such.
      silent.add('demo6');
      expect(await wallet(loser.id)).toMatchObject({
        venues: [
          { platname: 'demo1', balance: '0.00' },
          { platname: 'demo6', balance: null, net_in: '1.80' },
        ],
        venue_total: '0.00',
        venues_unanswered: 1,
      });
    } finally {
      setVenueAdapterFactory(t.ctx);
    }
  });

  it('a frozen player cannot log in or move money until unfrozen', async () => {
    const p = await player();
    expect((await call(t.app, '/api/balance', {}, p.token)).code).toBe(200);
    const noReason = await call(
      t.app,
      '/api/admin/players/freeze',
      { user_id: p.id, frozen: true },
      ops.support,
    );
    expect(noReason).toMatchObject({ code: 400, message: MSG.adminReasonRequired });
    const frozen = await call(
      t.app,
      '/api/admin/players/freeze',
      { user_id: p.id, frozen: true, reason: '疑似盗号' },
      ops.support,
    );
    expect(frozen).toMatchObject({ code: 200, data: { status: 0 } });
    // every call with the old token, money calls included, says why
    for (const path of ['/api/balance', '/api/withdraw', '/api/transfer']) {
      const answer = await call(t.app, path, { amount: 1, paypassword: 'secret123' }, p.token);
      expect(answer).toMatchObject({ code: 401, message: MSG.accountDisabled });
    }
    const login = await call(t.app, '/api/login_pc', { name: p.name, password: 'secret123' });
    expect(login).toMatchObject({ code: 422, message: MSG.accountDisabled });
    const twice = await call(
      t.app,
      '/api/admin/players/freeze',
      { user_id: p.id, frozen: true, reason: '疑似盗号' },
      ops.support,
    );
    expect(twice).toMatchObject({ code: 409, message: MSG.adminAlreadyFrozen });

    const unfrozen = await call(
      t.app,
      '/api/admin/players/freeze',
      { user_id: p.id, frozen: false, reason: '已核实本人' },
      ops.fin1,
    );
    expect(unfrozen).toMatchObject({ code: 200, data: { status: 1 } });
    const again = await call(t.app, '/api/login_pc', { name: p.name, password: 'secret123' });
    expect(again.code).toBe(200);
    expect((await call(t.app, '/api/balance', {}, again.data.api_token)).code).toBe(200);
    // the old session stays ended
    expect((await call(t.app, '/api/balance', {}, p.token)).code).toBe(401);

    const audit = JSON.stringify((await call(t.app, '/api/admin/audit', {}, ops.admin)).data);
    expect(audit).toContain('player.freeze');
    expect(audit).toContain('player.unfreeze');
    expect(
      (
        await call(
          t.app,
          '/api/admin/players/freeze',
          { user_id: p.id, frozen: true, reason: '测试' },
          ops.content,
        )
      ).code,
    ).toBe(403);
  });

  it('resets a login password to a random one shown once, ending the sessions', async () => {
    const p = await player();
    const reset = await call(
      t.app,
      '/api/admin/players/password',
      { user_id: p.id, kind: 'login', reason: '玩家来电找回' },
      ops.support,
    );
    expect(reset.code).toBe(200);
    expect(reset.data.temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await call(t.app, '/api/balance', {}, p.token)).code).toBe(401);
    const old = await call(t.app, '/api/login_pc', { name: p.name, password: 'secret123' });
    expect(old.code).toBe(422);
    const fresh = await call(t.app, '/api/login_pc', {
      name: p.name,
      password: reset.data.temporary,
    });
    expect(fresh.code).toBe(200);
    const pay = await call(
      t.app,
      '/api/admin/players/password',
      { user_id: p.id, kind: 'pay', reason: '玩家来电找回' },
      ops.admin,
    );
    expect(pay.data.temporary).toMatch(/^\d{6}$/);
    // the audit row records the reset, never the password
    const audit = JSON.stringify((await call(t.app, '/api/admin/audit', {}, ops.admin)).data);
    expect(audit).toContain('player.reset_login_password');
    expect(audit).not.toContain(reset.data.temporary);
    expect(
      (
        await call(
          t.app,
          '/api/admin/players/password',
          { user_id: p.id, kind: 'login', reason: '测试' },
          ops.fin1,
        )
      ).code,
    ).toBe(403);
  });

  it('posts an adjustment up to the threshold once, against the adjustments house', async () => {
    const p = await player();
    const houseBefore = await houseTotal(t.store, 'adjustments');
    const key = requestKey();
    const first = await adjust(
      ops.fin1,
      { user_id: p.id, direction: 'credit', amount: '100.50' },
      key,
    );
    expect(first).toMatchObject({ code: 200, data: { state: 'posted', amount: '100.50' } });
    expect(first.data.transfer_id).toBeGreaterThan(0);
    // the same request again posts nothing new
    const repeat = await adjust(
      ops.fin1,
      { user_id: p.id, direction: 'credit', amount: '100.50' },
      key,
    );
    expect(repeat.data.id).toBe(first.data.id);
    const reused = await adjust(ops.fin1, { user_id: p.id, direction: 'credit', amount: '1' }, key);
    expect(reused).toMatchObject({ code: 409, message: MSG.adminRequestKeyReused });
    expect(await balance(p.id)).toBe('100.50');
    expect(await houseTotal(t.store, 'adjustments')).toBe(houseBefore - 10050n);
    // the player sees the money and is told
    expect((await call(t.app, '/api/balance', {}, p.token)).data.balance).toBe('100.50');
    const inbox = await call(t.app, '/api/messageList', { page: 1 }, p.token);
    expect(inbox.data.data[0].content).toContain('100.50');

    // a debit never takes the wallet below zero
    const over = await adjust(ops.fin1, { user_id: p.id, direction: 'debit', amount: '100.51' });
    expect(over).toMatchObject({ code: 422, message: MSG.adminAdjustInsufficient });
    const debit = await adjust(ops.fin1, { user_id: p.id, direction: 'debit', amount: '0.50' });
    expect(debit.data.state).toBe('posted');
    expect(await balance(p.id)).toBe('100.00');

    const ledger = await call(t.app, '/api/admin/players/ledger', { user_id: p.id }, ops.support);
    expect(ledger.data.data.map((r: { amount: string }) => r.amount)).toEqual(['-0.50', '100.50']);
    expect(ledger.data.data[0]).toMatchObject({ kind: 'adjustment', balance_after: '100.00' });

    // bad input, no reason, other roles
    expect(
      (await adjust(ops.fin1, { user_id: p.id, direction: 'credit', amount: '0' })).message,
    ).toBe(MSG.adminAdjustAmountInvalid);
    expect(
      (await adjust(ops.fin1, { user_id: p.id, direction: 'credit', amount: '1', reason: '' }))
        .message,
    ).toBe(MSG.adminReasonRequired);
    const nul = await adjust(ops.fin1, {
      user_id: p.id,
      direction: 'credit',
      amount: '1',
      reason: 'a\u0000b',
    });
    expect(nul.code).toBe(400);
    const lone = await adjust(ops.fin1, {
      user_id: p.id,
      direction: 'credit',
      amount: '1',
      reason: 'ab\ud800',
    });
    expect(lone.code).toBe(400);
    expect(
      (await adjust(ops.support, { user_id: p.id, direction: 'credit', amount: '1' })).code,
    ).toBe(403);
    expect((await verifyLedger(t.store)).ok).toBe(true);
  });

  it('above the threshold waits for a second operator, never the requester', async () => {
    const p = await player();
    const request = await adjust(ops.fin1, {
      user_id: p.id,
      direction: 'credit',
      amount: '5000.00',
    });
    expect(request).toMatchObject({ code: 200, data: { state: 'pending', transfer_id: null } });
    expect(await balance(p.id)).toBe('0.00');
    const queue = await call(t.app, '/api/admin/adjustments', { state: 'pending' }, ops.fin2);
    expect(queue.data.threshold).toBe('1000.00');
    expect(queue.data.data.map((r: { id: number }) => r.id)).toContain(request.data.id);

    const self = await call(
      t.app,
      '/api/admin/adjustments/review',
      { id: request.data.id, approve: true },
      ops.fin1,
    );
    expect(self).toMatchObject({ code: 403, message: MSG.adminAdjustSelfApprove });
    expect(await balance(p.id)).toBe('0.00');
    const support = await call(
      t.app,
      '/api/admin/adjustments/review',
      { id: request.data.id, approve: true },
      ops.support,
    );
    expect(support.code).toBe(403);

    const approved = await call(
      t.app,
      '/api/admin/adjustments/review',
      { id: request.data.id, approve: true, remark: '已核对' },
      ops.fin2,
    );
    expect(approved).toMatchObject({
      code: 200,
      data: { state: 'posted', decided_by_name: 'pa_fin2', requested_by_name: 'pa_fin1' },
    });
    expect(await balance(p.id)).toBe('5000.00');
    const twice = await call(
      t.app,
      '/api/admin/adjustments/review',
      { id: request.data.id, approve: true },
      ops.fin3,
    );
    expect(twice).toMatchObject({ code: 409, message: MSG.adminAdjustmentDecided });
    expect(await balance(p.id)).toBe('5000.00');

    // a refused request never posts
    const refused = await adjust(ops.fin1, { user_id: p.id, direction: 'debit', amount: '2000' });
    const no = await call(
      t.app,
      '/api/admin/adjustments/review',
      { id: refused.data.id, approve: false, remark: '金额有误' },
      ops.fin2,
    );
    expect(no.data.state).toBe('refused');
    expect(await balance(p.id)).toBe('5000.00');

    // the threshold is the admin's to set
    const byFinance = await call(
      t.app,
      '/api/admin/adjustments/threshold',
      { threshold: '10000' },
      ops.fin1,
    );
    expect(byFinance.code).toBe(403);
    const set = await call(
      t.app,
      '/api/admin/adjustments/threshold',
      { threshold: '10000' },
      ops.admin,
    );
    expect(set.data).toEqual({ threshold: '10000.00' });
    const now = await adjust(ops.fin1, { user_id: p.id, direction: 'credit', amount: '5000' });
    expect(now.data.state).toBe('posted');
    await call(t.app, '/api/admin/adjustments/threshold', { threshold: '1000' }, ops.admin);
    const audit = JSON.stringify((await call(t.app, '/api/admin/audit', {}, ops.admin)).data);
    expect(audit).toContain('adjustment.approve');
    expect(audit).toContain('adjustment.refuse');
    expect(audit).toContain('adjustment.threshold');
  });

  it('ten simultaneous approvals post once', async () => {
    const p = await player();
    const request = await adjust(ops.fin1, {
      user_id: p.id,
      direction: 'credit',
      amount: '2500.00',
    });
    expect(request.data.state).toBe('pending');
    const approvers = [ops.fin2, ops.fin3, ops.admin];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          t.app,
          '/api/admin/adjustments/review',
          { id: request.data.id, approve: true },
          approvers[i % approvers.length],
        ),
      ),
    );
    const codes = answers.map((a) => a.code).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balance(p.id)).toBe('2500.00');
    const ledger = await call(t.app, '/api/admin/players/ledger', { user_id: p.id }, ops.fin1);
    expect(ledger.data.total).toBe(1);
    expect((await verifyLedger(t.store)).ok).toBe(true);
  });

  it('adjustments never drive a player below zero and the ledger sums to zero (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            direction: fc.constantFrom('credit' as const, 'debit' as const),
            fen: fc.integer({ min: 1, max: 300_00 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (steps) => {
          const p = await player();
          let expected = 0n;
          for (const step of steps) {
            const amount = (BigInt(step.fen) * 1n).toString();
            const text = `${amount.slice(0, -2) || '0'}.${amount.slice(-2).padStart(2, '0')}`;
            const answer = await adjust(ops.fin1, {
              user_id: p.id,
              direction: step.direction,
              amount: text,
            });
            const delta = step.direction === 'credit' ? BigInt(step.fen) : -BigInt(step.fen);
            if (expected + delta < 0n) {
              expect(answer).toMatchObject({ code: 422, message: MSG.adminAdjustInsufficient });
            } else {
              expect(answer.data.state).toBe('posted');
              expected += delta;
            }
            const now = await balance(p.id);
            expect(now.startsWith('-')).toBe(false);
          }
          const shown = await balance(p.id);
          expect(shown.replace('.', '')).toBe(expected.toString().padStart(3, '0'));
        },
      ),
      { numRuns: 12 },
    );
    const report = await verifyLedger(t.store);
    expect(report.ok).toBe(true);
  });
});
