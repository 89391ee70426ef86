import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MSG } from '@app/contract/messages';
import { loginError, registrationError } from './registration.ts';

const ok = { name: 'player01', password: 'secret1', confirmPass: 'secret1', code: 'ab12' };

describe('registrationError', () => {
  it('accepts a valid registration', () => {
    expect(registrationError(ok)).toBeNull();
  });
  it.each([
    [{ ...ok, name: 'abc12' }, MSG.nameRule],
    [{ ...ok, name: 'abcdefghijklmnopq' }, MSG.nameRule],
    [{ ...ok, name: 'player_01' }, MSG.nameRule],
    [{ ...ok, name: '玩家玩家玩家' }, MSG.nameRule],
    [{ ...ok, password: '12345', confirmPass: '12345' }, MSG.passwordLength],
    [{ ...ok, password: 'a'.repeat(17), confirmPass: 'a'.repeat(17) }, MSG.passwordTooLong],
    [{ ...ok, confirmPass: 'secret2' }, MSG.passwordMismatch],
    [{ ...ok, code: '  ' }, MSG.captchaRequired],
  ])('refuses %o with the spec message', (input, message) => {
    expect(registrationError(input)).toBe(message);
  });
  it('has no confirmation rule when the variant has no confirmation field', () => {
    expect(registrationError({ ...ok, confirmPass: undefined })).toBeNull();
  });
  it('accepts every 6–16 alphanumeric name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{6,16}$/), (name) => {
        expect(registrationError({ ...ok, name })).toBeNull();
      }),
    );
  });
});

describe('loginError', () => {
  it('needs both fields', () => {
    expect(loginError({ name: '', password: 'x' })).toBe(MSG.loginRequired);
    expect(loginError({ name: 'x', password: '' })).toBe(MSG.loginRequired);
    expect(loginError({ name: 'x', password: 'y' })).toBeNull();
  });
});
