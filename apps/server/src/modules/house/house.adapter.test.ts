import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseTotal, houseVenueBalance, playerBalance, verifyLedger } from '../ledger/index.ts';
import { pullBetRecords } from '../bets/index.ts';
import { adapterFor, playerRefFor, VenueError, type VenueAdapter } from '../venues/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { housePlayer, shoot, spin } from './house.test-helpers.ts';

/** What a venue call refused with: its failure and reason. */
async function refusal(work: Promise<unknown>): Promise<{ failure: string; reason: string }> {
  const error = await work.then(
    () => {
      throw new Error('expected a refusal');
    },
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof VenueError)) throw error;
  return { failure: error.failure, reason: error.reason };
}

describe.each(TEST_DATABASES)('the house adapter on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let house: VenueAdapter;
  let serial = 0;
  const orderId = () => `VTTEST${kind.slice(0, 2).toUpperCase()}${++serial}`;

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

  const orders = (id: string) =>
    t.store.db.selectFrom('house_orders').selectAll().where('order_id', '=', id).execute();

  it('transfers in and out by our order id, once each; insufficient, duplicate and voided are refused', async () => {
    const p = await housePlayer(t, 0, 0);
    const ref = playerRefFor(p.userId);
    const counterpart = await houseTotal(t.store, 'house_venue');
    await house.registerPlayer(ref);
    expect(await house.balance(ref)).toBe(0n);

    const into = orderId();
    await house.transferIn({ orderId: into, playerRef: ref, amountMinor: 5_000n });
    await house.transferIn({ orderId: into, playerRef: ref, amountMinor: 5_000n });
    expect(await house.balance(ref)).toBe(5_000n);
    expect(
      await refusal(house.transferIn({ orderId: into, playerRef: ref, amountMinor: 1n })),
    ).toEqual({ failure: 'refused', reason: 'duplicate' });
    expect(
      await refusal(house.transferOut({ orderId: into, playerRef: ref, amountMinor: 5_000n })),
    ).toEqual({ failure: 'refused', reason: 'duplicate' });

    // Out of more than the wallet holds: refused, no order row, nothing moved.
    const over = orderId();
    expect(
      await refusal(house.transferOut({ orderId: over, playerRef: ref, amountMinor: 5_001n })),
    ).toEqual({ failure: 'refused', reason: 'insufficient' });
    expect(await orders(over)).toEqual([]);
    const out = orderId();
    await house.transferOut({ orderId: out, playerRef: ref, amountMinor: 2_000n });
    await house.transferOut({ orderId: out, playerRef: ref, amountMinor: 2_000n });
    expect(await house.balance(ref)).toBe(3_000n);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(3_000n);
    expect((await houseTotal(t.store, 'house_venue')) - counterpart).toBe(-3_000n);

    expect(await house.orderStatus(into)).toEqual({
      status: 'succeeded',
      direction: 'in',
      amountMinor: 5_000n,
    });
    expect(await house.orderStatus(out)).toEqual({
      status: 'succeeded',
      direction: 'out',
      amountMinor: 2_000n,
    });
    // An id never processed is closed for ever: failed now, and refused if it ever arrives.
    expect(await house.orderStatus(over)).toEqual({ status: 'failed' });
    expect(
      await refusal(house.transferOut({ orderId: over, playerRef: ref, amountMinor: 1n })),
    ).toEqual({ failure: 'refused', reason: 'voided' });
    expect(await house.orderStatus(over)).toEqual({ status: 'failed' });
    expect(await house.balance(ref)).toBe(3_000n);
  });

  it('refuses what was never ours: bad refs, amounts, order ids; unknown games', async () => {
    const ok = playerRefFor(1);
    for (const ref of ['', 'x1', 'u0', 'u01', 'u1a', `u${'9'.repeat(20)}`]) {
      expect(await refusal(house.registerPlayer(ref))).toEqual({
        failure: 'refused',
        reason: 'unknown_player',
      });
      expect((await refusal(house.balance(ref))).reason).toBe('unknown_player');
    }
    expect(
      (await refusal(house.transferIn({ orderId: orderId(), playerRef: ok, amountMinor: 0n })))
        .reason,
    ).toBe('amount');
    for (const bad of ['', 'a b', 'x'.repeat(65), 'nul\u0000']) {
      expect(
        (await refusal(house.transferIn({ orderId: bad, playerRef: ok, amountMinor: 1n }))).reason,
      ).toBe('order_id');
      expect((await refusal(house.orderStatus(bad))).reason).toBe('order_id');
    }
    expect(await house.launchUrl(ok, 'fruit')).toBe('/#/house/fruit');
    expect(await house.launchUrl(ok, 'fishing')).toBe('/#/house/fishing');
    expect(await house.launchUrl(ok, 'lobby')).toBe('/#/house');
    expect(await house.launchUrl(ok, 'zhajinhua')).toBe('/#/house/cards');
    expect(await house.launchUrl(ok, 'tables')).toBe('/#/house/tables');
    expect((await refusal(house.launchUrl(ok, 'slot-fruit'))).reason).toBe('unknown_game');
    expect((await refusal(house.fetchBetRecords('abc'))).reason).toBe('cursor');
  });

  it('the venue paths: the transfer call and a launch move money through the adapter', async () => {
    const p = await housePlayer(t, 300, 100);
    expect(await playerBalance(t.store, p.userId)).toBe(20_000n);
    const list = await call(t.app, '/api/balancelist', {}, p.token);
    expect(list.data.find((v: { platname: string }) => v.platname === 'house')).toEqual({
      platname: 'house',
      name: '自营游戏',
      category: 'slots',
      balance: '100.00',
    });
    // A launch of a house game answers the player app's own screen; with automatic transfer on,
    // the whole wallet goes in first.
    const game = await t.store.db
      .selectFrom('games')
      .select('id')
      .where('platname', '=', 'house')
      .where('game_code', '=', 'ocean')
      .executeTakeFirstOrThrow();
    expect((await call(t.app, '/api/uptransferstatus', { transferstatus: 1 }, p.token)).code).toBe(
      200,
    );
    const launch = await call(t.app, '/api/getGameUrl', { id: game.id }, p.token);
    expect(launch.data).toMatchObject({
      url: '/#/house/ocean',
      plat: 'house',
      transferred: '200.00',
    });
    expect(await houseVenueBalance(t.store, p.userId)).toBe(30_000n);
    // 一键回收: everything back to the platform wallet.
    const back = await call(t.app, '/api/transall', {}, p.token);
    expect(back.code).toBe(200);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(0n);
    expect(await playerBalance(t.store, p.userId)).toBe(30_000n);
  });

  it('settled house bets become bet records: /betRecord, valid bets, the cursor after the last', async () => {
    const p = await housePlayer(t, 100, 100);
    const played = [
      (await spin(t.app, p.token, { game: 'fruit', bet: 2 })).data,
      (await spin(t.app, p.token, { game: 'dynasty', bet: 4 })).data,
      (await shoot(t.app, p.token, { fish: 'seahorse', bet: 1 })).data,
    ];
    await pullBetRecords(t.ctx);
    const records = await call(
      t.app,
      '/api/betrecord',
      { date: 1, page: 1, api_type: 'house' },
      p.token,
    );
    expect(records.code).toBe(200);
    const rows = records.data.order.data as Record<string, unknown>[];
    expect(rows.map((r) => r.bet_id)).toEqual(played.map((b) => b.bet_no).reverse());
    expect(rows[0]).toMatchObject({
      plays: '深海捕鱼',
      game_code: 'fishing',
      platform_type: 'house',
      plat_name: '自营游戏',
      status: 1,
      bet_amount: '1.00',
      valid_bet: '1.00',
    });
    expect(rows[2]).toMatchObject({ plays: '缤纷水果', bet_amount: '2.00' });
    for (const [row, bet] of rows.map((r, i) => [r, played[2 - i]!] as const)) {
      const winLoss = (Number(bet.win) - Number(bet.bet)).toFixed(2);
      expect(row.win_loss).toBe(winLoss === '-0.00' ? '0.00' : winLoss);
    }
    expect(records.data.statistics.total_valid_bets).toBe('7.00');

    // The adapter's own feed: everything after a cursor, then nothing after the last.
    const all = await house.fetchBetRecords('');
    const last = all.records.at(-1)!;
    expect(last).toMatchObject({ betId: played[2]!.bet_no, playerRef: playerRefFor(p.userId) });
    expect(await house.fetchBetRecords(all.cursor)).toEqual({ records: [], cursor: all.cursor });
  });
});
