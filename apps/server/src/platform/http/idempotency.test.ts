import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * DESIGN §4: a repeat of a money call with the same Idempotency-Key answers the first answer and
 * does the work once. A key sent again with a different payload is not a repeat: it is refused
 * with a 409 rather than answered with another call's answer.
 */
describe.each(TEST_DATABASES)('Idempotency-Key, on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let token: string;
  let userId: number;
  let serial = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const name = `idem${kind.slice(0, 2)}${Date.now().toString(36).slice(-6)}`;
    token = await registerPlayer(t.app, name);
    userId = (
      await t.store.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const recharge = (key: string, payload: unknown, url = '/api/recharge') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      payload: JSON.stringify(payload),
    });
  const deposits = async () =>
    (await t.store.db.selectFrom('deposits').select('id').where('user_id', '=', userId).execute())
      .length;
  const newKey = () => `idem-key-${kind}-${++serial}-${Date.now()}`;

  it('the same payload again is answered the first answer, and one order is made', async () => {
    const key = newKey();
    const before = await deposits();
    const first = await recharge(key, { paytype: 'usdt', catepay: 'TRC20', amount: '20' });
    expect(first.statusCode).toBe(200);
    // The same payload, its fields in another order.
    const again = await recharge(key, { amount: '20', catepay: 'TRC20', paytype: 'usdt' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await deposits()).toBe(before + 1);
  });

  it('a different payload under the same key is a 409, and nothing is made', async () => {
    const key = newKey();
    const first = await recharge(key, { paytype: 'usdt', catepay: 'TRC20', amount: '20' });
    expect(first.statusCode).toBe(200);
    const before = await deposits();
    for (const payload of [
      { paytype: 'usdt', catepay: 'TRC20', amount: '200' },
      { paytype: 'usdt', catepay: 'ERC20', amount: '20' },
      { paytype: 'usdt', catepay: 'TRC20', amount: '20', extra: 1 },
    ]) {
      const other = await recharge(key, payload);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ code: 409, message: MSG.idempotencyKeyReused, data: null });
    }
    expect(await deposits()).toBe(before);
  });

  it('the same key on another call is a 409 with the same message', async () => {
    const key = newKey();
    expect((await recharge(key, { paytype: 'usdt', amount: '20' })).statusCode).toBe(200);
    const other = await recharge(key, { num: '20', url: '/uploads/x.png' }, '/api/uploadform');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ code: 409, message: MSG.idempotencyKeyReused, data: null });
  });

  it('an answer stored before payloads were recorded still replays', async () => {
    const key = newKey();
    await t.store.db
      .insertInto('idempotent_answers')
      .values({
        user_id: userId,
        key,
        path: '/api/recharge',
        status: 200,
        body: JSON.stringify({ data: { deposit_no: 'D00000000000000000001' } }),
        created_at: Date.now(),
      })
      .execute();
    const before = await deposits();
    const replay = await recharge(key, { paytype: 'usdt', amount: '20' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ deposit_no: 'D00000000000000000001' });
    expect(await deposits()).toBe(before);
  });
});
