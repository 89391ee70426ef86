import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { startLocalChain, type LocalChain } from '@app/chain-local/local-chain';
import { testAddress } from '@app/chain-local/test-wallet';
import { inTransaction } from '../../platform/db/transaction.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { creditFromHouse, verifyLedger } from '../ledger/index.ts';
import { ensureOperator } from '../operators/index.ts';
import { chainConfig } from './chain.test-helpers.ts';
import { addPayee } from './funds.test-helpers.ts';
import { recheckPayouts } from './payouts.ts';

/**
 * A USDT withdrawal the operator paid from their own wallet on a local chain: the hash they enter
 * is checked on chain (token, destination, amount, confirmations) before the withdrawal is paid;
 * a mismatch is flagged and pays nothing.
 */
const USDT = 1_000_000n;
const OPS = { name: 'payoutops', password: 'ops-secret-123' };

describe.each(TEST_DATABASES)('USDT withdrawal payouts checked on chain (%s)', (kind) => {
  let chain: LocalChain;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  let serial = 0;

  beforeAll(async () => {
    chain = await startLocalChain();
  }, 120_000);
  afterAll(async () => {
    await chain?.stop();
  });
  beforeEach(async () => {
    t = await startTestApp(kind, chainConfig(chain));
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterEach(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  /** A player with 730.00 who asks for it all to an ERC20 address: 100 USDT, 95 after the fee. */
  async function withdrawal(address: string) {
    const token = await registerPlayer(t.app, `payout${++serial}${kind.slice(0, 2)}`);
    const me = await call(t.app, '/api/user', {}, token);
    await inTransaction(t.store, (tx) =>
      creditFromHouse(t.ctx, tx, {
        userId: me.data.id,
        purpose: 'adjustments',
        amountMinor: 73_000n,
        key: `test-fund:${me.data.id}`,
        kind: 'adjustment',
      }),
    );
    const payee = await addPayee(t.ctx, me.data.id, {
      type: 2,
      bank: 'USDT',
      bank_owner: 'ERC20',
      bank_no: address,
    });
    const asked = await call(
      t.app,
      '/api/withdraw',
      { amount: 730, bank: payee, password: 'secret123', type: 1 },
      token,
    );
    expect(asked.code).toBe(200);
    const list = await call(t.app, '/api/admin/withdrawals', { state: 1 }, ops);
    const row = list.data.data.find((w: { user_id: number }) => w.user_id === me.data.id);
    expect(row).toMatchObject({ usdt_receive: '95.00', payout: null });
    return row.id as number;
  }

  const payout = (id: number, tx_hash: string) =>
    call(t.app, '/api/admin/withdrawals/payout', { id, tx_hash }, ops);
  const stateOf = async (id: number) =>
    (await call(t.app, '/api/admin/withdrawals', {}, ops)).data.data.find(
      (w: { id: number }) => w.id === id,
    );

  it('waits for the confirmations, then marks the withdrawal paid', async () => {
    const to = testAddress('evm', 11);
    const id = await withdrawal(to);
    const sent = await chain.send(to, 95n * USDT);
    const first = await payout(id, sent.txHash);
    expect(first.data).toMatchObject({
      state: 'waiting',
      confirmations: 1,
      required: 3,
      problems: [],
    });
    expect((await stateOf(id)).state).toBe(1);
    await chain.mine(2);
    expect(await recheckPayouts(t.ctx)).toBe(1);
    const paid = await stateOf(id);
    expect(paid).toMatchObject({ state: 2, payout: { state: 'paid', confirmations: 3 } });
    expect(paid.remark).toContain(sent.txHash);
    // Named again, or for another withdrawal: refused, nothing paid twice.
    expect(await payout(id, sent.txHash)).toMatchObject({
      status: 409,
      message: MSG.chainPayoutNotPending,
    });
    const other = await withdrawal(to);
    expect(await payout(other, sent.txHash)).toMatchObject({
      status: 409,
      message: MSG.chainPayoutTaken,
    });
    const audit = await call(t.app, '/api/admin/audit', { action: 'withdrawal.payout' }, ops);
    expect(audit.data.total).toBeGreaterThanOrEqual(1);
  });

  it('flags a wrong amount, a wrong destination and an unknown hash, and pays nothing', async () => {
    const to = testAddress('evm', 12);
    const id = await withdrawal(to);
    const short = await chain.send(to, 90n * USDT);
    await chain.mine(3);
    const wrongAmount = await payout(id, short.txHash);
    expect(wrongAmount.data.state).toBe('mismatch');
    expect(wrongAmount.data.problems).toEqual([
      '金额不符：应为 95.000000 USDT，实为 90.000000 USDT',
    ]);
    const elsewhere = await chain.send(testAddress('evm', 13), 95n * USDT);
    await chain.mine(3);
    const wrongTo = await payout(id, elsewhere.txHash);
    expect(wrongTo.data.state).toBe('mismatch');
    expect(wrongTo.data.problems[0]).toContain('收款地址不符');
    const unknown = await payout(id, `0x${'ab'.repeat(32)}`);
    expect(unknown.data).toMatchObject({ state: 'mismatch', problems: [MSG.chainTxNotFound] });
    expect(await recheckPayouts(t.ctx)).toBe(0);
    expect(await stateOf(id)).toMatchObject({ state: 1, payout: { state: 'mismatch' } });
  });
});
