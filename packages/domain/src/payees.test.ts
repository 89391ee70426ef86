import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MSG } from '@app/contract/messages';
import {
  bankCardError,
  isUsdtAddress,
  maskPayeeNumber,
  normalizeCardNo,
  passwordChangeError,
  usdtCardError,
} from './payees.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';

const trc20Address = fc
  .array(fc.constantFrom(...BASE58), { minLength: 33, maxLength: 33 })
  .map((chars) => `T${chars.join('')}`);
const erc20Address = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 40, maxLength: 40 })
  .map((chars) => `0x${chars.join('')}`);

describe('USDT addresses', () => {
  it('accepts every well-formed TRC20 and ERC20 address', () => {
    fc.assert(fc.property(trc20Address, (a) => isUsdtAddress('TRC20', a)));
    fc.assert(fc.property(erc20Address, (a) => isUsdtAddress('ERC20', a)));
  });

  it('refuses an address of the other protocol', () => {
    fc.assert(fc.property(trc20Address, (a) => !isUsdtAddress('ERC20', a)));
    fc.assert(fc.property(erc20Address, (a) => !isUsdtAddress('TRC20', a)));
  });

  it('refuses TRC20 addresses with a character outside base58 (0, O, I, l)', () => {
    fc.assert(
      fc.property(
        trc20Address,
        fc.integer({ min: 1, max: 33 }),
        fc.constantFrom('0', 'O', 'I', 'l', ' ', '-'),
        (address, at, bad) =>
          !isUsdtAddress('TRC20', `${address.slice(0, at)}${bad}${address.slice(at + 1)}`),
      ),
    );
  });

  it('refuses a wrong length or prefix', () => {
    expect(isUsdtAddress('TRC20', TRC20.slice(0, 33))).toBe(false);
    expect(isUsdtAddress('TRC20', `${TRC20}1`)).toBe(false);
    expect(isUsdtAddress('TRC20', `A${TRC20.slice(1)}`)).toBe(false);
    expect(isUsdtAddress('ERC20', ERC20.slice(0, 41))).toBe(false);
    expect(isUsdtAddress('ERC20', `0X${ERC20.slice(2)}`)).toBe(false);
    expect(isUsdtAddress('ERC20', `0x${'g'.repeat(40)}`)).toBe(false);
  });
});

describe('usdtCardError (add USDT)', () => {
  it('accepts a valid address of either protocol, blanks around it ignored', () => {
    expect(usdtCardError({ address: TRC20, protocol: 'TRC20' })).toBeNull();
    expect(usdtCardError({ address: ` ${ERC20} `, protocol: 'ERC20' })).toBeNull();
  });
  it.each([
    [{ address: '', protocol: '' }, MSG.usdtAddressRequired],
    [{ address: '   ', protocol: 'TRC20' }, MSG.usdtAddressRequired],
    [{ address: TRC20, protocol: '' }, MSG.protocolRequired],
    [{ address: TRC20, protocol: 'BEP20' }, MSG.protocolRequired],
    [{ address: TRC20, protocol: 'ERC20' }, MSG.addressInvalid],
    [{ address: 'hello', protocol: 'TRC20' }, MSG.addressInvalid],
  ])('%o → %s', (input, message) => {
    expect(usdtCardError(input)).toBe(message);
  });
});

