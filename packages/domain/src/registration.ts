import { LIMITS } from '@app/contract/limits';
import { AUTH_MSG } from '@app/contract/messages-auth';

/** 6–16 letters or digits (spec part 2 §5). */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{6,16}$/;

export interface RegistrationInput {
  name: string;
  password: string;
  /** Absent in the first registration variant (/reg), which has no confirmation field. */
  confirmPass?: string | undefined;
  code: string;
}

/**
 * The registration rules of spec part 2 §5, in the order the player meets them. Returns the
 * spec's message for the first rule broken, or null. Used by the screen and by the server.
 */
export function registrationError(input: RegistrationInput): string | null {
  if (!USERNAME_PATTERN.test(input.name)) return AUTH_MSG.nameRule;
  if (input.password.length < LIMITS.passwordMin) return AUTH_MSG.passwordLength;
  if (input.password.length > LIMITS.passwordMax) return AUTH_MSG.passwordTooLong;
  if (input.confirmPass !== undefined && input.confirmPass !== input.password) {
    return AUTH_MSG.passwordMismatch;
  }
  if (input.code.trim() === '') return AUTH_MSG.captchaRequired;
  return null;
}

/** Login needs both fields (spec part 2 §5). */
export function loginError(input: { name: string; password: string }): string | null {
  if (input.name.trim() === '' || input.password === '') return AUTH_MSG.loginRequired;
  return null;
}
