import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { tableRoundAt } from '@app/domain/house/index';
import { manualClock } from '../../platform/time.ts';
import { ensureOperator } from '../operators/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { baccaratChances } from './admin-rtp.ts';
import { get, housePlayer, post, spin } from './house.test-helpers.ts';
import { readTable } from './table-registry.ts';

/**
 * The house console's calls on both databases with a controlled clock: the tables and their edits
 * (audited, refusals write nothing), a change of lengths that leaves the open round and the next
 * where they were and applies two rounds on, the exposure of a round against what it settled to,
 * the RTP report and a player's records with their verification.
 */

const ADMIN = { name: 'houseops', password: 'ops-secret-123' };
const SUPPORT = { name: 'housesup', password: 'ops-secret-123' };
/** 2026-11-24 12:00:00 Beijing. */
const START = Date.UTC(2026, 10, 24, 4, 0, 0);
let serial = 0;
const key = () => `hadm-${Date.now()}-${++serial}`;

describe.each(TEST_DATABASES)('house console on %s', (kind) => {
  const clock = manualClock(START);
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let admin: string;
  let support: string;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(t.ctx, ADMIN.name, ADMIN.password);
    await ensureOperator(t.ctx, SUPPORT.name, SUPPORT.password, 'support');
    admin = (await call(t.app, '/api/admin/login', ADMIN)).data.token;
    support = (await call(t.app, '/api/admin/login', SUPPORT)).data.token;
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const ops = (path: string, body: unknown = {}, token = admin) =>
    call(t.app, `/api/admin/house/${path}`, body, token);
  const audit = (action: string) =>
    t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const auditCount = async () =>
    Number(
      (
        await t.store.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', 'like', 'house.%')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const bet = (token: string, body: unknown) =>
    post(t.app, '/api/house/table/bet', body, token, key());
  /** Moves the clock to 1 s into the table's next round. */
  async function nextRound(code: string): Promise<number> {
    const table = (await readTable(t.store.db, code))!;
    const at = tableRoundAt(table.schedule, clock.now());
    clock.set(at.endsAt + 1_000);
    await runDueJobs(t.ctx);
    return at.round + 1;
  }

  it('needs an operator of a role that may make the call', async () => {
    expect((await call(t.app, '/api/admin/house/tables', {})).status).toBe(401);
    expect((await ops('tables', {}, support)).status).toBe(403);
    expect((await ops('rtp', {}, support)).status).toBe(403);
    expect((await ops('tables/update', { code: 'bac1', open: false }, support)).status).toBe(403);
    expect((await ops('records', { player: 'nobody1', kind: 'personal' }, support)).status).toBe(
      404,
    );
  });

  it('lists the tables with their limits, lengths and the round under way', async () => {
    const tables = (await ops('tables')).data;
    expect(tables.map((x: { code: string }) => x.code)).toEqual(['bac1', 'bac2', 'dt1', 'nn1']);
    const bac1 = tables[0];
    expect(bac1).toMatchObject({
      game: 'baccarat',
      game_name: '百家乐',
      open: true,
      round_seconds: 25,
      betting_seconds: 15,
      pending: null,
    });
    expect(bac1.limits[2]).toEqual({
      area: 'banker',
      name: '庄',
      odds: '1:0.95',
      min: '10.00',
      max: '5000.00',
    });
    expect(bac1.current.opens_at).toBeLessThanOrEqual(clock.now());
    expect(bac1.current.ends_at).toBeGreaterThan(clock.now());
  });

  it('edits a name and limits (audited); players are held to the new limits', async () => {
    const edited = await ops('tables/update', {
      code: 'bac1',
      name: '百家乐 贵宾',
      limits: { banker: { min: 20, max: '300.00' } },
    });
    expect(edited.code).toBe(200);
    expect(edited.data.name).toBe('百家乐 贵宾');
    expect(edited.data.limits[2]).toMatchObject({ min: '20.00', max: '300.00' });
    const [row] = await audit('house.table.update');
    expect(row?.target).toBe('house_table:bac1');
    expect(JSON.parse(row!.detail).changes).toEqual({
      name: { before: '百家乐 A', after: '百家乐 贵宾' },
      limits: { banker: { before: ['10.00', '5000.00'], after: ['20.00', '300.00'] } },
    });
    const round = await nextRound('bac1');
    const p = await housePlayer(t, 1_000, 500);
    const over = await bet(p.token, {
      table: 'bac1',
      round,
      bets: [{ area: 'banker', amount: 400 }],
    });
    expect([over.status, over.message]).toEqual([422, '庄本局最高下注300.00元']);
  });

  it('refuses what does not make sense with its message, writing nothing', async () => {
    const before = await auditCount();
    const refusals = [
      [
        { code: 'bac1', limits: { banker: { min: 50, max: 20 } } },
        422,
        MSG.adminHouseLimitsInvalid,
      ],
      [{ code: 'bac1', limits: { banker: { min: 0, max: 20 } } }, 422, MSG.adminHouseLimitsInvalid],
      [{ code: 'bac1', limits: { banker: { min: 'x', max: 20 } } }, 400, MSG.amountInvalid],
      [{ code: 'bac1', limits: { dragon: { min: 10, max: 20 } } }, 400, MSG.houseAreaUnknown],
      [{ code: 'nope', name: 'x' }, 404, MSG.houseTableUnknown],
      [{ code: 'Bad Code!', name: 'x' }, 400, MSG.adminHouseTableRequired],
      [{ code: 'bac1', name: '' }, 400, MSG.adminHouseNameInvalid],
      [{ code: 'bac1', betting_seconds: 4 }, 400, MSG.adminHouseLengthsInvalid],
      [{ code: 'bac1', round_seconds: 121 }, 400, MSG.adminHouseLengthsInvalid],
      [{ code: 'bac1', round_seconds: 20, betting_seconds: 16 }, 400, MSG.adminHouseLengthsInvalid],
      [{ code: 'bac1', name: '百家乐 贵宾' }, 400, MSG.adminHouseNothingToChange],
      [{ code: 'bac1', open: 'yes' }, 400, MSG.adminHouseStatusInvalid],
    ] as const;
    for (const [body, status, message] of refusals) {
      const answer = await ops('tables/update', body);
      expect([answer.status, answer.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await auditCount()).toBe(before);
    expect((await readTable(t.store.db, 'bac1'))!.limits.banker).toEqual([2_000n, 30_000n]);
  });

  it('closes a table (no bets taken) and opens it again, each audited', async () => {
    const round = await nextRound('bac2');
    const closed = await ops('tables/update', { code: 'bac2', open: false });
    expect(closed.data.open).toBe(false);
    const p = await housePlayer(t, 1_000, 500);
    const refused = await bet(p.token, {
      table: 'bac2',
      round,
      bets: [{ area: 'banker', amount: 100 }],
    });
    expect([refused.status, refused.message]).toEqual([422, MSG.houseTableClosed]);
    expect((await ops('tables/update', { code: 'bac2', open: true })).data.open).toBe(true);
    expect((await audit('house.table.close')).map((r) => JSON.parse(r.detail).changes)).toEqual([
      { open: { before: true, after: false } },
    ]);
    expect(await audit('house.table.open')).toHaveLength(1);
  });

  it('new lengths leave the open round and the next where they were, and apply two rounds on', async () => {
    const dt1 = (await readTable(t.store.db, 'dt1'))!;
    const round = await nextRound('dt1');
    const old = tableRoundAt(dt1.schedule, clock.now());
    expect(old.round).toBe(round);
    const p = await housePlayer(t, 1_000, 500);
    const changed = await ops('tables/update', {
      code: 'dt1',
      round_seconds: 30,
      betting_seconds: 20,
    });
    expect(changed.code).toBe(200);
    // Still the old lengths in force, the new ones pending from round + 2.
    expect(changed.data).toMatchObject({ round_seconds: 16, betting_seconds: 10 });
    expect(changed.data.pending).toEqual({
      from_round: round + 2,
      opens_at: old.opensAt + 2 * 16_000,
      round_seconds: 30,
      betting_seconds: 20,
    });
    const [row] = await audit('house.table.update');
    expect(row).toBeDefined();
    const detail = JSON.parse((await audit('house.table.update')).at(-1)!.detail);
    expect(detail).toMatchObject({
      changes: {
        round_seconds: { before: 16, after: 30 },
        betting_seconds: { before: 10, after: 20 },
      },
      from_round: round + 2,
    });
    // Another change before that round is refused, naming it.
    const again = await ops('tables/update', { code: 'dt1', betting_seconds: 15 });
    expect([again.status, again.message]).toEqual([
      409,
      `上次修改的局时将在第${round + 2}局生效，生效后才能再次修改`,
    ]);

    // The open round keeps its times and still takes bets.
    const state = (await get(t.app, '/api/house/table', { code: 'dt1' }, p.token)).data;
    expect(state.phase).toBe('betting');
    expect(state.current).toMatchObject({
      round,
      opens_at: old.opensAt,
      closes_at: old.closesAt,
      ends_at: old.endsAt,
    });
    const placed = await bet(p.token, {
      table: 'dt1',
      round,
      bets: [{ area: 'dragon', amount: 10 }],
    });
    expect(placed.code).toBe(200);

    // The next round: the old lengths.
    clock.set(old.endsAt + 1_000);
    await runDueJobs(t.ctx);
    const next = (await get(t.app, '/api/house/table', { code: 'dt1' }, p.token)).data;
    expect(next.current).toMatchObject({
      round: round + 1,
      opens_at: old.endsAt,
      closes_at: old.endsAt + 10_000,
      ends_at: old.endsAt + 16_000,
    });
    // Two rounds on: the new ones.
    clock.set(old.endsAt + 16_000 + 1_000);
    await runDueJobs(t.ctx);
    const later = (await get(t.app, '/api/house/table', { code: 'dt1' }, p.token)).data;
    expect(later.current).toMatchObject({
      round: round + 2,
      opens_at: old.endsAt + 16_000,
      closes_at: old.endsAt + 36_000,
      ends_at: old.endsAt + 46_000,
    });
    expect(later.phase).toBe('betting');
    const settled = await t.store.db
      .selectFrom('house_table_rounds')
      .select(['round', 'state'])
      .where('table_code', '=', 'dt1')
      .where('round', 'in', [round, round + 1])
      .orderBy('round')
      .execute();
    expect(settled.map((r) => r.state)).toEqual(['settled', 'settled']);
    const listed = (await ops('tables')).data.find((x: { code: string }) => x.code === 'dt1');
    expect(listed).toMatchObject({ round_seconds: 30, betting_seconds: 20, pending: null });
  });

  it('shows a round’s exposure by area and outcome, and what it settled to', async () => {
    const round = await nextRound('bac2');
    const p = await housePlayer(t, 2_000, 1_000);
    const q = await housePlayer(t, 2_000, 1_000);
    expect(
      (
        await bet(p.token, {
          table: 'bac2',
          round,
          bets: [
            { area: 'banker', amount: 100 },
            { area: 'tie', amount: 100 },
          ],
        })
      ).code,
    ).toBe(200);
    expect(
      (await bet(q.token, { table: 'bac2', round, bets: [{ area: 'player', amount: 200 }] })).code,
    ).toBe(200);
    const open = (await ops('exposure', { code: 'bac2' })).data;
    const now = open.rounds[0];
    expect(now).toMatchObject({ round, state: 'betting', stake: '400.00', players: 2 });
    expect(now.areas.find((a: { area: string }) => a.area === 'banker')).toEqual({
      area: 'banker',
      name: '庄',
      stake: '100.00',
      players: 1,
      worst_payout: '195.00',
    });
    expect(now.areas.find((a: { area: string }) => a.area === 'tie').worst_payout).toBe('900.00');
    expect(now.scenarios).toEqual([
      { key: 'banker', name: '庄赢', payout: '195.00', net: '205.00' },
      { key: 'player', name: '闲赢', payout: '400.00', net: '0.00' },
      { key: 'tie', name: '和局', payout: '1200.00', net: '-800.00' },
    ]);
    expect(now.worst).toMatchObject({ key: 'tie', net: '-800.00' });

    const times = tableRoundAt((await readTable(t.store.db, 'bac2'))!.schedule, clock.now());
    clock.set(times.closesAt + 500);
    await runDueJobs(t.ctx);
    const dealt = (await ops('exposure', { code: 'bac2' })).data.rounds[0];
    expect(dealt.state).toBe('settled');
    expect(dealt.result).toMatch(/^(庄赢|闲赢|和局) 闲\d:庄\d/);
    const winner = ({ 庄赢: 'banker', 闲赢: 'player', 和局: 'tie' } as Record<string, string>)[
      dealt.result.split(' ')[0]
    ];
    expect(dealt.actual_net).toBe(
      dealt.scenarios.find((s: { key: string }) => s.key === winner).net,
    );

    const nn = await nextRound('nn1');
    expect(
      (await bet(p.token, { table: 'nn1', round: nn, bets: [{ area: 'tian', amount: 10 }] })).code,
    ).toBe(200);
    const niuniu = (await ops('exposure', { code: 'nn1' })).data.rounds[0];
    expect(niuniu.areas[0]).toMatchObject({ area: 'tian', stake: '10.00', worst_payout: '40.00' });
    expect(niuniu.worst).toMatchObject({ key: 'seats_all_x3', payout: '40.00', net: '-30.00' });
    expect((await ops('exposure', { code: 'nope' })).status).toBe(404);
  });

  it('reports observed RTP by Beijing day against the stated RTP', async () => {
    const p = await housePlayer(t, 100, 100);
    let paid = 0n;
    for (let i = 0; i < 3; i++) {
      const answer = await spin(t.app, p.token, { game: 'fruit', bet: '2.00' }, key());
      expect(answer.code).toBe(200);
      paid += BigInt(answer.data.win.replace('.', ''));
    }
    const report = (await ops('rtp')).data;
    expect(report.days).toHaveLength(14);
    expect(report.days.at(-1)).toBe('2026-11-24');
    const byGame = Object.fromEntries(
      report.games.map((g: { game: string }) => [g.game, g]),
    ) as Record<string, { stated: string; total: Record<string, unknown>; days: unknown[] }>;
    expect(Object.keys(byGame)).toEqual([
      'fruit',
      'ocean',
      'dynasty',
      'fishing',
      'zhajinhua',
      'baccarat',
      'dragon_tiger',
      'niuniu',
    ]);
    const fruit = byGame.fruit!;
    expect(fruit.total).toMatchObject({ rounds: 3, staked: '6.00' });
    expect(fruit.total.paid).toBe(`${paid / 100n}.${String(paid % 100n).padStart(2, '0')}`);
    expect(fruit.days.at(-1)).toEqual(fruit.total);
    expect(fruit.stated).toMatch(/^9\d\.\d\d%$/);
    expect(byGame.fishing!.stated).toBe('96.00%');
    expect(byGame.zhajinhua!.stated).toBe('97.39%');
    expect(byGame.baccarat!.stated).toBe('98.94%');
    expect(byGame.dragon_tiger!.stated).toBe('96.27%');
    expect(byGame.niuniu!.stated).toBe('100.00%');
    // The tables' figures are those of their settled records.
    expect(Number(byGame.baccarat!.total.rounds)).toBeGreaterThanOrEqual(2);
    expect((await ops('rtp', { days: 0 })).message).toBe(MSG.adminHouseDaysInvalid);
    expect((await ops('rtp', { days: 7 })).data.days).toHaveLength(7);
  });

  it("lists a player's records by name or id, newest first, with their verification", async () => {
    const p = await housePlayer(t, 100, 100);
    const spun = await spin(t.app, p.token, { game: 'ocean', bet: '1.50' }, key());
    const user = await t.store.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', p.userId)
      .executeTakeFirstOrThrow();
    const byName = (await ops('records', { player: user.username, kind: 'personal' }, support))
      .data;
    expect(byName.player).toEqual({ id: p.userId, username: user.username });
    expect(byName.records.total).toBe(1);
    expect(byName.records.data[0]).toMatchObject({
      bet_no: spun.data.bet_no,
      game: 'ocean',
      game_name: '深海宝藏',
      stake: '1.50',
      paid: spun.data.win,
      verify_path: `/#/house/verify?bet=${spun.data.bet_no}`,
    });
    const byId = (await ops('records', { player: String(p.userId), kind: 'personal' })).data;
    expect(byId.records.data).toEqual(byName.records.data);

    // The players of the exposure test have table records.
    const record = await t.store.db
      .selectFrom('house_table_records')
      .select(['user_id', 'table_code', 'round', 'bet_no'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const tables = (await ops('records', { player: record.user_id, kind: 'table' })).data;
    expect(tables.records.data[0]).toMatchObject({
      bet_no: record.bet_no,
      table: record.table_code,
      round: Number(record.round),
      verify_path: `/#/house/verify?table=${record.table_code}&round=${record.round}`,
    });
    expect((await ops('records', { player: 'nobody99', kind: 'table' })).message).toBe(
      MSG.adminHousePlayerNotFound,
    );
    expect((await ops('records', { player: '', kind: 'table' })).message).toBe(
      MSG.adminHousePlayerRequired,
    );
    expect((await ops('records', { player: 'x', kind: 'cards' })).status).toBe(400);
  });
});

describe('stated table RTP', () => {
  it('baccarat by exact enumeration: the doc’s house edges', () => {
    const c = baccaratChances();
    expect(c.banker + c.player + c.tie).toBeCloseTo(1, 9);
    expect(c.banker * 1.95 + c.tie).toBeCloseTo(0.98942, 4);
    expect(c.player * 2 + c.tie).toBeCloseTo(0.98765, 4);
    expect(c.tie * 9).toBeCloseTo(0.85641, 4);
  });
});
