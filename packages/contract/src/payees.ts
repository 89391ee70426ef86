import { z } from 'zod';
import { MSG } from './messages.ts';
import { CARD_FIELD_MAX, type CardType } from './payees-limits.ts';
import type { TextInput } from './wire.ts';

export type { CardType };

/**
 * Saved payees ("cards": bank cards and USDT addresses) and password changes (spec part 2 §3, §5,
 * §7). Strings are bounded; a missing text is '' so the rules can answer the spec's "required"
 * message rather than a generic 400.
 */
const text = (max: number, message: string = MSG.badRequest) =>
  z.preprocess(
    (v: TextInput) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: message }).max(max, { error: message }),
  );

const cardType = z.preprocess(
  (v: CardType | `${CardType}` | '' | null | undefined) =>
    v === undefined || v === null || v === '' ? undefined : Number(v),
  z.union([z.literal(1), z.literal(2)], { error: MSG.badRequest }),
);

// POST /api/getcard {type: 1 bank | 2 USDT} -> Card[] of the caller's own, newest last
export const getCardPayload = z.object({ type: cardType });
export interface GetCardPayload {
  type: CardType;
}

/** A saved card as answered: `bank_no` is masked (bank: '**** **** 1234'; USDT: 'TXyz****abcd'). */
export const card = z.object({
  id: z.number(),
  type: z.number(),
  bank: z.string(),
  /** Bank card: the holder's name. USDT: the protocol, TRC20 or ERC20. */
  bank_owner: z.string(),
  bank_no: z.string(),
  /** The last 4 characters of the number, as the screens show them. */
  last4: z.string(),
  bank_address: z.string(),
  ico: z.string(),
});
export type Card = z.infer<typeof card>;
export const cardList = z.array(card);

/**
 * POST /api/bindcard. Bank card: {bank_owner, bank, bank_address, bank_no, pay_pass, ico}.
 * USDT: {bank: 'USDT', bank_no: address, bank_owner: 'TRC20' | 'ERC20'}. The kind is told by
 * `bank` (USDT, any case). Answers the new card (masked).
 */
export const bindCardPayload = z.object({
  bank: text(CARD_FIELD_MAX.bank),
  bank_owner: text(CARD_FIELD_MAX.bank_owner),
  bank_no: text(CARD_FIELD_MAX.bank_no),
  bank_address: text(CARD_FIELD_MAX.bank_address),
  pay_pass: text(64),
  ico: text(CARD_FIELD_MAX.ico),
});
/** What a client sends: the fields a kind does not use may be left out. */
export interface BindCardPayload {
  bank: string;
  bank_owner: string;
  bank_no: string;
  bank_address?: string;
  pay_pass?: string;
  ico?: string;
}

// POST /api/delcard {id} -> null; only the caller's own; unknown or someone else's: 404 卡片不存在
export const delCardPayload = z.object({
  id: z.preprocess(
    (v: number | string) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: MSG.badRequest }).int().positive().max(Number.MAX_SAFE_INTEGER),
  ),
});
export interface DelCardPayload {
  id: number;
}

/**
 * POST /api/editPassword (login password) and /api/editPayPassword (payment password).
 * The spec lists the payload as {paypassword, password}; ours names the three fields of the
 * screen: `oldpassword` (the current password; the spec's `paypassword` is read as the same
 * field when `oldpassword` is absent), `password` (the new one) and `repassword` (its
 * confirmation; when absent the server skips the confirmation rule, which the screen applies).
 * A player without a payment password (Telegram) proves editPayPassword with the login password.
 * A changed login password ends every session of the player (the client goes to /login).
 */
export const passwordChangePayload = z
  .object({
    oldpassword: text(64).optional(),
    paypassword: text(64).optional(),
    password: text(64),
    repassword: z.preprocess((v: TextInput) => (v === null ? undefined : v), text(64).optional()),
  })
  .transform(({ oldpassword, paypassword, password, repassword }) => ({
    oldpassword: oldpassword || paypassword || '',
    password,
    repassword,
  }));
/** What a client sends (the screen sends all three of ours). */
export interface PasswordChangePayload {
  oldpassword?: string;
  /** The spec's name of the old password; read when `oldpassword` is absent. */
  paypassword?: string;
  password: string;
  repassword?: string;
}
