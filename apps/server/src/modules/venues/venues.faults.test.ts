import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { inTransaction } from '../../platform/db/transaction.ts';
import { creditFromHouse, playerBalance } from '../ledger/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { VenueError } from './adapter.ts';
import { createDemoVenue, demoVenueOptionsFromEnv } from '../demo-venue/index.ts';
import { setVenueAdapterFactory } from './registry.ts';
import { venueWalletCode as venueAccountCode } from '../ledger/index.ts';
import { playerRefFor } from './accounts.ts';
import { reconcileVenueTransfers } from './reconciliation.ts';
import { transferFromVenue, transferToVenue } from './transfers.ts';
import { venueReverseKey } from './ledger-keys.ts';

/** A small seeded generator, so a failing sequence of operations can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

describe.each(TEST_DATABASES)('venue transfers under failure on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const ctx = () => t.ctx;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterEach(() => setVenueAdapterFactory(t.ctx));
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  let serial = 0;
  async function fundedPlayer(yuan: number) {
    serial += 1;
    const name = `fault${kind.slice(0, 2)}${serial}${Date.now().toString(36).slice(-5)}`.slice(
      0,
      16,
    );
    const token = await registerPlayer(t.app, name);
    const { id: userId } = await t.store.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
    await inTransaction(t.store, (tx) =>
      creditFromHouse(t.ctx, tx, {
        userId,
        purpose: 'demo_credit',
        amountMinor: BigInt(yuan) * 100n,
        key: `fault-credit:${userId}`,
        kind: 'demo_credit',
      }),
    );
    return { token, userId, depositedMinor: BigInt(yuan) * 100n };
  }

  const venueWallet = async (platname: string, userId: number) =>
    (
      await t.store.db
        .selectFrom('demo_venue_wallets')
        .select('balance_minor')
        .where('platname', '=', platname)
        .where('player_ref', '=', playerRefFor(userId))
        .executeTakeFirst()
    )?.balance_minor ?? 0n;

  const pendingCount = async () =>
    Number(
      (
        await t.store.db
          .selectFrom('venue_transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('state', '=', 2)
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('the demo venue', () => {
    it('balancelist asks the venues we run once per kind; a failure is asked again alone, a refusal shows null', async () => {
      const { token } = await fundedPlayer(10);
      expect((await call(t.app, '/api/balancelist', {}, token)).code).toBe(200); // accounts made
      let batches = 0;
      const asked: string[][] = [];
      const alone: string[] = [];
      setVenueAdapterFactory(t.ctx, (appCtx, venue) => {
        const real = createDemoVenue(appCtx, venue.platname, {});
        return {
          ...real,
          balance: async (playerRef) => {
            alone.push(venue.platname);
            return real.balance(playerRef);
          },
          balancesOf: async (accounts) => {
            batches += 1;
            asked.push(accounts.map((a) => a.platname));
            const answers = await real.balancesOf!(accounts);
            if (accounts.length > 2) {
              answers.set(accounts[1]!.platname, new VenueError('unavailable', 'down'));
              answers.set(accounts[2]!.platname, new VenueError('refused', 'no', 'unknown_player'));
            }
            return answers;
          },
        };
      });
      const list = (await call(t.app, '/api/balancelist', {}, token)).data as {
        platname: string;
        balance: string | null;
      }[];
      // One call per adapter kind: the house venue's, the ten demo venues' together.
      expect(batches).toBe(2);
      expect(asked.flat().sort()).toEqual(list.map((v) => v.platname).sort());
      const [, down, refused] = asked.find((platnames) => platnames.length > 2)!;
      expect(alone).toEqual([down]); // asked again on its own, once (it answered)
      expect(list.find((v) => v.platname === down)!.balance).toBe('0.00');
      expect(list.find((v) => v.platname === refused)!.balance).toBeNull();
    });

    it('processes an order id once, refuses more than it holds, and closes unknown ids', async () => {
      const venue = createDemoVenue(t.ctx, 'demo2', { failRate: 0, timeoutRate: 0 });
      const ref = `demo-unit-${kind}`;
      await venue.registerPlayer(ref);
      await venue.registerPlayer(ref);
      const order = { orderId: `UNIT-${kind}-1`, playerRef: ref, amountMinor: 500n };
      await venue.transferIn(order);
      await venue.transferIn(order);
      expect(await venue.balance(ref)).toBe(500n);
      await expect(venue.transferIn({ ...order, amountMinor: 600n })).rejects.toMatchObject({
        failure: 'refused',
        reason: 'duplicate',
      });

      const tooMuch = { orderId: `UNIT-${kind}-2`, playerRef: ref, amountMinor: 501n };
      await expect(venue.transferOut(tooMuch)).rejects.toMatchObject({
        failure: 'refused',
        reason: 'insufficient',
      });
      expect(await venue.balance(ref)).toBe(500n);
      // The refused order was never processed: asking closes it, and it stays closed.
      expect(await venue.orderStatus(tooMuch.orderId)).toEqual({ status: 'failed' });
      await expect(venue.transferOut({ ...tooMuch, amountMinor: 100n })).rejects.toMatchObject({
        reason: 'voided',
      });
      expect(await venue.orderStatus(order.orderId)).toEqual({
        status: 'succeeded',
        direction: 'in',
        amountMinor: 500n,
      });
      await expect(venue.balance('nobody')).rejects.toBeInstanceOf(VenueError);
    });

    it('injects clean failures before the work and timeouts after it', async () => {
      const ref = `demo-faults-${kind}`;
      await createDemoVenue(t.ctx, 'demo2', {}).registerPlayer(ref);
      const failing = createDemoVenue(t.ctx, 'demo2', { failRate: 1 });
      const order = { orderId: `FAULT-${kind}-1`, playerRef: ref, amountMinor: 100n };
      await expect(failing.transferIn(order)).rejects.toMatchObject({ failure: 'unavailable' });
      const timingOut = createDemoVenue(t.ctx, 'demo2', { timeoutRate: 1 });
      await expect(
        timingOut.transferIn({ ...order, orderId: `FAULT-${kind}-2` }),
      ).rejects.toMatchObject({
        failure: 'timeout',
      });
      const honest = createDemoVenue(t.ctx, 'demo2', {});
      expect(await honest.balance(ref)).toBe(100n);
      expect(await honest.orderStatus(order.orderId)).toEqual({ status: 'failed' });
    });

    it('reads its fault rates from the environment', () => {
      expect(demoVenueOptionsFromEnv({})).toEqual({ failRate: 0, timeoutRate: 0 });
      expect(
        demoVenueOptionsFromEnv({ DEMO_VENUE_FAIL_RATE: '0.3', DEMO_VENUE_TIMEOUT_RATE: '0.25' }),
      ).toEqual({ failRate: 0.3, timeoutRate: 0.25 });
      expect(() => demoVenueOptionsFromEnv({ DEMO_VENUE_FAIL_RATE: '2' })).toThrow();
      expect(() => createDemoVenue(t.ctx, 'demo1', { timeoutRate: -1 })).toThrow();
    });
  });

  describe('reconciliation', () => {
    it('gives back a transfer in that never reached the venue (crash before the call)', async () => {
      const p = await fundedPlayer(100);
      setVenueAdapterFactory(t.ctx, (appCtx, venue) => {
        const demo = createDemoVenue(appCtx, venue.platname, {});
        return {
          ...demo,
          transferIn: async () => {
            throw new Error('process died before the venue was called');
          },
        };
      });
      const pending = await transferToVenue(ctx(), p.userId, 'demo1', 4000n);
      expect(pending.state).toBe(2);
      expect(await playerBalance(t.store, p.userId)).toBe(6000n);

      setVenueAdapterFactory(t.ctx);
      const report = await reconcileVenueTransfers(ctx(), { olderThanMs: 0 });
      expect(report).toMatchObject({ failed: 1, stillPending: 0 });
      expect(await playerBalance(t.store, p.userId)).toBe(10000n);
      const reversal = await t.store.db
        .selectFrom('ledger_transfers')
        .select(['kind', 'reverses_id'])
        .where('idempotency_key', '=', venueReverseKey(pending.orderNo))
        .executeTakeFirstOrThrow();
      expect(reversal.kind).toBe('venue_in_reversed');
      expect(reversal.reverses_id).not.toBeNull();
      // The venue closed the order: a late arrival of it is refused, nothing is created.
      const late = createDemoVenue(t.ctx, 'demo1', {});
      await expect(
        late.transferIn({
          orderId: pending.orderNo,
          playerRef: playerRefFor(p.userId),
          amountMinor: 4000n,
        }),
      ).rejects.toMatchObject({ reason: 'voided' });
      expect(await venueWallet('demo1', p.userId)).toBe(0n);
      expect((await reconcileVenueTransfers(ctx(), { olderThanMs: 0 })).checked).toBe(0);
    });

    it('credits a transfer out that the venue did but did not confirm, once', async () => {
      const p = await fundedPlayer(100);
      await transferToVenue(ctx(), p.userId, 'demo6', 10000n);
      setVenueAdapterFactory(t.ctx, (appCtx, venue) =>
        createDemoVenue(appCtx, venue.platname, { timeoutRate: 1 }),
      );
      const out = await transferFromVenue(ctx(), p.userId, 'demo6', 10000n);
      expect(out.state).toBe(2);
      expect(await venueWallet('demo6', p.userId)).toBe(0n);
      expect(await playerBalance(t.store, p.userId)).toBe(0n);
      // Still timing out: reconciliation learns nothing and guesses nothing.
      expect(await reconcileVenueTransfers(ctx(), { olderThanMs: 0 })).toMatchObject({
        stillPending: 1,
      });
      expect(await playerBalance(t.store, p.userId)).toBe(0n);
      // Young rows are left to the call that made them.
      setVenueAdapterFactory(t.ctx);
      expect((await reconcileVenueTransfers(ctx(), { olderThanMs: 60_000 })).checked).toBe(0);
      // Two settlers at once: the money arrives once.
      const [a, b] = await Promise.all([
        reconcileVenueTransfers(ctx(), { olderThanMs: 0 }),
        reconcileVenueTransfers(ctx(), { olderThanMs: 0 }),
      ]);
      expect(a.succeeded + b.succeeded).toBeGreaterThanOrEqual(1);
      expect(await playerBalance(t.store, p.userId)).toBe(10000n);
      expect(await pendingCount()).toBe(0);
    });
  });

  it('random transfers with 30% failures and 30% timeouts: no money created or lost', async () => {
    const seed = Number(process.env.VENUE_FAULT_SEED ?? Date.now() % 1_000_000);
    const random = generator(seed);
    const players = [await fundedPlayer(1000), await fundedPlayer(500), await fundedPlayer(2000)];
    const venues = ['demo1', 'demo6', 'demo9'];
    setVenueAdapterFactory(t.ctx, (appCtx, venue) =>
      createDemoVenue(appCtx, venue.platname, { failRate: 0.3, timeoutRate: 0.3 }),
    );

    const tally = { ok: 0, pending: 0, venueFailed: 0, insufficient: 0, other: 0 };
    const OPERATIONS = 240;
    const CONCURRENCY = 8;
    for (let done = 0; done < OPERATIONS; done += CONCURRENCY) {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          const player = players[Math.floor(random() * players.length)]!;
          const venue = venues[Math.floor(random() * venues.length)]!;
          const into = random() < 0.55;
          const amount = (1 + Math.floor(random() * 25_000)) / 100;
          const answer = await call(
            t.app,
            '/api/transfer',
            into
              ? { amount, sourcetype: 'userbalance', targettype: venue }
              : { amount, sourcetype: venue, targettype: 'userbalance' },
            player.token,
          );
          if (answer.code === 200 && answer.data.state === 1) tally.ok += 1;
          else if (answer.code === 200 && answer.data.state === 2) tally.pending += 1;
          else if (answer.code === 502 && answer.message === MSG.venueFailed)
            tally.venueFailed += 1;
          else if (answer.code === 422 && answer.message === MSG.insufficientBalance)
            tally.insufficient += 1;
          else tally.other += 1;
        }),
      );
    }
    // One-click recovery under the same faults.
    for (const player of players) {
      expect((await call(t.app, '/api/transall', {}, player.token)).code).toBe(200);
    }
    const pendingBefore = await pendingCount();

    let rounds = 0;
    while ((await pendingCount()) > 0 && rounds < 100) {
      rounds += 1;
      await reconcileVenueTransfers(ctx(), { olderThanMs: 0 });
    }
    setVenueAdapterFactory(t.ctx);
    const summary = `[venues ${kind}] seed ${seed}: ${OPERATIONS} transfers -> ${JSON.stringify(tally)}; pending before reconcile ${pendingBefore}, settled in ${rounds} rounds (faults still on)`;
    console.info(summary);

    expect(tally.other, summary).toBe(0);
    expect(tally.ok).toBeGreaterThan(0);
    expect(tally.pending).toBeGreaterThan(0);
    expect(tally.venueFailed).toBeGreaterThan(0);
    expect(await pendingCount()).toBe(0);

    for (const player of players) {
      const wallet = await playerBalance(t.store, player.userId);
      let atVenues = 0n;
      for (const venue of venues) {
        const venueMoney = await venueWallet(venue, player.userId);
        atVenues += venueMoney;
        // Nobody played: what the ledger says was sent is what the venue holds.
        const account = await t.store.db
          .selectFrom('ledger_accounts')
          .select('balance_minor')
          .where('code', '=', venueAccountCode(player.userId, venue))
          .executeTakeFirst();
        expect(account?.balance_minor ?? 0n, `${venue} of ${player.userId}`).toBe(venueMoney);
      }
      expect(wallet + atVenues, summary).toBe(player.depositedMinor);
      expect(wallet).toBeGreaterThanOrEqual(0n);
    }

    // Every successful row is an order the venue processed; every failed one is not.
    const rows = await t.store.db
      .selectFrom('venue_transfers as t')
      .leftJoin('demo_venue_orders as o', (join) =>
        join.onRef('o.order_id', '=', 't.order_no').onRef('o.platname', '=', 't.platname'),
      )
      .select(['t.state', 'o.amount_minor as venue_amount_minor', 't.amount_minor'])
      .where(
        't.user_id',
        'in',
        players.map((p) => p.userId),
      )
      .execute();
    for (const row of rows) {
      const processed = row.venue_amount_minor !== null && row.venue_amount_minor > 0n;
      expect(row.state === 1, `state ${row.state}, venue ${row.venue_amount_minor}`).toBe(
        processed,
      );
      if (processed) expect(row.venue_amount_minor).toBe(row.amount_minor);
    }
    expect((await verifyLedger(t.store)).ok).toBe(true);
  });
});
