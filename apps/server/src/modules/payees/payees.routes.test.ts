import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';
/** registerPlayer's password, which registration also makes the payment password. */
const PAY = 'secret123';

/** A distinct valid TRC20 address per index (base58 characters only). */
const trc20 = (i: number) => `T${'ABCDEFGHJ'[i]}${TRC20.slice(2)}`;

const bankCard = (overrides: Record<string, unknown> = {}) => ({
  bank_owner: '张三',
  bank: '中国工商银行',
  bank_address: '北京市朝阳支行',
  bank_no: '6222 0212 3456 7890',
  pay_pass: PAY,
  ico: '/banks/icbc.png',
  ...overrides,
});

describe.each(TEST_DATABASES)('saved cards on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let seq = 0;
  const newPlayer = () =>
    registerPlayer(t.app, `cards${kind.slice(0, 2)}${String(++seq).padStart(3, '0')}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('every call needs a logged-in player', async () => {
    for (const [path, body] of [
      ['/api/getcard', { type: 1 }],
      ['/api/bindcard', bankCard()],
      ['/api/delcard', { id: 1 }],
    ] as const) {
      expect(await call(t.app, path, body)).toMatchObject({
        status: 401,
        message: MSG.pleaseLogin,
      });
    }
  });

  it('getcard needs type 1 or 2', async () => {
    const token = await newPlayer();
    for (const body of [{}, { type: 3 }, { type: 'usdt' }]) {
      expect(await call(t.app, '/api/getcard', body, token)).toMatchObject({
        status: 400,
        message: MSG.badRequest,
      });
    }
  });

  describe('USDT addresses', () => {
    it('binds an address and lists it masked under type 2 only', async () => {
      const token = await newPlayer();
      const bound = await call(
        t.app,
        '/api/bindcard',
        { bank: 'USDT', bank_no: ` ${TRC20} `, bank_owner: 'trc20' },
        token,
      );
      expect(bound).toMatchObject({ status: 200, message: MSG.ok });
      const list = await call(t.app, '/api/getcard', { type: 2 }, token);
      expect(list.data).toEqual([
        {
          id: bound.data.id,
          type: 2,
          bank: 'USDT',
          bank_owner: 'TRC20',
          bank_no: 'TQn9****bLSE',
          last4: 'bLSE',
          bank_address: '',
          ico: '',
        },
      ]);
      expect(JSON.stringify(list)).not.toContain(TRC20);
      expect((await call(t.app, '/api/getcard', { type: '1' }, token)).data).toEqual([]);
      const row = await t.store.db
        .selectFrom('payees')
        .select(['bank_no', 'type'])
        .where('id', '=', bound.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ bank_no: TRC20, type: 2 });
    });

    it.each([
      [{ bank_no: '', bank_owner: 'TRC20' }, MSG.usdtAddressRequired],
      [{ bank_owner: 'TRC20' }, MSG.usdtAddressRequired],
      [{ bank_no: TRC20, bank_owner: '' }, MSG.protocolRequired],
      [{ bank_no: TRC20, bank_owner: 'BEP20' }, MSG.protocolRequired],
      [{ bank_no: TRC20, bank_owner: 'ERC20' }, MSG.addressInvalid],
      [{ bank_no: ERC20, bank_owner: 'TRC20' }, MSG.addressInvalid],
      [{ bank_no: `${TRC20.slice(0, -1)}0`, bank_owner: 'TRC20' }, MSG.addressInvalid],
      [{ bank_no: `${ERC20}ab`, bank_owner: 'ERC20' }, MSG.addressInvalid],
    ])('refuses %o with %s', async (body, message) => {
      const token = await newPlayer();
      expect(await call(t.app, '/api/bindcard', { bank: 'USDT', ...body }, token)).toMatchObject({
        status: 400,
        message,
      });
      expect((await call(t.app, '/api/getcard', { type: 2 }, token)).data).toEqual([]);
    });

    it('refuses the same address twice, ERC20 in any letter case', async () => {
      const token = await newPlayer();
      const usdt = (bank_no: string, bank_owner: string) =>
        call(t.app, '/api/bindcard', { bank: 'USDT', bank_no, bank_owner }, token);
      expect((await usdt(ERC20, 'ERC20')).status).toBe(200);
      expect(await usdt(ERC20.toLowerCase(), 'ERC20')).toMatchObject({
        status: 409,
        message: MSG.addressExists,
      });
    });

    it('holds at most 5 addresses; a deleted one frees its place', async () => {
      const token = await newPlayer();
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await call(
          t.app,
          '/api/bindcard',
          { bank: 'USDT', bank_no: trc20(i), bank_owner: 'TRC20' },
          token,
        );
        expect(answer.status).toBe(200);
        ids.push(answer.data.id);
      }
      const sixth = { bank: 'USDT', bank_no: trc20(5), bank_owner: 'TRC20' };
      expect(await call(t.app, '/api/bindcard', sixth, token)).toMatchObject({
        status: 422,
        message: MSG.maxUsdtAddresses,
      });
      // Bank cards have their own 5.
      expect((await call(t.app, '/api/bindcard', bankCard(), token)).status).toBe(200);
      expect((await call(t.app, '/api/delcard', { id: ids[0] }, token)).status).toBe(200);
      expect((await call(t.app, '/api/bindcard', sixth, token)).status).toBe(200);
      expect((await call(t.app, '/api/getcard', { type: 2 }, token)).data).toHaveLength(5);
    });

    it('six binds at once still leave 5', async () => {
      const token = await newPlayer();
      const answers = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) =>
          call(
            t.app,
            '/api/bindcard',
            { bank: 'USDT', bank_no: trc20(i), bank_owner: 'TRC20' },
            token,
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 422)).toHaveLength(1);
      expect((await call(t.app, '/api/getcard', { type: 2 }, token)).data).toHaveLength(5);
    });
  });

  describe('bank cards', () => {
    it('binds a card after checking the payment password, and shows only the last 4 digits', async () => {
      const token = await newPlayer();
      const bound = await call(t.app, '/api/bindcard', bankCard(), token);
      expect(bound).toMatchObject({ status: 200, message: MSG.ok });
      const list = await call(t.app, '/api/getcard', { type: 1 }, token);
      expect(list.data).toEqual([
        {
          id: bound.data.id,
          type: 1,
          bank: '中国工商银行',
          bank_owner: '张三',
          bank_no: '**** **** 7890',
          last4: '7890',
          bank_address: '北京市朝阳支行',
          ico: '/banks/icbc.png',
        },
      ]);
      expect(JSON.stringify(list)).not.toContain('622202');
      expect((await call(t.app, '/api/getcard', { type: 2 }, token)).data).toEqual([]);
    });

    const blank = { bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' };
    it.each([
      [blank, MSG.holderRequired],
      [{ ...blank, bank_owner: '张三' }, MSG.bankRequired],
      [{ ...blank, bank_owner: '张三', bank: '工行' }, MSG.openingBankRequired],
      [{ ...blank, bank_owner: '张三', bank: '工行', bank_address: '北京' }, MSG.cardNoRequired],
      [
        { ...blank, bank_owner: '张三', bank: '工行', bank_address: '北京', bank_no: '1' },
        MSG.cardPayPasswordRequired,
      ],
      [{ bank_no: '1234567', pay_pass: '1' }, MSG.cardNoLength],
      [{ pay_pass: '12345' }, MSG.cardPayPasswordLength],
      [{ pay_pass: 'p'.repeat(19) }, MSG.cardPayPasswordLength],
      [{ bank_no: '6222abcd12345' }, MSG.cardNoDigits],
    ])('checks the rules in the spec order: %o → %s', async (change, message) => {
      const token = await newPlayer();
      expect(await call(t.app, '/api/bindcard', bankCard(change), token)).toMatchObject({
        status: 400,
        message,
      });
    });

    it('refuses a wrong payment password, then locks after 5 wrong ones', async () => {
      const token = await newPlayer();
      for (let i = 0; i < 5; i++) {
        expect(
          await call(t.app, '/api/bindcard', bankCard({ pay_pass: 'wrong123' }), token),
        ).toMatchObject({
          status: 422,
          message: MSG.payPasswordWrong,
        });
      }
      expect(await call(t.app, '/api/bindcard', bankCard(), token)).toMatchObject({
        status: 429,
        message: MSG.passwordTriesExceeded,
      });
      expect((await call(t.app, '/api/getcard', { type: 1 }, token)).data).toEqual([]);
    });

    it('refuses the same card number twice, however it is spaced', async () => {
      const token = await newPlayer();
      expect((await call(t.app, '/api/bindcard', bankCard(), token)).status).toBe(200);
      expect(
        await call(t.app, '/api/bindcard', bankCard({ bank_no: '6222021234567890' }), token),
      ).toMatchObject({ status: 409, message: MSG.cardExists });
    });

    it('holds at most 5 cards', async () => {
      const token = await newPlayer();
      for (let i = 0; i < 5; i++) {
        const answer = await call(
          t.app,
          '/api/bindcard',
          bankCard({ bank_no: `6222000000${i}` }),
          token,
        );
        expect(answer.status).toBe(200);
      }
      expect(
        await call(t.app, '/api/bindcard', bankCard({ bank_no: '62220000009' }), token),
      ).toMatchObject({ status: 422, message: MSG.maxBankCards });
    });
  });

  describe('unbinding and other players', () => {
    it("player B can neither see nor delete player A's cards", async () => {
      const a = await newPlayer();
      const b = await newPlayer();
      const card = await call(t.app, '/api/bindcard', bankCard(), a);
      expect((await call(t.app, '/api/getcard', { type: 1 }, b)).data).toEqual([]);
      expect(await call(t.app, '/api/delcard', { id: card.data.id }, b)).toMatchObject({
        status: 404,
        message: MSG.cardNotFound,
      });
      // The same answer as an id that does not exist at all.
      expect(await call(t.app, '/api/delcard', { id: 987654321 }, b)).toMatchObject({
        status: 404,
        message: MSG.cardNotFound,
      });
      expect((await call(t.app, '/api/getcard', { type: 1 }, a)).data).toHaveLength(1);
    });

    it('unbinding hides the card at once; a second unbind is 404', async () => {
      const token = await newPlayer();
      const card = await call(t.app, '/api/bindcard', bankCard(), token);
      expect(await call(t.app, '/api/delcard', { id: String(card.data.id) }, token)).toMatchObject({
        status: 200,
        message: MSG.ok,
      });
      expect((await call(t.app, '/api/getcard', { type: 1 }, token)).data).toEqual([]);
      expect((await call(t.app, '/api/delcard', { id: card.data.id }, token)).status).toBe(404);
      const row = await t.store.db
        .selectFrom('payees')
        .select('deleted_at')
        .where('id', '=', card.data.id)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).toBeGreaterThan(0);
      // The same number may be bound again once the old one is gone.
      expect((await call(t.app, '/api/bindcard', bankCard(), token)).status).toBe(200);
    });

    it('delcard needs a positive integer id', async () => {
      const token = await newPlayer();
      for (const body of [{}, { id: 'abc' }, { id: -1 }]) {
        expect((await call(t.app, '/api/delcard', body, token)).status).toBe(400);
      }
    });
  });

  it('a trial account cannot bind a card', async () => {
    const guest = (await call(t.app, '/api/guest_login')).data.api_token;
    for (const body of [bankCard(), { bank: 'USDT', bank_no: TRC20, bank_owner: 'TRC20' }]) {
      expect(await call(t.app, '/api/bindcard', body, guest)).toMatchObject({
        status: 403,
        message: MSG.guestNotAllowed,
      });
    }
    expect((await call(t.app, '/api/getcard', { type: 2 }, guest)).data).toEqual([]);
  });
});
