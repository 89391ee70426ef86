import { describe, expect, it } from 'vitest';
import {
  bindCardPayload,
  delCardPayload,
  getCardPayload,
  passwordChangePayload,
} from './payees.ts';

describe('payee payloads', () => {
  it('getcard takes type 1 or 2, as a number or a string', () => {
    expect(getCardPayload.parse({ type: '2' })).toEqual({ type: 2 });
    expect(getCardPayload.parse({ type: 1 })).toEqual({ type: 1 });
    expect(getCardPayload.safeParse({ type: 3 }).success).toBe(false);
    expect(getCardPayload.safeParse({}).success).toBe(false);
  });

  it('bindcard makes missing texts empty and refuses oversized ones', () => {
    expect(bindCardPayload.parse({ bank: 'USDT', bank_no: 'T1', bank_owner: 'TRC20' })).toEqual({
      bank: 'USDT',
      bank_no: 'T1',
      bank_owner: 'TRC20',
      bank_address: '',
      pay_pass: '',
      ico: '',
    });
    expect(bindCardPayload.parse({ bank_no: 6222021234567890 }).bank_no).toBe('6222021234567890');
    expect(bindCardPayload.safeParse({ bank: 'x'.repeat(65) }).success).toBe(false);
  });

  it('delcard takes a positive integer id', () => {
    expect(delCardPayload.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of [0, -1, 1.5, 'x', '', null]) {
      expect(delCardPayload.safeParse({ id }).success).toBe(false);
    }
  });

  it("password change reads the spec's paypassword as the old password", () => {
    expect(passwordChangePayload.parse({ paypassword: 'old123', password: 'new123' })).toEqual({
      oldpassword: 'old123',
      password: 'new123',
      repassword: undefined,
    });
    expect(
      passwordChangePayload.parse({
        oldpassword: 'a',
        paypassword: 'b',
        password: 'c',
        repassword: null,
      }),
    ).toEqual({ oldpassword: 'a', password: 'c', repassword: undefined });
    expect(passwordChangePayload.parse({})).toEqual({
      oldpassword: '',
      password: '',
      repassword: undefined,
    });
    expect(passwordChangePayload.parse({ repassword: '' }).repassword).toBe('');
  });
});
