import { MSG } from '@app/contract/messages';
import { BIRTHDAY_MIN } from '@app/contract/profile-constants';

/** A mainland mobile number: 11 digits starting 13–19 (spec part 1 §5 'mainland mobile pattern'). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** An e-mail address: name@domain.tld, letters, digits and . _ % + - (spec part 1 §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** YYYY-MM-DD (spec part 1 §5). */
export const BIRTHDAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Upper bounds of the contact fields (the users table's columns). */
export const CONTACT_LIMITS = { mobileMax: 11, emailMax: 128 } as const;

export interface ContactInput {
  email: string;
  mobile: string;
  birthday: string;
}

/** Whether `text` is YYYY-MM-DD and names a real calendar day. */
export function isCalendarDate(text: string): boolean {
  if (!BIRTHDAY_PATTERN.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The profile rules of spec part 1 §5, in the screen's order (mobile, email, birthday): the
 * message of the first rule broken, or null. A field left empty is not checked (ours: a player
 * need not give a mobile, an e-mail or a birthday); a birthday is a real day from 1980-01-01 to
 * `today` (YYYY-MM-DD, the caller's Beijing day). Used by the screen and by the server.
 */
export function contactError(input: ContactInput, today: string): string | null {
  if (input.mobile !== '' && !MOBILE_PATTERN.test(input.mobile)) return MSG.mobileInvalid;
  if (
    input.email !== '' &&
    (input.email.length > CONTACT_LIMITS.emailMax || !EMAIL_PATTERN.test(input.email))
  ) {
    return MSG.emailInvalid;
  }
  if (input.birthday !== '') {
    if (!isCalendarDate(input.birthday)) return MSG.birthdayInvalid;
    if (input.birthday < BIRTHDAY_MIN || input.birthday > today) return MSG.birthdayRange;
  }
  return null;
}
