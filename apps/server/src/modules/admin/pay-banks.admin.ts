import {
  PAY_BANKS_MAX,
  type AdminPayBank,
  type AdminPayBankCreatePayload,
  type AdminPayBankUpdatePayload,
} from '@app/contract/admin';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { diff, recordAudit, type Actor } from '../audit/index.ts';
import { lockSetting } from '../content/index.ts';
import {
  payBanksWithIds,
  readWalletSettings,
  updateWalletSettings,
  WALLET_SETTINGS_KEY,
} from '../wallet/index.ts';

/**
 * The receiving bank accounts of bank-transfer deposits (the player's getpaybank), kept in the
 * wallet settings and changed one account at a time from the console, each change with its audit
 * row (`pay_bank.create|update|delete`, target `pay_bank:<id>`) in the same transaction, with the
 * wallet settings locked so two operators' changes follow one another. Without an account the bank
 * way is neither offered nor accepted (wallet's `bankWayOpen`).
 */

/** POST /api/admin/pay-banks: the accounts in the order players see them. */
export async function listPayBanks(ctx: AppContext): Promise<AdminPayBank[]> {
  return payBanksWithIds((await readWalletSettings(ctx)).pay_banks);
}

/** The accounts inside the change's transaction, the settings locked. */
async function lockedPayBanks(ctx: AppContext, tx: Tx): Promise<AdminPayBank[]> {
  await lockSetting(ctx.store, tx, WALLET_SETTINGS_KEY);
  return payBanksWithIds((await readWalletSettings(ctx, tx)).pay_banks);
}

export async function createPayBank(
  ctx: AppContext,
  actor: Actor,
  payload: AdminPayBankCreatePayload,
): Promise<AdminPayBank> {
  return inTransaction(ctx.store, async (tx) => {
    const banks = await lockedPayBanks(ctx, tx);
    if (banks.length >= PAY_BANKS_MAX) throw new DomainError('pay_banks_full');
    const id = banks.reduce((max, b) => Math.max(max, b.id), 0) + 1;
    const created: AdminPayBank = { id, ...payload };
    await updateWalletSettings(ctx, { pay_banks: [...banks, created] }, tx);
    await recordAudit(ctx, tx, actor, 'pay_bank.create', `pay_bank:${id}`, created);
    return created;
  });
}

export async function updatePayBank(
  ctx: AppContext,
  actor: Actor,
  payload: AdminPayBankUpdatePayload,
): Promise<AdminPayBank> {
  return inTransaction(ctx.store, async (tx) => {
    const banks = await lockedPayBanks(ctx, tx);
    const before = banks.find((b) => b.id === payload.id);
    if (!before) throw new DomainError('pay_bank_not_found');
    const after: AdminPayBank = { ...payload };
    const changes = diff(before, after);
    if (changes === undefined) return before; // nothing changed: nothing written, nothing audited
    await updateWalletSettings(
      ctx,
      { pay_banks: banks.map((b) => (b.id === payload.id ? after : b)) },
      tx,
    );
    await recordAudit(ctx, tx, actor, 'pay_bank.update', `pay_bank:${payload.id}`, changes);
    return after;
  });
}

export async function deletePayBank(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number }> {
  return inTransaction(ctx.store, async (tx) => {
    const banks = await lockedPayBanks(ctx, tx);
    const removed = banks.find((b) => b.id === id);
    if (!removed) throw new DomainError('pay_bank_not_found');
    await updateWalletSettings(ctx, { pay_banks: banks.filter((b) => b.id !== id) }, tx);
    await recordAudit(ctx, tx, actor, 'pay_bank.delete', `pay_bank:${id}`, removed);
    return { id };
  });
}
