import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { recomputePersonal } from '@app/domain/house/index';
import { manualClock } from '../../platform/time.ts';
import { houseVenueBalance, verifyLedger } from '../ledger/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { ROUNDS_PER_MINUTE } from './house.routes.ts';
import { get, housePlayer, shoot, spin } from './house.test-helpers.ts';

const fen = (money: string) => BigInt(money.replace('.', ''));

describe.each(TEST_DATABASES)('house rounds under load on %s', (kind) => {
  const clock = manualClock(Date.UTC(2026, 10, 24, 4, 0, 0));
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('200 simultaneous spins each staking the whole balance: only affordable ones play, never below zero', async () => {
    // 100.00 in the house wallet; every spin stakes 100.00 (fruit's largest stake).
    const p = await housePlayer(t, 100, 100);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => spin(t.app, p.token, { game: 'fruit', bet: 100 })),
    );
    const played = answers.filter((a) => a.code === 200);
    const refused = answers.filter((a) => a.code !== 200);
    expect(played.length).toBeGreaterThanOrEqual(1);
    expect(refused.every((a) => a.status === 422 && a.message === MSG.insufficientBalance)).toBe(
      true,
    );

    // In nonce order the wallet held the stake before every spin that played, and the nonces are
    // 0 … n−1: none shared, none lost to a refused spin.
    const byNonce = played.map((a) => a.data).sort((a, b) => a.nonce - b.nonce);
    expect(byNonce.map((b) => b.nonce)).toEqual(byNonce.map((_, i) => i));
    let balance = 10_000n;
    for (const bet of byNonce) {
      expect(balance).toBeGreaterThanOrEqual(10_000n);
      balance += fen(bet.win) - 10_000n;
      expect(fen(bet.balance)).toBe(balance);
    }
    expect(balance).toBeGreaterThanOrEqual(0n);
    // Whatever is left is less than a stake: the last refusals were right to refuse.
    expect(balance).toBeLessThan(10_000n);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(balance);
    const rows = await t.store.db
      .selectFrom('house_bets')
      .select('nonce')
      .where('user_id', '=', p.userId)
      .execute();
    expect(rows).toHaveLength(played.length);
    expect((await get(t.app, '/api/house/seeds', {}, p.token)).data.nonce).toBe(played.length);
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('spins racing rotations: every bet under one pair, nonces 0 … n−1 per pair, each recomputable', async () => {
    const p = await housePlayer(t, 100, 100);
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () => spin(t.app, p.token, { game: 'fruit', bet: 1 })),
      ...Array.from({ length: 5 }, () => call(t.app, '/api/house/seeds/rotate', {}, p.token)),
    ]);
    expect(answers.every((a) => a.code === 200)).toBe(true);
    await call(t.app, '/api/house/seeds/rotate', {}, p.token);
    const bets = await t.store.db
      .selectFrom('house_bets as b')
      .innerJoin('house_seed_pairs as s', 's.id', 'b.seed_pair_id')
      .select(['b.seed_pair_id', 'b.nonce', 'b.client_seed', 'b.stake_minor', 'b.detail'])
      .select(['s.server_seed', 's.client_seed as pair_client_seed', 's.nonce as pair_nonce'])
      .where('b.user_id', '=', p.userId)
      .execute();
    expect(bets).toHaveLength(40);
    const byPair = new Map<number, typeof bets>();
    for (const bet of bets)
      byPair.set(bet.seed_pair_id, [...(byPair.get(bet.seed_pair_id) ?? []), bet]);
    for (const pairBets of byPair.values()) {
      const nonces = pairBets.map((b) => b.nonce).sort((a, b) => a - b);
      expect(nonces).toEqual(nonces.map((_, i) => i));
      expect(pairBets[0]!.pair_nonce).toBe(nonces.length);
      for (const bet of pairBets) {
        expect(bet.client_seed).toBe(bet.pair_client_seed);
        const again = await recomputePersonal({
          game: 'slots',
          seed: bet.server_seed,
          clientSeed: bet.client_seed,
          nonce: bet.nonce,
          params: { slot: 'fruit', stake: bet.stake_minor },
        });
        expect(again.stops).toEqual((JSON.parse(bet.detail) as { stops: number[] }).stops);
      }
    }
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it(`rounds are limited to ${ROUNDS_PER_MINUTE} a minute per player, on the app's clock`, async () => {
    const p = await housePlayer(t, 100, 100);
    const other = await housePlayer(t, 10, 10);
    for (let i = 0; i < ROUNDS_PER_MINUTE; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, () => shoot(t.app, p.token, { fish: 'clownfish', bet: '0.10' })),
      );
      expect(batch.every((a) => a.code === 200)).toBe(true);
    }
    expect(await shoot(t.app, p.token, { fish: 'clownfish', bet: '0.10' })).toMatchObject({
      status: 429,
      message: MSG.tooMany,
    });
    // A retry with a key is refused too, and the key is not spent: it plays once the minute is over.
    expect((await spin(t.app, p.token, { game: 'fruit', bet: 1 }, `late-${kind}`)).status).toBe(
      429,
    );
    // Another player is not held back.
    expect((await spin(t.app, other.token, { game: 'fruit', bet: 1 })).code).toBe(200);
    clock.advance(60_000);
    const late = await spin(t.app, p.token, { game: 'fruit', bet: 1 }, `late-${kind}`);
    expect(late.code).toBe(200);
    expect(late.data.nonce).toBe(ROUNDS_PER_MINUTE);
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
