import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { playerBalance, verifyLedger } from '../ledger/index.ts';
import { seamlessFixture } from './providers.test-helpers.ts';

/**
 * Money under concurrency (issue "game providers", done when): a provider sending 1,000 bets at
 * once, each of the player's whole balance, gets exactly one accepted; 1,000 bets of 1.00 against
 * 50.00 get exactly 50; one transaction id sent 100 times at once debits once. The ledger holds.
 */
describe.each(TEST_DATABASES)('seamless bets at once on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('1,000 bets of the whole balance at once: exactly one accepted', async () => {
    const f = await seamlessFixture(t, { walletYuan: 100 });
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        f.send('bet', { transaction_uuid: `all-${i}`, round: `all-${i}`, amount: '100.00' }),
      ),
    );
    const statuses = answers.map((a) => a.data.status);
    expect(statuses.filter((s) => s === 'RS_OK')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(999);
    expect(answers.every((a) => a.http < 500)).toBe(true);
    expect(await playerBalance(t.store, f.player.userId)).toBe(0n);
    expect((await verifyLedger(t.store)).ok).toBe(true);
  }, 120_000);

  it('1,000 bets of 1.00 at once against 50.00: exactly the affordable 50', async () => {
    const f = await seamlessFixture(t, { walletYuan: 50 });
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        f.send('bet', { transaction_uuid: `one-${i}`, round: `one-${i}`, amount: '1.00' }),
      ),
    );
    const accepted = answers.filter((a) => a.data.status === 'RS_OK');
    expect(accepted).toHaveLength(50);
    expect(answers.filter((a) => a.data.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(950);
    expect(await playerBalance(t.store, f.player.userId)).toBe(0n);
    expect((await verifyLedger(t.store)).ok).toBe(true);
  }, 120_000);

  it('one transaction id 100 times at once: one debit, every answer RS_OK', async () => {
    const f = await seamlessFixture(t, { walletYuan: 100 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        f.send('bet', { transaction_uuid: 'same-tx', round: 'same-round', amount: '10.00' }),
      ),
    );
    expect(answers.map((a) => a.data.status)).toEqual(Array(100).fill('RS_OK'));
    expect(answers.every((a) => a.data.balance === '90.00')).toBe(true);
    expect(await playerBalance(t.store, f.player.userId)).toBe(9000n);
    expect((await verifyLedger(t.store)).ok).toBe(true);
  }, 120_000);
});
