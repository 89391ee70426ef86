import type { AdminWithdrawalPayout } from '@app/contract/admin-chain';
import type { Chain } from '@app/contract/chain-constants';
import { fillMessage, MSG } from '@app/contract/messages';
import { parseMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import {
  checkPayout,
  UNITS_PER_CENT,
  watchedChain,
  watchedProtocols,
  type PayoutCheck,
} from '../chain/index.ts';
import { payoutRowView } from './payout-rows.ts';
import { decideWithdrawal } from './withdrawals.service.ts';
import { WITHDRAWAL_STATE } from './withdrawal-state.ts';

/**
 * A USDT withdrawal the operator paid from their own wallet (docs/chain-deposits.md): they name
 * the transaction; the chain module checks the token, the destination (the player's address), the
 * amount (what the player receives, usdt_receive) and the confirmations. Matching and confirmed:
 * the withdrawal is paid (as an approval, in the same transaction as the check's row and its audit
 * row). Matching but young: it waits, and `wallet.payouts` looks again until it is confirmed. Not
 * matching: flagged with what differs; nothing is paid, the operator may name another hash.
 */
const PAYEE_USDT = 2;
const RECHECK_SECONDS = 15;

export async function submitPayout(
  ctx: AppContext,
  input: { id: number; txHash: string },
  actor: Actor,
): Promise<AdminWithdrawalPayout> {
  const w = await ctx.store.db
    .selectFrom('withdrawals')
    .select(['id', 'state', 'payee_type', 'bank_no', 'bank_owner', 'usdt_receive'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!w) throw new DomainError('not_found');
  if (w.payee_type !== PAYEE_USDT || w.usdt_receive === '') {
    throw new DomainError('chain_payout_not_usdt');
  }
  if (w.state !== WITHDRAWAL_STATE.pending) throw new DomainError('chain_payout_not_pending');
  const chain = w.bank_owner as Chain;
  if (!watchedChain(ctx, chain)) throw new DomainError('chain_not_configured');
  const check = await checkPayout(ctx, {
    chain,
    txHash: input.txHash,
    to: w.bank_no,
    units: (parseMinor(w.usdt_receive) ?? 0n) * UNITS_PER_CENT,
  });
  try {
    return await inTransaction(ctx.store, async (tx) => {
      const taken = await tx
        .selectFrom('withdrawal_payouts')
        .select('withdrawal_id')
        .where('chain', '=', chain)
        .where('tx_hash', '=', check.txHash)
        .where('withdrawal_id', '!=', w.id)
        .executeTakeFirst();
      if (taken) throw new DomainError('chain_payout_taken');
      const row = await savePayout(ctx, tx, w.id, chain, check, actor.operatorId);
      await recordAudit(ctx, tx, actor, 'withdrawal.payout', `withdrawal:${w.id}`, {
        tx_hash: check.txHash,
        state: check.state,
        confirmations: check.confirmations,
        problems: check.problems,
      });
      if (check.state === 'paid') await markPaid(ctx, tx, w.id, check, actor.operatorId);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('chain_payout_taken');
    throw error;
  }
}

async function savePayout(
  ctx: AppContext,
  tx: Tx,
  withdrawalId: number,
  chain: Chain,
  check: PayoutCheck,
  operatorId: number,
): Promise<AdminWithdrawalPayout> {
  const now = ctx.clock.now();
  const fields = {
    chain,
    tx_hash: check.txHash,
    state: check.state,
    confirmations: check.confirmations,
    required: check.required,
    problems: JSON.stringify(check.problems),
    found_to: check.foundTo,
    found_minor: check.foundUnits,
    operator_id: operatorId,
    checked_at: now,
  };
  await tx
    .insertInto('withdrawal_payouts')
    .values({ withdrawal_id: withdrawalId, ...fields, created_at: now })
    .onConflict((oc) => oc.column('withdrawal_id').doUpdateSet(fields))
    .execute();
  return payoutRowView({ withdrawal_id: withdrawalId, ...fields });
}

async function markPaid(
  ctx: AppContext,
  tx: Tx,
  withdrawalId: number,
  check: PayoutCheck,
  operatorId: number,
): Promise<void> {
  await decideWithdrawal(ctx, tx, {
    id: withdrawalId,
    approve: true,
    remark: fillMessage(MSG.chainNotePayout, { hash: check.txHash }),
    operatorId,
  });
}

/**
 * `wallet.payouts`: the payouts still waiting for confirmations are looked at again (only where
 * a chain is watched: nothing else can check a hash).
 */
export function payoutJobs(ctx: AppContext): JobDefinition[] {
  if (watchedProtocols(ctx).length === 0) return [];
  return [
    {
      name: 'wallet.payouts',
      schedule: { every: RECHECK_SECONDS },
      maxAttempts: 1,
      handler: async () => {
        await recheckPayouts(ctx);
      },
    },
  ];
}

export async function recheckPayouts(ctx: AppContext): Promise<number> {
  const waiting = await ctx.store.db
    .selectFrom('withdrawal_payouts as p')
    .innerJoin('withdrawals as w', 'w.id', 'p.withdrawal_id')
    .select([
      'p.withdrawal_id',
      'p.chain',
      'p.tx_hash',
      'p.operator_id',
      'w.bank_no',
      'w.usdt_receive',
    ])
    .where('p.state', '=', 'waiting')
    .where('w.state', '=', WITHDRAWAL_STATE.pending)
    .limit(100)
    .execute();
  let paid = 0;
  for (const p of waiting) {
    const chain = p.chain as Chain;
    if (!watchedChain(ctx, chain)) continue;
    let check: PayoutCheck;
    try {
      check = await checkPayout(ctx, {
        chain,
        txHash: p.tx_hash,
        to: p.bank_no,
        units: (parseMinor(p.usdt_receive) ?? 0n) * UNITS_PER_CENT,
      });
    } catch {
      continue; // the chain did not answer: next time
    }
    const done = await inTransaction(ctx.store, async (tx) => {
      // Only if nothing changed meanwhile (another hash named, the withdrawal decided).
      const still = await tx
        .selectFrom('withdrawal_payouts as p')
        .innerJoin('withdrawals as w', 'w.id', 'p.withdrawal_id')
        .select('p.id')
        .where('p.withdrawal_id', '=', p.withdrawal_id)
        .where('p.tx_hash', '=', p.tx_hash)
        .where('p.state', '=', 'waiting')
        .where('w.state', '=', WITHDRAWAL_STATE.pending)
        .executeTakeFirst();
      if (!still) return false;
      await savePayout(ctx, tx, p.withdrawal_id, chain, check, p.operator_id);
      if (check.state !== 'paid') return false;
      await recordAudit(
        ctx,
        tx,
        { operatorId: p.operator_id, ip: '' },
        'withdrawal.payout',
        `withdrawal:${p.withdrawal_id}`,
        {
          tx_hash: check.txHash,
          state: check.state,
          confirmations: check.confirmations,
          by: 'wallet.payouts',
        },
      );
      await markPaid(ctx, tx, p.withdrawal_id, check, p.operator_id);
      return true;
    });
    if (done) paid += 1;
  }
  return paid;
}
