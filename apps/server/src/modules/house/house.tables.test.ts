import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { recomputeTableRound, tableRoundAt } from '@app/domain/house/index';
import { manualClock } from '../../platform/time.ts';
import { houseVenueBalance, verifyLedger } from '../ledger/index.ts';
import { startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { houseBetsSince } from './bet-views.ts';
import { get, housePlayer, post } from './house.test-helpers.ts';
import { readTable, type HouseTable } from './table-registry.ts';
import { paidFor } from './table-rules.ts';
import { settleRound } from './table-settle.ts';

/**
 * The house tables end to end through the calls (both databases, a controlled clock): a round's
 * commitment before betting, bets within the window and the area limits, refusals after it, the
 * deal as a job slot on two nodes (dealt and settled once), payouts by the domain's rules, the
 * verification recomputing the same cards, the bet records, and 200 simultaneous bets of a whole
 * balance.
 */

const fen = (money: string) => BigInt(money.replace('.', ''));
let serial = 0;
const key = () => `tbl-${Date.now()}-${++serial}`;

describe.each(TEST_DATABASES)('house tables on %s', (kind) => {
  const clock = manualClock(Date.UTC(2026, 10, 24, 4, 0, 0));
  let a: Awaited<ReturnType<typeof startTestApp>>;
  let b: Awaited<ReturnType<typeof startTestApp>>;
  let bac1: HouseTable;

  /** Moves the clock to 1 s into the next round of the table; answers that round. */
  async function nextRound(table: HouseTable): Promise<number> {
    const at = tableRoundAt(table.schedule, clock.now());
    clock.set(at.endsAt + 1_000);
    await Promise.all([runDueJobs(a.ctx), runDueJobs(b.ctx)]);
    return at.round + 1;
  }

  /** Moves the clock past the round's close and lets both nodes run their due jobs. */
  async function deal(table: HouseTable, round: number): Promise<void> {
    const at = tableRoundAt(table.schedule, clock.now());
    expect(at.round).toBe(round);
    clock.set(at.closesAt + 500);
    await Promise.all([runDueJobs(a.ctx), runDueJobs(b.ctx)]);
  }

  const bet = (token: string, body: unknown, k = key()) =>
    post(a.app, '/api/house/table/bet', body, token, k);

  beforeAll(async () => {
    a = await startTestApp(kind, {}, { clock });
    b = await startTestApp(kind, {}, { clock, store: a.store });
    bac1 = (await readTable(a.store.db, 'bac1'))!;
  });
  afterAll(async () => {
    const report = await verifyLedger(a.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await a.app.close();
    await b.app.close();
    await a.store.close();
  });

  it('lists the tables with their open round, and shows a round’s commitment before any bet', async () => {
    const round = await nextRound(bac1);
    const tables = (await get(a.app, '/api/house/tables')).data;
    expect(tables.map((t: { code: string }) => t.code)).toEqual(['bac1', 'bac2', 'dt1', 'nn1']);
    const listed = tables[0];
    expect(listed).toMatchObject({ game: 'baccarat', round, phase: 'betting' });
    const p = await housePlayer(a, 1_000, 500);
    const state = (await get(b.app, '/api/house/table', { code: 'bac1' }, p.token)).data;
    expect(state.current.round).toBe(round);
    expect(state.current.commit).toMatch(/^[0-9a-f]{64}$/);
    expect(state.balance).toBe('500.00');
    expect(state.areas.map((x: { area: string }) => x.area)).toEqual([
      'player',
      'tie',
      'banker',
      'player_pair',
      'banker_pair',
    ]);
    expect(state.areas[2]).toMatchObject({ name: '庄', odds: '1:0.95', min: '10.00' });
    // The seed is not out before the deal.
    const early = await get(a.app, '/api/house/verify', { table: 'bac1', round });
    expect(early.status).toBe(404);
  });

  it('takes bets within the window and the limits, refuses the rest, deals once on two nodes and pays by the rules', async () => {
    const round = await nextRound(bac1);
    const p = await housePlayer(a, 2_000, 1_000);
    const q = await housePlayer(a, 2_000, 1_000);
    const placed = await bet(p.token, {
      table: 'bac1',
      round,
      bets: [
        { area: 'banker', amount: 100 },
        { area: 'player_pair', amount: 20 },
      ],
    });
    expect(placed.code).toBe(200);
    expect(placed.data.balance).toBe('880.00');
    expect(placed.data.mine.staked).toBe('120.00');
    // More chips on the same area add up; the same key answers once.
    const k = key();
    const more = await bet(
      q.token,
      { table: 'bac1', round, bets: [{ area: 'player', amount: 50 }] },
      k,
    );
    const again = await bet(
      q.token,
      { table: 'bac1', round, bets: [{ area: 'player', amount: 50 }] },
      k,
    );
    expect(again.data).toEqual(more.data);
    expect(await houseVenueBalance(a.store, q.userId)).toBe(95_000n);

    const refusals = await Promise.all([
      bet(p.token, { table: 'bac1', round, bets: [{ area: 'tie', amount: 5 }] }),
      bet(p.token, { table: 'bac1', round, bets: [{ area: 'banker', amount: 4_950 }] }),
      bet(p.token, { table: 'bac1', round, bets: [{ area: 'dragon', amount: 10 }] }),
      bet(p.token, { table: 'bac1', round: round + 1, bets: [{ area: 'banker', amount: 10 }] }),
      bet(p.token, { table: 'nope', round, bets: [{ area: 'banker', amount: 10 }] }),
    ]);
    expect(refusals.map((r) => [r.status, r.message])).toEqual([
      [422, '和最低下注10.00元'],
      [422, '庄本局最高下注5000.00元'],
      [400, MSG.houseAreaUnknown],
      [422, MSG.houseBettingClosed],
      [404, MSG.houseTableUnknown],
    ]);

    // The window closes: a late bet is refused with its message.
    const times = tableRoundAt(bac1.schedule, clock.now());
    clock.set(times.closesAt);
    const late = await bet(p.token, {
      table: 'bac1',
      round,
      bets: [{ area: 'banker', amount: 10 }],
    });
    expect([late.status, late.message]).toEqual([422, MSG.houseBettingClosed]);

    await deal(bac1, round);
    const rounds = await a.store.db
      .selectFrom('house_table_rounds')
      .select(['state'])
      .where('table_code', '=', 'bac1')
      .where('round', '=', round)
      .execute();
    expect(rounds).toEqual([{ state: 'settled' }]);
    const runs = (await a.ctx.jobs.recentRuns({ limit: 200, job: 'house.table.deal' })).filter(
      (r) => r.slot === `bac1:${round}`,
    );
    expect(runs).toHaveLength(1);
    // Another attempt finds it settled and does nothing.
    const row = await a.store.db
      .selectFrom('house_table_rounds')
      .select('id')
      .where('table_code', '=', 'bac1')
      .where('round', '=', round)
      .executeTakeFirstOrThrow();
    expect(await settleRound(b.ctx, bac1, row.id)).toBeNull();

    const verified = await get(b.app, '/api/house/verify', { table: 'bac1', round });
    expect(verified.status).toBe(200);
    const { seed, commit, cards, outcome, beacon } = verified.data;
    expect(commit).toMatch(/^[0-9a-f]{64}$/);
    const again2 = await recomputeTableRound({
      game: 'baccarat',
      table: 'bac1',
      round,
      seed,
      beacon,
    });
    expect({ cards: again2.cards, outcome: again2.outcome }).toEqual({ cards, outcome });

    const paidP =
      paidFor('baccarat', 'banker', 10_000n, outcome) +
      paidFor('baccarat', 'player_pair', 2_000n, outcome);
    expect(await houseVenueBalance(a.store, p.userId)).toBe(88_000n + paidP);
    const paidQ = paidFor('baccarat', 'player', 5_000n, outcome);
    expect(await houseVenueBalance(a.store, q.userId)).toBe(95_000n + paidQ);

    const state = (await get(a.app, '/api/house/table', { code: 'bac1' }, p.token)).data;
    expect(state.last_mine).toMatchObject({ round, staked: '120.00' });
    expect(fen(state.last_mine.paid)).toBe(paidP);
    expect(state.results[0]).toMatchObject({ round, seed, cards });

    const { records } = await houseBetsSince(a.store, '');
    const mine = records.find((r) => r.betId === `bac1-${round}-${p.userId.toString(36)}`);
    expect(mine).toMatchObject({
      gameCode: 'bac1',
      betMinor: 12_000n,
      winLossMinor: paidP - 12_000n,
    });
  });

  it('200 simultaneous bets of a whole balance on one round: only the affordable ones are taken', async () => {
    const round = await nextRound(bac1);
    const p = await housePlayer(a, 300, 300);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        bet(p.token, { table: 'bac1', round, bets: [{ area: 'banker', amount: 100 }] }),
      ),
    );
    const taken = answers.filter((x) => x.code === 200);
    const refused = answers.filter((x) => x.code !== 200);
    expect(taken).toHaveLength(3);
    expect(refused.every((x) => x.status === 422 && x.message === MSG.insufficientBalance)).toBe(
      true,
    );
    expect(await houseVenueBalance(a.store, p.userId)).toBe(0n);
    const stake = await a.store.db
      .selectFrom('house_table_bets')
      .select('stake_minor')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(stake.stake_minor).toBe(30_000n);
    await deal(bac1, round);
  });

  it('dragon tiger and 百人牛牛 rounds settle by their rules; 百人牛牛 holds stake × 3', async () => {
    const dt1 = (await readTable(a.store.db, 'dt1'))!;
    const nn1 = (await readTable(a.store.db, 'nn1'))!;
    const p = await housePlayer(a, 2_000, 1_000);
    const dtRound = await nextRound(dt1);
    expect(
      (await bet(p.token, { table: 'dt1', round: dtRound, bets: [{ area: 'tie', amount: 10 }] }))
        .code,
    ).toBe(200);
    await deal(dt1, dtRound);
    const dt = (await get(a.app, '/api/house/verify', { table: 'dt1', round: dtRound })).data;
    const afterDt = 100_000n - 1_000n + paidFor('dragon_tiger', 'tie', 1_000n, dt.outcome);
    expect(await houseVenueBalance(a.store, p.userId)).toBe(afterDt);

    const nnRound = await nextRound(nn1);
    const placed = await bet(p.token, {
      table: 'nn1',
      round: nnRound,
      bets: [{ area: 'tian', amount: 10 }],
    });
    expect(placed.data.mine.staked).toBe('30.00');
    await deal(nn1, nnRound);
    const nn = (await get(a.app, '/api/house/verify', { table: 'nn1', round: nnRound })).data;
    expect(nn.cards).toHaveLength(25);
    const paid = paidFor('niuniu', 'tian', 1_000n, nn.outcome);
    expect(await houseVenueBalance(a.store, p.userId)).toBe(afterDt - 3_000n + paid);
  });

  it('an outside implementation of house-games.md recomputes the same cards and outcome', async () => {
    const file = pathToFileURL(
      path.join(import.meta.dirname, '../../../../../scripts/house-verify.mjs'),
    );
    const outside = (await import(file.href)) as {
      recompute: (answer: unknown) => { committed: boolean; cards: number[]; outcome: unknown };
    };
    const dt1 = (await readTable(a.store.db, 'dt1'))!;
    for (const table of [bac1, dt1]) {
      for (let i = 0; i < 6; i++) {
        const round = await nextRound(table);
        await deal(table, round);
        const answer = await get(a.app, '/api/house/verify', { table: table.code, round });
        expect(answer.status).toBe(200);
        const mine = outside.recompute(answer.data);
        expect(mine.committed).toBe(true);
        expect({ cards: mine.cards, outcome: mine.outcome }).toEqual({
          cards: answer.data.cards,
          outcome: answer.data.outcome,
        });
      }
    }
  });
});
