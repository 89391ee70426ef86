import { randomUUID } from 'node:crypto';
import { MSG } from '@app/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseVenueBalance, playerBalance, verifyLedger } from '../ledger/index.ts';
import { adapterFor, type VenueAdapter } from '../venues/index.ts';
import { startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { housePlayer, post } from './house.test-helpers.ts';

/**
 * A transfer with the house venue is one transaction (venues' `transferJointly`, the adapter's
 * `transferInTransaction`): the transfer's row, our ledger move and the house venue's order and
 * move commit together. It is settled in the answer (never pending), a refusal moves nothing and
 * leaves a failed row, a fault after the venue's half leaves nothing at all, and concurrent
 * transfers out of one house wallet never take more than it holds.
 */
describe.each(TEST_DATABASES)('transfers with the house venue on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let house: VenueAdapter;

  beforeAll(async () => {
    t = await startTestApp(kind);
    house = adapterFor(t.ctx, { platname: 'house', adapter: 'house' });
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const transfer = (token: string, body: object) =>
    post(t.app, '/api/transfer', body, token, randomUUID());
  const rowsOf = (userId: number) =>
    t.store.db
      .selectFrom('venue_transfers')
      .select(['order_no', 'direction', 'amount_minor', 'state', 'error'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const ordersOf = (orderNos: string[]) =>
    t.store.db
      .selectFrom('house_orders')
      .select(['order_id', 'direction', 'amount_minor'])
      .where('order_id', 'in', orderNos)
      .orderBy('id')
      .execute();

  it('settles in the answer, with the venue order of the same id; a refusal moves nothing', async () => {
    const p = await housePlayer(t, 200, 0);
    const into = await transfer(p.token, {
      amount: '80.00',
      sourcetype: 'userbalance',
      targettype: 'house',
    });
    expect(into.code).toBe(200);
    const out = await transfer(p.token, {
      amount: '30.00',
      sourcetype: 'house',
      targettype: 'userbalance',
    });
    expect(out.code).toBe(200);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(5_000n);
    expect(await playerBalance(t.store, p.userId)).toBe(15_000n);

    // More than the house wallet holds: 余额不足, a failed row, no venue order, nothing moved.
    const over = await transfer(p.token, {
      amount: '50.01',
      sourcetype: 'house',
      targettype: 'userbalance',
    });
    expect(over).toMatchObject({ status: 422, message: MSG.insufficientBalance });
    const rows = await rowsOf(p.userId);
    expect(rows.map((r) => [r.direction, r.amount_minor, r.state, r.error])).toEqual([
      ['in', 8_000n, 1, ''],
      ['out', 3_000n, 1, ''],
      ['out', 5_001n, 0, 'insufficient'],
    ]);
    expect(await ordersOf(rows.map((r) => r.order_no))).toEqual([
      { order_id: rows[0]!.order_no, direction: 'in', amount_minor: 8_000n },
      { order_id: rows[1]!.order_no, direction: 'out', amount_minor: 3_000n },
    ]);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(5_000n);
    expect(await playerBalance(t.store, p.userId)).toBe(15_000n);
  });

  it('a fault after the venue half rolls back the row, our move and the venue order', async () => {
    const p = await housePlayer(t, 100, 0);
    const venueHalf = house.transferInTransaction!;
    house.transferInTransaction = async (tx, direction, order) => {
      await venueHalf(tx, direction, order);
      throw new Error('the process fails before the commit');
    };
    try {
      const answer = await transfer(p.token, {
        amount: '40.00',
        sourcetype: 'userbalance',
        targettype: 'house',
      });
      expect(answer.status).toBe(500);
    } finally {
      house.transferInTransaction = venueHalf;
    }
    expect(await rowsOf(p.userId)).toEqual([]);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(0n);
    expect(await playerBalance(t.store, p.userId)).toBe(10_000n);
  });

  it('twenty concurrent transfers out of one house wallet take what it holds, no more', async () => {
    const p = await housePlayer(t, 300, 300);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        transfer(p.token, { amount: '30.00', sourcetype: 'house', targettype: 'userbalance' }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.code !== 200).map((a) => a.message)).toEqual(
      Array.from({ length: 10 }, () => MSG.insufficientBalance),
    );
    expect(await houseVenueBalance(t.store, p.userId)).toBe(0n);
    expect(await playerBalance(t.store, p.userId)).toBe(30_000n);
    const rows = await rowsOf(p.userId);
    expect(rows.filter((r) => r.state === 2)).toEqual([]);
    expect(rows.filter((r) => r.direction === 'out' && r.state === 1)).toHaveLength(10);
  });
});
