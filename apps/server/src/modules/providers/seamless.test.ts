import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { pullBetRecords } from '../bets/index.ts';
import { playerBalance, verifyLedger } from '../ledger/index.ts';
import { seamlessFixture, type SeamlessFixture } from './providers.test-helpers.ts';

/**
 * The seamless wallet's rules (docs/providers.md), one provider call at a time: signatures,
 * bad input, the answers' balance, idempotency by transaction id, rollbacks (before their bet,
 * after a win), wins after the session ended, the provider's own error codes, the bet records.
 */
describe.each(TEST_DATABASES)('the seamless wallet on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let f: SeamlessFixture;
  let n = 0;
  const id = (prefix: string) => `${prefix}-${(n += 1)}`;
  const balance = async () => (await playerBalance(t.store, f.player.userId)).toString();

  beforeAll(async () => {
    t = await startTestApp(kind);
    f = await seamlessFixture(t, { walletYuan: 100 });
  });
  afterAll(async () => {
    expect((await verifyLedger(t.store)).ok).toBe(true);
    await t.app.close();
  });

  it('answers the balance, signed; an unsigned or badly signed call learns nothing', async () => {
    const ok = await f.send('balance', {});
    expect(ok).toMatchObject({ http: 200, data: { status: 'RS_OK', balance: '100.00' } });
    const bad = await f.send('balance', {}, { signature: 'AAAA' });
    expect(bad).toMatchObject({
      http: 401,
      data: { status: 'RS_ERROR_INVALID_SIGNATURE', balance: null },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/providers/nosuch/balance',
      headers: { 'content-type': 'application/json', 'x-signature': 'AAAA' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.status).toBe('RS_ERROR_INVALID_PARTNER');
  });

  it('refuses bad input with the balance in the answer, never a 500', async () => {
    const places = await f.send('bet', {
      transaction_uuid: id('t'),
      round: id('r'),
      amount: '1.005',
    });
    expect(places).toMatchObject({
      http: 400,
      data: { status: 'RS_ERROR_WRONG_TYPES', balance: '100.00' },
    });
    const currency = await f.send('bet', {
      transaction_uuid: id('t'),
      round: id('r'),
      amount: '1.00',
      currency: 'USD',
    });
    expect(currency.data.status).toBe('RS_ERROR_WRONG_CURRENCY');
    const garbage = await t.app.inject({
      method: 'POST',
      url: `/api/providers/${f.code}/bet`,
      headers: { 'content-type': 'application/json', 'x-signature': 'AAAA' },
      payload: '{"user":',
    });
    // Not JSON: refused as every call's body is, before the signature is looked at.
    expect(garbage.statusCode).toBe(400);
    const nobody = await f.send('balance', {}, { user: 'u999999' });
    expect(nobody).toMatchObject({ data: { status: 'RS_ERROR_INVALID_TOKEN', balance: null } });
  });

  it('debits a bet once for a transaction id; the same id with other terms is a duplicate', async () => {
    const tx = id('t');
    const round = id('r');
    const first = await f.send('bet', { transaction_uuid: tx, round, amount: '10.00' });
    expect(first).toMatchObject({ http: 200, data: { status: 'RS_OK', balance: '90.00' } });
    const again = await f.send('bet', { transaction_uuid: tx, round, amount: '10.00' });
    expect(again).toMatchObject({ http: 200, data: { status: 'RS_OK', balance: '90.00' } });
    const other = await f.send('bet', { transaction_uuid: tx, round, amount: '11.00' });
    expect(other).toMatchObject({
      http: 409,
      data: { status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: '90.00' },
    });
    const win = await f.send('win', {
      transaction_uuid: id('w'),
      reference_transaction_uuid: tx,
      round,
      amount: '19.60',
      round_closed: true,
    });
    expect(win.data).toMatchObject({ status: 'RS_OK', balance: '109.60' });
    expect(await balance()).toBe('10960');
  });

  it('a rollback before its bet is recorded, and the late bet is refused', async () => {
    const bet = id('t');
    const round = id('r');
    const rollback = await f.send('rollback', {
      transaction_uuid: id('rb'),
      reference_transaction_uuid: bet,
      round,
    });
    expect(rollback.data.status).toBe('RS_OK');
    const late = await f.send('bet', { transaction_uuid: bet, round, amount: '5.00' });
    expect(late).toMatchObject({
      http: 409,
      data: { status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: '109.60' },
    });
  });

  it('a rollback credits the stake back once; a win for it is refused; a rollback after a win is refused', async () => {
    const bet = id('t');
    const round = id('r');
    await f.send('bet', { transaction_uuid: bet, round, amount: '7.00' });
    expect(await balance()).toBe('10260');
    const rollbackId = id('rb');
    for (let i = 0; i < 2; i++) {
      const undone = await f.send('rollback', {
        transaction_uuid: rollbackId,
        reference_transaction_uuid: bet,
        round,
      });
      expect(undone.data).toMatchObject({ status: 'RS_OK', balance: '109.60' });
    }
    const win = await f.send('win', {
      transaction_uuid: id('w'),
      reference_transaction_uuid: bet,
      round,
      amount: '1.00',
    });
    expect(win.data.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');

    const paid = id('t');
    const round2 = id('r');
    await f.send('bet', { transaction_uuid: paid, round: round2, amount: '2.00' });
    await f.send('win', {
      transaction_uuid: id('w'),
      reference_transaction_uuid: paid,
      round: round2,
      amount: '3.00',
    });
    const tooLate = await f.send('rollback', {
      transaction_uuid: id('rb'),
      reference_transaction_uuid: paid,
      round: round2,
    });
    expect(tooLate).toMatchObject({
      http: 409,
      data: { status: 'RS_ERROR_BET_SETTLED', balance: '110.60' },
    });
  });

  it('a win whose bet has not arrived is refused, then accepted once the bet is in', async () => {
    const bet = id('t');
    const round = id('r');
    const win = {
      transaction_uuid: id('w'),
      reference_transaction_uuid: bet,
      round,
      amount: '4.00',
      round_closed: true,
    };
    expect((await f.send('win', win)).data.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    await f.send('bet', { transaction_uuid: bet, round, amount: '2.00' });
    expect((await f.send('win', win)).data).toMatchObject({ status: 'RS_OK', balance: '112.60' });
  });

  it("refuses a blocked player's bet with the provider's own code for it", async () => {
    const g = await seamlessFixture(t, {
      walletYuan: 20,
      errorCodes: { RS_ERROR_USER_DISABLED: 'PLAYER_BLOCKED' },
    });
    const timeout = await call(t.app, '/api/responsible/timeout', { days: 1 }, g.player.token);
    expect(timeout.code).toBe(200);
    const refused = await g.send('bet', { transaction_uuid: 'b1', round: 'r1', amount: '1.00' });
    expect(refused).toMatchObject({
      http: 403,
      data: { status: 'PLAYER_BLOCKED', balance: '20.00' },
    });
  });

  it('hands the rounds to /betRecord: settled when closed, void when rolled back, late wins apart', async () => {
    await pullBetRecords(t.ctx);
    const answer = await call(
      t.app,
      '/api/betrecord',
      { date: 1, page: 1, api_type: f.code },
      f.player.token,
    );
    const rows = answer.data.order.data as {
      bet_id: string;
      status: number;
      bet_amount: string;
      win_loss: string;
    }[];
    const settled = rows.filter((r) => r.status === 1);
    const voided = rows.filter((r) => r.status === 0);
    expect(settled.length).toBeGreaterThanOrEqual(2);
    expect(voided.length).toBeGreaterThanOrEqual(1);
    // The records add up to what the wallet moved in the rounds that closed or went void.
    // The platform tabs name the seamless provider, which balancelist leaves out.
    expect(answer.data.platforms).toContainEqual({ platname: f.code, name: expect.any(String) });
    const first = settled.find((r) => r.win_loss === '9.60');
    expect(first?.bet_amount).toBe('10.00');
  });
  it('after the player logged off a bet is refused, but a win and a rollback are accepted', async () => {
    const bet = id('t');
    const round = id('r');
    const other = id('t');
    const round2 = id('r');
    await f.send('bet', { transaction_uuid: bet, round, amount: '1.00' });
    await f.send('bet', { transaction_uuid: other, round: round2, amount: '1.00' });
    // The player logs off: the game sessions end with the player's session (on every node).
    expect((await call(t.app, '/api/logoff', {}, f.player.token)).code).toBe(200);
    const refused = await f.send('bet', {
      transaction_uuid: id('t'),
      round: id('r'),
      amount: '1.00',
    });
    expect(refused).toMatchObject({
      http: 401,
      data: { status: 'RS_ERROR_TOKEN_EXPIRED', balance: '110.60' },
    });
    const win = await f.send('win', {
      transaction_uuid: id('w'),
      reference_transaction_uuid: bet,
      round,
      amount: '1.96',
      round_closed: true,
    });
    expect(win.data).toMatchObject({ status: 'RS_OK', balance: '112.56' });
    const rollback = await f.send('rollback', {
      transaction_uuid: id('rb'),
      reference_transaction_uuid: other,
      round: round2,
    });
    expect(rollback.data).toMatchObject({ status: 'RS_OK', balance: '113.56' });
  });
});
