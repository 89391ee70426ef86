import type { z } from 'zod';
import type { bindCardPayload, Card } from '@app/contract/payees';
import {
  CARD_TYPE,
  CARDS_PER_TYPE_MAX,
  USDT_BANK,
  type CardType,
} from '@app/contract/payees-limits';
import {
  bankCardError,
  lastFour,
  maskPayeeNumber,
  normalizeAddress,
  normalizeCardNo,
  samePayeeNumber,
  usdtCardError,
} from '@app/domain/payees';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { checkPayPassword } from '../auth/index.ts';
import { lockUser } from '../users/index.ts';
import { inTransaction } from '../../platform/db/transaction.ts';

/**
 * Saved payees (spec part 2 "Card management"): bank cards (type 1) and USDT addresses (type 2)
 * a player withdraws to. Numbers are answered masked; the withdrawal module reads the full row
 * through `findOwnPayee`. A deleted card keeps its row (deleted_at) for the records.
 */

/**
 * Wrong payment passwords: this many per player and window, then 429. The counter is the one
 * withdrawals use (same key), so guesses spread over both calls are counted together.
 */
const PAY_PASSWORD_FAILURES_MAX = 5;
const PAY_PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

export interface PayeeRow {
  id: number;
  type: number;
  bank: string;
  bank_owner: string;
  bank_no: string;
  bank_address: string;
  ico: string;
}

const COLUMNS = ['id', 'type', 'bank', 'bank_owner', 'bank_no', 'bank_address', 'ico'] as const;

function toCard(row: PayeeRow): Card {
  const type = row.type === CARD_TYPE.usdt ? CARD_TYPE.usdt : CARD_TYPE.bank;
  return {
    id: row.id,
    type,
    bank: row.bank,
    bank_owner: row.bank_owner,
    bank_no: maskPayeeNumber(type, row.bank_no),
    last4: lastFour(row.bank_no),
    bank_address: row.bank_address,
    ico: row.ico,
  };
}

function livePayees(db: AppContext['store']['db'] | Tx, userId: number, type: CardType) {
  return db
    .selectFrom('payees')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('deleted_at', 'is', null)
    .orderBy('id');
}

/** POST /api/getcard: the player's own live cards of one type, oldest first, numbers masked. */
export async function listCards(ctx: AppContext, userId: number, type: CardType): Promise<Card[]> {
  const rows = await livePayees(ctx.store.db, userId, type).execute();
  return rows.map(toCard);
}

/**
 * The player's own live payee with its full number, or undefined (unknown, deleted or someone
 * else's). For the withdrawal module.
 */
export async function findOwnPayee(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<PayeeRow | undefined> {
  return ctx.store.db
    .selectFrom('payees')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

interface NewPayee {
  type: CardType;
  bank: string;
  bank_owner: string;
  bank_no: string;
  bank_address: string;
  ico: string;
}

/**
 * POST /api/bindcard. A USDT address when `bank` is USDT, otherwise a bank card. Rules in the
 * spec's order (400), then the bank card's payment password (422), then the limit of 5 per type
 * (422) and no second copy of the same number (409), both under a lock on the player's row so
 * two calls at once cannot pass either check together.
 */
export async function bindCard(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof bindCardPayload>,
): Promise<Card> {
  const isUsdt = input.bank.trim().toUpperCase() === USDT_BANK;
  let payee: NewPayee;
  if (isUsdt) {
    const protocol = input.bank_owner.trim().toUpperCase();
    const rule = usdtCardError({ address: input.bank_no, protocol });
    if (rule) throw new DomainError('payee_input_invalid', { message: rule });
    payee = {
      type: CARD_TYPE.usdt,
      bank: USDT_BANK,
      bank_owner: protocol,
      bank_no: normalizeAddress(input.bank_no),
      bank_address: '',
      ico: '',
    };
  } else {
    const rule = bankCardError(input);
    if (rule) throw new DomainError('payee_input_invalid', { message: rule });
    await assertPayPassword(ctx, userId, input.pay_pass);
    payee = {
      type: CARD_TYPE.bank,
      bank: input.bank.trim(),
      bank_owner: input.bank_owner.trim(),
      bank_no: normalizeCardNo(input.bank_no),
      bank_address: input.bank_address.trim(),
      ico: input.ico.trim(),
    };
  }

  const row = await inTransaction(ctx.store, async (tx) => {
    await lockUser(ctx.store, tx, userId);

    const existing = await livePayees(tx, userId, payee.type).execute();
    if (existing.length >= CARDS_PER_TYPE_MAX) {
      throw new DomainError(
        payee.type === CARD_TYPE.usdt ? 'max_usdt_addresses' : 'max_bank_cards',
      );
    }
    if (existing.some((card) => samePayeeNumber(card.bank_no, payee.bank_no))) {
      throw new DomainError(payee.type === CARD_TYPE.usdt ? 'address_exists' : 'card_exists');
    }
    return tx
      .insertInto('payees')
      .values({ user_id: userId, ...payee, created_at: ctx.clock.now(), deleted_at: null })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  });
  return toCard(row);
}

async function assertPayPassword(ctx: AppContext, userId: number, password: string) {
  const key = `pay-password-fail:${userId}`;
  if ((await ctx.limiter.count(key)) >= PAY_PASSWORD_FAILURES_MAX) {
    throw new DomainError('password_tries_exceeded');
  }
  if (!(await checkPayPassword(ctx, userId, password))) {
    await ctx.limiter.hit(key, PAY_PASSWORD_FAILURE_WINDOW_MS);
    throw new DomainError('pay_password_wrong');
  }
  await ctx.limiter.reset(key);
}

/**
 * POST /api/delcard: marks the player's own live card deleted. Unknown, already deleted and other
 * players' ids all answer 404 卡片不存在, so ids reveal nothing.
 */
export async function deleteCard(ctx: AppContext, userId: number, id: number): Promise<void> {
  const result = await ctx.store.db
    .updateTable('payees')
    .set({ deleted_at: ctx.clock.now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new DomainError('card_not_found');
}
