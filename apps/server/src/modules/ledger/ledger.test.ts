import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LedgerKind } from '@app/contract/ledger-kinds';
import { isDomainError } from '../../platform/errors.ts';
import { knownAnswer } from '../../platform/http/domain-errors.ts';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Store } from '../../platform/db/database.ts';
import { openTestStore, TEST_DATABASES } from '../../test/databases.ts';
import {
  ensureAccount,
  ensureHouseAccount,
  ensurePlayerWallet,
  ensureVenueWallet,
  houseVenueBalance,
  houseVenueBalanceIn,
  houseTotal,
  LedgerInvariantError,
  moveWithHouse,
  moveWithHouseVenue,
  moveWithVenue,
  postTransfer,
  summedBalance,
} from './ledger.service.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { systemClock } from '../../platform/time.ts';
import { verifyLedger } from './verify.ts';
import { houseVenueWalletCode } from './house.ts';

const run = promisify(execFile);

async function makeUser(store: Store, name: string): Promise<number> {
  const row = await store.db
    .insertInto('users')
    .values({
      username: name,
      realname: name,
      password_hash: 'x',
      pay_password_hash: null,
      pid: null,
      telegram_id: null,
      is_guest: 0,
      status: 1,
      avatar: '',
      mobile: '',
      email: '',
      birthday: '',
      created_at: Date.now(),
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function balanceOf(store: Store, id: number): Promise<bigint> {
  const row = await store.db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.balance_minor;
}

describe.each(TEST_DATABASES)('ledger on %s', (kind) => {
  let store: Awaited<ReturnType<typeof openTestStore>>;
  let users: number[];
  let wallets: number[];
  let house: number;

  beforeAll(async () => {
    store = await openTestStore(kind);
    users = [];
    for (const name of ['ledgerA1', 'ledgerB2', 'ledgerC3'])
      users.push(await makeUser(store, name));
    wallets = await inTransaction(store, async (tx) =>
      Promise.all(users.map((u) => ensurePlayerWallet(tx, u, systemClock.now()))),
    );
    house = await inTransaction(store, (tx) =>
      ensureHouseAccount(tx, 'adjustments', users[0]!, systemClock.now()),
    );
  });

  afterAll(async () => {
    const report = await verifyLedger(store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await store.close();
  });

  it('refuses malformed transfers before touching the database', async () => {
    const bad = [
      { legs: [{ accountId: wallets[0]!, amountMinor: 5n }] },
      {
        legs: [
          { accountId: wallets[0]!, amountMinor: 5n },
          { accountId: house, amountMinor: -4n },
        ],
      },
      {
        legs: [
          { accountId: wallets[0]!, amountMinor: 0n },
          { accountId: house, amountMinor: 0n },
        ],
      },
      {
        legs: [
          { accountId: wallets[0]!, amountMinor: 5n },
          { accountId: wallets[0]!, amountMinor: -5n },
        ],
      },
    ];
    for (const { legs } of bad) {
      await expect(
        inTransaction(store, (tx) =>
          postTransfer({ store, clock: systemClock }, tx, {
            idempotencyKey: `bad-${Math.random()}`,
            kind: 'adjustment',
            legs,
          }),
        ),
      ).rejects.toBeInstanceOf(LedgerInvariantError);
    }
  });

  it('refuses to take a player below zero and writes nothing', async () => {
    const before = await balanceOf(store, wallets[2]!);
    const error = await inTransaction(store, (tx) =>
      postTransfer({ store, clock: systemClock }, tx, {
        idempotencyKey: 'overdraw-1',
        kind: 'adjustment',
        legs: [
          { accountId: wallets[2]!, amountMinor: -(before + 1n) },
          { accountId: house, amountMinor: before + 1n },
        ],
      }),
    ).catch((e: unknown) => e);
    expect(isDomainError(error, 'insufficient_funds')).toBe(true);
    // The player reads it, through platform/http, as 422 余额不足.
    expect(knownAnswer(error)).toMatchObject({ code: 422, message: '余额不足' });
    expect(await balanceOf(store, wallets[2]!)).toBe(before);
    const written = await store.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', 'overdraw-1')
      .execute();
    expect(written).toEqual([]);
  });

  it('journal rows cannot be updated or deleted', async () => {
    await inTransaction(store, (tx) =>
      postTransfer({ store, clock: systemClock }, tx, {
        idempotencyKey: 'append-only-1',
        kind: 'adjustment',
        legs: [
          { accountId: house, amountMinor: -100n },
          { accountId: wallets[1]!, amountMinor: 100n },
        ],
      }),
    );
    await expect(
      store.db.updateTable('ledger_entries').set({ amount_minor: 1n }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(store.db.deleteFrom('ledger_transfers').execute()).rejects.toThrow(/append-only/);
  });

  it('property: random transfer sequences conserve money, never overdraw, cache = sum, replays move nothing', async () => {
    const op = fc.record({
      from: fc.integer({ min: 0, max: 3 }),
      to: fc.integer({ min: 0, max: 3 }),
      amount: fc.bigInt({ min: 1n, max: 50_000n }),
      key: fc.integer({ min: 0, max: 40 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const accounts = [house, ...wallets];
        const expected = new Map<number, bigint>();
        for (const id of accounts) expected.set(id, await balanceOf(store, id));
        const seenKeys = new Set<string>();
        for (const o of ops) {
          if (o.from === o.to) continue;
          const from = accounts[o.from]!;
          const to = accounts[o.to]!;
          const key = `prop-${kind}-${run}-${o.key}`;
          const result = await inTransaction(store, (tx) =>
            postTransfer({ store, clock: systemClock }, tx, {
              idempotencyKey: key,
              kind: 'adjustment',
              legs: [
                { accountId: from, amountMinor: -o.amount },
                { accountId: to, amountMinor: o.amount },
              ],
            }),
          ).catch((e: unknown) => e);
          const fromIsPlayer = from !== house;
          if (seenKeys.has(key)) {
            // A replayed key answers the first transfer and moves nothing.
            expect((result as { replayed: boolean }).replayed).toBe(true);
            continue;
          }
          if (fromIsPlayer && expected.get(from)! < o.amount) {
            expect(isDomainError(result, 'insufficient_funds')).toBe(true);
            continue;
          }
          expect((result as { replayed: boolean }).replayed).toBe(false);
          seenKeys.add(key);
          expected.set(from, expected.get(from)! - o.amount);
          expected.set(to, expected.get(to)! + o.amount);
        }
        for (const id of accounts) {
          const cached = await balanceOf(store, id);
          expect(cached).toBe(expected.get(id));
          expect(cached).toBe(await summedBalance(store, id));
          if (id !== house) expect(cached >= 0n).toBe(true);
        }
        const report = await verifyLedger(store);
        expect(report.ok).toBe(true);
      }),
      { numRuns: kind === 'postgres' ? 25 : 60 },
    );
  });

  it('200 parallel debits racing on one account never overdraw', async () => {
    const user = await makeUser(store, `race${kind}01`);
    const wallet = await inTransaction(store, (tx) =>
      ensurePlayerWallet(tx, user, systemClock.now()),
    );
    const sink = await inTransaction(store, (tx) =>
      ensureAccount(
        tx,
        {
          code: `test:sink:${kind}`,
          kind: 'adjustment',
          userId: null,
          allowNegative: true,
        },
        systemClock.now(),
      ),
    );
    // 50.00 in the wallet; 200 debits of 1.00 each: exactly 50 may succeed.
    await inTransaction(store, (tx) =>
      postTransfer({ store, clock: systemClock }, tx, {
        idempotencyKey: `race-fund-${kind}`,
        kind: 'adjustment',
        legs: [
          { accountId: sink, amountMinor: -5000n },
          { accountId: wallet, amountMinor: 5000n },
        ],
      }),
    );
    let succeeded: number;
    if (kind === 'sqlite') {
      // better-sqlite3 is synchronous, so real racing connections need their own processes:
      // 4 processes x 50 debits, each process with its own connection and BEGIN IMMEDIATE.
      const outputs = await Promise.all(
        [0, 1, 2, 3].map((p) =>
          run(process.execPath, [
            '--import',
            'tsx',
            path.join(import.meta.dirname, 'race-worker.ts'),
            store.url,
            String(wallet),
            String(sink),
            '50',
            '100',
            `race-${kind}-${p}`,
          ]),
        ),
      );
      const counts = outputs.map((o) => JSON.parse(o.stdout.trim().split('\n').pop()!));
      succeeded = counts.reduce((n, c) => n + c.ok, 0);
      expect(counts.reduce((n, c) => n + c.ok + c.refused, 0)).toBe(200);
    } else {
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          inTransaction(store, (tx) =>
            postTransfer({ store, clock: systemClock }, tx, {
              idempotencyKey: `race-${kind}-${i}`,
              kind: 'adjustment',
              legs: [
                { accountId: wallet, amountMinor: -100n },
                { accountId: sink, amountMinor: 100n },
              ],
            }),
          ),
        ),
      );
      succeeded = results.filter((r) => r.status === 'fulfilled').length;
      const refusedAll = results.every(
        (r) => r.status === 'fulfilled' || isDomainError(r.reason, 'insufficient_funds'),
      );
      expect(refusedAll).toBe(true);
    }
    expect(succeeded).toBe(50);
    expect(await balanceOf(store, wallet)).toBe(0n);
    expect(await summedBalance(store, wallet)).toBe(0n);
    const report = await verifyLedger(store);
    expect(report.ok).toBe(true);
  });

  it('1,000 concurrent moves to a venue never overdraw; replays and other kinds move nothing', async () => {
    const user = await makeUser(store, `venue${kind}01`);
    // 500.00 in the wallet; 1,000 moves of 1.00 each to the venue: exactly 500 may succeed.
    await inTransaction(store, (tx) =>
      moveWithHouse({ store, clock: systemClock }, tx, {
        userId: user,
        purpose: 'demo_credit',
        amountMinor: 50_000n,
        key: `venue-fund-${kind}`,
        kind: 'demo_credit',
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 1_000 }, (_, i) =>
        inTransaction(store, (tx) =>
          moveWithVenue({ store, clock: systemClock }, tx, {
            userId: user,
            platname: 'demo1',
            amountMinor: 100n,
            key: `venue-race-${kind}-${i}`,
            kind: 'venue_in',
          }),
        ),
      ),
    );
    const moved = results.filter((r) => r.status === 'fulfilled');
    expect(moved).toHaveLength(500);
    expect(
      results.every(
        (r) => r.status === 'fulfilled' || isDomainError(r.reason, 'insufficient_funds'),
      ),
    ).toBe(true);
    const wallet = await inTransaction(store, (tx) =>
      ensurePlayerWallet(tx, user, systemClock.now()),
    );
    const venue = await inTransaction(store, (tx) =>
      ensureVenueWallet(tx, user, 'demo1', systemClock.now()),
    );
    expect(await balanceOf(store, wallet)).toBe(0n);
    expect(await balanceOf(store, venue)).toBe(50_000n);

    // A key that moved answers itself again, even with the wallet empty now; under another kind
    // it is refused; a refused key never moved and stays refused.
    const first = results.findIndex((r) => r.status === 'fulfilled');
    const again = (i: number, transferKind: LedgerKind = 'venue_in') =>
      inTransaction(store, (tx) =>
        moveWithVenue({ store, clock: systemClock }, tx, {
          userId: user,
          platname: 'demo1',
          amountMinor: 100n,
          key: `venue-race-${kind}-${i}`,
          kind: transferKind,
        }),
      );
    expect(await again(first)).toEqual({
      transferId: (moved[0] as PromiseFulfilledResult<{ transferId: number }>).value.transferId,
      replayed: true,
    });
    const mismatch = await again(first, 'venue_out').catch((e: unknown) => e);
    expect(isDomainError(mismatch, 'idempotency_kind_mismatch')).toBe(true);
    const refusedAt = results.findIndex((r) => r.status === 'rejected');
    const refusedAgain = await again(refusedAt).catch((e: unknown) => e);
    expect(isDomainError(refusedAgain, 'insufficient_funds')).toBe(true);
    expect(await balanceOf(store, wallet)).toBe(0n);
    expect(await summedBalance(store, wallet)).toBe(0n);
    expect(await summedBalance(store, venue)).toBe(50_000n);
    const report = await verifyLedger(store);
    expect(report.ok).toBe(true);
  });

  it('the house venue wallet: in from the venue, stakes and wins with the pool, never below zero, replays move nothing', async () => {
    const user = await makeUser(store, `house${kind}01`);
    const ledger = { store, clock: systemClock };
    const move = (
      purpose: 'house_venue' | 'house_pool',
      amountMinor: bigint,
      key: string,
      transferKind: LedgerKind,
    ) =>
      inTransaction(store, (tx) =>
        moveWithHouseVenue(ledger, tx, {
          userId: user,
          purpose,
          amountMinor,
          key,
          kind: transferKind,
        }),
      );
    const venueBefore = await houseTotal(store, 'house_venue');
    const poolBefore = await houseTotal(store, 'house_pool');
    expect(await houseVenueBalance(store, user)).toBe(0n);

    // 10.00 comes in from a venue transfer; 50 stakes of 1.00 race for it: exactly 10 succeed.
    await move('house_venue', 1_000n, `house-test-in-${kind}`, 'house_in');
    const stakes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        move('house_pool', -100n, `house-test-stake-${kind}-${i}`, 'house_stake'),
      ),
    );
    expect(stakes.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      stakes.every(
        (r) => r.status === 'fulfilled' || isDomainError(r.reason, 'insufficient_funds'),
      ),
    ).toBe(true);
    expect(await houseVenueBalance(store, user)).toBe(0n);

    // A win of 2.50 from the pool, posted twice under its key: paid once.
    const win = await move('house_pool', 250n, `house-test-win-${kind}`, 'house_win');
    expect(await move('house_pool', 250n, `house-test-win-${kind}`, 'house_win')).toEqual({
      transferId: win.transferId,
      replayed: true,
    });
    const mismatch = await move('house_pool', 250n, `house-test-win-${kind}`, 'house_stake').catch(
      (e: unknown) => e,
    );
    expect(isDomainError(mismatch, 'idempotency_kind_mismatch')).toBe(true);
    expect(await houseVenueBalance(store, user)).toBe(250n);
    expect(await inTransaction(store, (tx) => houseVenueBalanceIn(tx, user))).toBe(250n);

    // Out to the venue: more than it holds is refused and writes nothing; what it holds goes.
    const over = await move('house_venue', -251n, `house-test-out-${kind}-1`, 'house_out').catch(
      (e: unknown) => e,
    );
    expect(isDomainError(over, 'insufficient_funds')).toBe(true);
    await move('house_venue', -250n, `house-test-out-${kind}-2`, 'house_out');
    expect(await houseVenueBalance(store, user)).toBe(0n);

    // The pool kept 10.00 of stakes less 2.50 of wins; the counterpart is back where it was.
    expect((await houseTotal(store, 'house_pool')) - poolBefore).toBe(750n);
    expect((await houseTotal(store, 'house_venue')) - venueBefore).toBe(-750n);
    const account = await store.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'allow_negative', 'user_id'])
      .where('code', '=', houseVenueWalletCode(user))
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ kind: 'player_house', allow_negative: 0, user_id: user });
    const report = await verifyLedger(store);
    expect(report.ok).toBe(true);
  });
});
