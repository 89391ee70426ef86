import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import { CARD_TYPE, type CardType } from '@app/contract/payees-limits';

/**
 * Rules of saved payees and password changes (spec part 2 §5), shared by the screens and the
 * server so that both answer the same message for the same input. Each function returns the
 * message of the first rule broken, in the spec's order, or null.
 */

export const USDT_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type UsdtProtocol = (typeof USDT_PROTOCOLS)[number];

import { ERC20_ADDRESS, TRC20_ADDRESS } from '@app/contract/usdt-address';

export { ERC20_ADDRESS, TRC20_ADDRESS };

/** Card numbers: 8 digits at least (spec), 30 at most (ours; real ones have up to 19). */
export const CARD_NO_MIN = 8;
export const CARD_NO_MAX = 30;

export function isUsdtProtocol(value: string): value is UsdtProtocol {
  return (USDT_PROTOCOLS as readonly string[]).includes(value);
}

/** Whether `address` has the shape of an address of `protocol`. */
export function isUsdtAddress(protocol: UsdtProtocol, address: string): boolean {
  return (protocol === 'TRC20' ? TRC20_ADDRESS : ERC20_ADDRESS).test(address);
}

/** A USDT address as entered, without surrounding blanks. */
export function normalizeAddress(address: string): string {
  return address.trim();
}

/** A card number without the spaces and dashes players type to group digits. */
export function normalizeCardNo(cardNo: string): string {
  return cardNo.replace(/[\s-]+/g, '');
}

/** Two payee numbers are the same card or address (ERC20 hex is case-insensitive). */
export function samePayeeNumber(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export interface UsdtCardInput {
  /** bank_no of the call. */
  address: string;
  /** bank_owner of the call: TRC20 or ERC20. */
  protocol: string;
}

/** Add USDT (spec part 2 §5): address required, protocol required, then the address's shape. */
export function usdtCardError(input: UsdtCardInput): string | null {
  const address = normalizeAddress(input.address);
  if (address === '') return MSG.usdtAddressRequired;
  if (!isUsdtProtocol(input.protocol)) return MSG.protocolRequired;
  if (!isUsdtAddress(input.protocol, address)) return MSG.addressInvalid;
  return null;
}

export interface BankCardInput {
  bank_owner: string;
  bank: string;
  bank_address: string;
  bank_no: string;
  pay_pass: string;
}

/**
 * Add bank card, in the spec's order (part 2 §5): holder, bank, bank address, card number and pay
 * password required; card number at least 8; pay password 6 to 18. Then (ours) the card number
 * must be digits and at most 30 of them.
 */
export function bankCardError(input: BankCardInput): string | null {
  const cardNo = normalizeCardNo(input.bank_no);
  if (input.bank_owner.trim() === '') return MSG.holderRequired;
  if (input.bank.trim() === '') return MSG.bankRequired;
  if (input.bank_address.trim() === '') return MSG.openingBankRequired;
  if (cardNo === '') return MSG.cardNoRequired;
  if (input.pay_pass === '') return MSG.cardPayPasswordRequired;
  if (cardNo.length < CARD_NO_MIN) return MSG.cardNoLength;
  if (
    input.pay_pass.length < LIMITS.payPasswordMin ||
    input.pay_pass.length > LIMITS.payPasswordMax
  ) {
    return MSG.cardPayPasswordLength;
  }
  if (!/^\d+$/.test(cardNo)) return MSG.cardNoDigits;
  if (cardNo.length > CARD_NO_MAX) return MSG.cardNoLength;
  return null;
}

/** 'login' is /password?type=1 (editPassword); 'pay' is any other type (editPayPassword). */
export type PasswordKind = 'login' | 'pay';

export interface PasswordChangeInput {
  oldpassword: string;
  password: string;
  /** The confirmation; undefined when the caller did not send one (the server skips the rule). */
  repassword?: string | undefined;
}

/** The longest new password: 16 for login (spec input max), 18 for payment (spec part 2 §9). */
export function passwordMax(kind: PasswordKind): number {
  return kind === 'login' ? LIMITS.passwordMax : LIMITS.payPasswordMax;
}

/**
 * Change password (spec part 2 §5), in order: old, new, confirmation required; old and new at
 * least 6; new equals confirmation; new differs from old. Then (ours) new at most 16 (login) or
 * 18 (payment) characters.
 */
export function passwordChangeError(kind: PasswordKind, input: PasswordChangeInput): string | null {
  const min = kind === 'login' ? LIMITS.passwordMin : LIMITS.payPasswordMin;
  if (input.oldpassword === '') return MSG.oldPasswordRequired;
  if (input.password === '') return MSG.newPasswordRequired;
  if (input.repassword === '') return MSG.confirmPasswordRequired;
  if (input.oldpassword.length < min) return MSG.oldPasswordLength;
  if (input.password.length < min) return MSG.newPasswordLength;
  if (input.repassword !== undefined && input.password !== input.repassword) {
    return MSG.passwordMismatch;
  }
  if (input.password === input.oldpassword) return MSG.newEqualsOld;
  if (input.password.length > passwordMax(kind)) {
    return kind === 'login' ? MSG.passwordTooLong : MSG.payPasswordTooLong;
  }
  return null;
}

/** The last 4 characters of a card number or address: what the screens show. */
export function lastFour(number: string): string {
  return number.slice(-4);
}

/**
 * A card number as answered to the client: bank cards '**** **** 1234'; USDT addresses keep their
 * first 4 and last 4 characters ('TXyz****abcd') so the player can tell them apart.
 */
export function maskPayeeNumber(type: CardType, number: string): string {
  if (type === CARD_TYPE.bank) return `**** **** ${lastFour(number)}`;
  if (number.length <= 8) return `****${lastFour(number)}`;
  return `${number.slice(0, 4)}****${lastFour(number)}`;
}
