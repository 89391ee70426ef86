/**
 * Constants of saved payees (spec part 2 §3, §5, §9), apart from the schemas in payees.ts so the
 * screens can read them without loading zod.
 */

/** type of a saved card: 1 bank card, 2 USDT address (spec part 2 §3). */
export const CARD_TYPE = { bank: 1, usdt: 2 } as const;
export type CardType = (typeof CARD_TYPE)[keyof typeof CARD_TYPE];

/** At most this many live cards of each type per player (spec part 2 §5, §9). */
export const CARDS_PER_TYPE_MAX = 5;

/** The fixed `bank` value of a USDT address (spec part 2 §5). */
export const USDT_BANK = 'USDT';

/** Column sizes of the payees table: longer input is a 400. */
export const CARD_FIELD_MAX = {
  bank: 64,
  bank_owner: 64,
  bank_no: 64,
  bank_address: 128,
  ico: 255,
} as const;
