import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MSG } from '@app/contract/messages';
import { formatMinor, parseMinor } from '@app/contract/money';
import { usdtQuote, withdrawalError } from './withdrawal.ts';

const ok = { type: 1 as const, payeeId: 3, amount: '100', password: '123456' };

describe('withdrawalError', () => {
  it('accepts a complete withdrawal of at least 100', () => {
    expect(withdrawalError(ok)).toBeNull();
    expect(withdrawalError({ ...ok, amount: '100.00' })).toBeNull();
  });
  it('checks payee, then amount, then password, with the spec messages', () => {
    const empty = { payeeId: null, amount: '', password: '' };
    expect(withdrawalError({ ...empty, type: 1 })).toBe(MSG.chooseUsdtAddress);
    expect(withdrawalError({ ...empty, type: 2 })).toBe(MSG.chooseBankCard);
    expect(withdrawalError({ ...empty, type: 2, payeeId: 1 })).toBe('单笔取款不能低于100元');
    expect(withdrawalError({ ...ok, amount: '99.99', password: '' })).toBe('单笔取款不能低于100元');
    expect(withdrawalError({ ...ok, password: '' })).toBe(MSG.payPasswordRequired);
  });
  it('refuses an amount with more than 2 places', () => {
    expect(withdrawalError({ ...ok, amount: '100.001' })).toBe(MSG.amountInvalid);
  });
});

describe('usdtQuote', () => {
  it('divides by the rate, rounds down to 2 places and takes off the fee', () => {
    expect(usdtQuote('100', '7.30', '1.00')).toEqual({ usdt: '13.69', received: '12.69' });
    expect(usdtQuote('1000', '7.00', '5')).toEqual({ usdt: '142.85', received: '137.85' });
    // exact where floats drift (0.3 / 0.1 is 2.9999999999999996 in floats)
    expect(usdtQuote('0.30', '0.10', '0')).toEqual({ usdt: '3.00', received: '3.00' });
    expect(usdtQuote('3', '10', '0')).toEqual({ usdt: '0.30', received: '0.30' });
  });
  it('never goes below 0 received', () => {
    expect(usdtQuote('5', '7.30', '1.00')).toEqual({ usdt: '0.68', received: '0.00' });
    expect(usdtQuote('', '7.30', '1.00')).toEqual({ usdt: '0.00', received: '0.00' });
  });
  it('has no quote without a usable rate or amount', () => {
    expect(usdtQuote('100', '0', '1')).toBeNull();
    expect(usdtQuote('100', '', '1')).toBeNull();
    expect(usdtQuote('1.234', '7', '1')).toBeNull();
  });
  it('is the exact floor of amount / rate, minus the fee, for any inputs', () => {
    const money = (max: bigint) => fc.bigInt({ min: 0n, max });
    fc.assert(
      fc.property(
        money(10n ** 13n),
        money(10n ** 6n).filter((r) => r > 0n),
        money(10n ** 5n),
        (amount, rate, fee) => {
          const quote = usdtQuote(formatMinor(amount), formatMinor(rate), formatMinor(fee));
          expect(quote).not.toBeNull();
          const usdt = parseMinor(quote!.usdt)!;
          const received = parseMinor(quote!.received)!;
          // usdt is the largest number of USDT cents whose value does not exceed the amount
          expect(usdt * rate <= amount * 100n).toBe(true);
          expect((usdt + 1n) * rate > amount * 100n).toBe(true);
          expect(received).toBe(usdt > fee ? usdt - fee : 0n);
        },
      ),
    );
  });
});
