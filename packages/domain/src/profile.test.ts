import { describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { contactError, isCalendarDate } from './profile.ts';

const ok = { mobile: '13812345678', email: 'a.b@example.com', birthday: '1990-05-20' };
const today = '2026-11-25';

describe('contactError', () => {
  it('accepts valid and empty fields', () => {
    expect(contactError(ok, today)).toBeNull();
    expect(contactError({ mobile: '', email: '', birthday: '' }, today)).toBeNull();
    expect(contactError({ ...ok, birthday: '1980-01-01' }, today)).toBeNull();
    expect(contactError({ ...ok, birthday: today }, today)).toBeNull();
  });
  it('gives the spec message of the first broken rule', () => {
    expect(contactError({ ...ok, mobile: '12812345678' }, today)).toBe(MSG.mobileInvalid);
    expect(contactError({ ...ok, mobile: '1381234567' }, today)).toBe(MSG.mobileInvalid);
    expect(contactError({ ...ok, email: 'a@b' }, today)).toBe(MSG.emailInvalid);
    expect(contactError({ ...ok, email: 'no at.com' }, today)).toBe(MSG.emailInvalid);
    expect(contactError({ ...ok, birthday: '1990/05/20' }, today)).toBe(MSG.birthdayInvalid);
    expect(contactError({ ...ok, birthday: '1990-02-30' }, today)).toBe(MSG.birthdayInvalid);
    expect(contactError({ ...ok, birthday: '1979-12-31' }, today)).toBe(MSG.birthdayRange);
    expect(contactError({ ...ok, birthday: '2026-11-26' }, today)).toBe(MSG.birthdayRange);
  });
  it('knows real calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
  });
});