describe('bankCardError (add bank card)', () => {
  const ok = {
    bank_owner: '张三',
    bank: '中国工商银行',
    bank_address: '北京市朝阳支行',
    bank_no: '6222 0212 3456 7890',
    pay_pass: 'pay123',
  };

  it('accepts a complete card', () => {
    expect(bankCardError(ok)).toBeNull();
  });

  it('checks the rules in the order of the spec', () => {
    // Emptying fields from the back: each time the earliest missing field is the one named.
    const blank = { bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' };
    expect(bankCardError(blank)).toBe(MSG.holderRequired);
    expect(bankCardError({ ...blank, bank_owner: 'x' })).toBe(MSG.bankRequired);
    expect(bankCardError({ ...blank, bank_owner: 'x', bank: 'x' })).toBe(MSG.openingBankRequired);
    const upToNo = { ...blank, bank_owner: 'x', bank: 'x', bank_address: 'x' };
    expect(bankCardError(upToNo)).toBe(MSG.cardNoRequired);
    expect(bankCardError({ ...upToNo, bank_no: '1' })).toBe(MSG.cardPayPasswordRequired);
    // Both lengths wrong: the card number is named first.
    expect(bankCardError({ ...upToNo, bank_no: '1', pay_pass: '1' })).toBe(MSG.cardNoLength);
    expect(bankCardError({ ...upToNo, bank_no: '12345678', pay_pass: '1' })).toBe(
      MSG.cardPayPasswordLength,
    );
  });

  it.each([
    [{ bank_owner: '  ' }, MSG.holderRequired],
    [{ bank_no: '1234 567' }, MSG.cardNoLength],
    [{ pay_pass: '12345' }, MSG.cardPayPasswordLength],
    [{ pay_pass: 'p'.repeat(19) }, MSG.cardPayPasswordLength],
    [{ bank_no: '6222abcd1234' }, MSG.cardNoDigits],
    [{ bank_no: '1'.repeat(31) }, MSG.cardNoLength],
  ])('%o → %s', (change, message) => {
    expect(bankCardError({ ...ok, ...change })).toBe(message);
  });

  it('accepts every pay password of 6 to 18 characters and every number of 8 to 30 digits', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6, maxLength: 18 }),
        fc.stringMatching(/^\d{8,30}$/),
        (pay_pass, bank_no) => bankCardError({ ...ok, pay_pass, bank_no }) === null,
      ),
    );
  });

  it('groups of digits typed with spaces or dashes are one number', () => {
    expect(normalizeCardNo(' 6222-0212 3456  7890 ')).toBe('6222021234567890');
  });
});

describe('passwordChangeError', () => {
  const ok = { oldpassword: 'old123', password: 'new123', repassword: 'new123' };

  it('accepts a valid change of either password', () => {
    expect(passwordChangeError('login', ok)).toBeNull();
    expect(passwordChangeError('pay', ok)).toBeNull();
  });

  it.each([
    [{ oldpassword: '', password: '', repassword: '' }, MSG.oldPasswordRequired],
    [{ password: '', repassword: '' }, MSG.newPasswordRequired],
    [{ repassword: '' }, MSG.confirmPasswordRequired],
    [{ oldpassword: '12345', password: '1', repassword: '2' }, MSG.oldPasswordLength],
    [{ password: '12345', repassword: '2' }, MSG.newPasswordLength],
    [{ repassword: 'new124' }, MSG.passwordMismatch],
    [{ password: 'old123', repassword: 'old123' }, MSG.newEqualsOld],
  ])('%o → %s (rules in the spec order)', (change, message) => {
    expect(passwordChangeError('login', { ...ok, ...change })).toBe(message);
    expect(passwordChangeError('pay', { ...ok, ...change })).toBe(message);
  });

  it('caps the new password at 16 for login and 18 for payment', () => {
    const p17 = 'p'.repeat(17);
    const p19 = 'p'.repeat(19);
    expect(passwordChangeError('login', { ...ok, password: p17, repassword: p17 })).toBe(
      MSG.passwordTooLong,
    );
    expect(passwordChangeError('pay', { ...ok, password: p17, repassword: p17 })).toBeNull();
    expect(passwordChangeError('pay', { ...ok, password: p19, repassword: p19 })).toBe(
      MSG.payPasswordTooLong,
    );
  });

  it('skips the confirmation rules when no confirmation was sent', () => {
    expect(passwordChangeError('login', { oldpassword: 'old123', password: 'new123' })).toBeNull();
  });

  it('any two different passwords of 6–16 characters, confirmed, pass', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6, maxLength: 16 }),
        fc.string({ minLength: 6, maxLength: 16 }),
        (oldpassword, password) => {
          fc.pre(oldpassword !== password);
          return (
            passwordChangeError('login', { oldpassword, password, repassword: password }) === null
          );
        },
      ),
    );
  });
});

describe('maskPayeeNumber', () => {
  it('shows only the last 4 digits of a bank card', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,30}$/), (no) => {
        const masked = maskPayeeNumber(1, no);
        expect(masked).toBe(`**** **** ${no.slice(-4)}`);
        expect(masked.replace(/\D/g, '')).toBe(no.slice(-4));
      }),
    );
  });
  it('keeps the first and last 4 characters of an address', () => {
    expect(maskPayeeNumber(2, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe('TQn9****bLSE');
  });
});
