import type { AdminWithdrawalPayout } from '@app/contract/admin-chain';
import type { Chain, PayoutState } from '@app/contract/chain-constants';
import { fillMessage, MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { displayAddress, hexOf } from './addresses.ts';
import { formatUnits } from './amounts.ts';
import { readChainSettings, requiredConfirmations, watchedChain } from './chains.ts';
import { normalHash } from './source.ts';

/**
 * A withdrawal the operator paid from their own wallet: the transaction they name must be a
 * successful call of this chain's USDT contract moving exactly the amount to the player's
 * address, with the required confirmations, before the withdrawal is marked paid. The check reads
 * the chain; what it found is answered, the wallet keeps it.
 */
export interface PayoutCheck {
  state: PayoutState;
  txHash: string;
  confirmations: number;
  required: number;
  problems: string[];
  foundTo: string;
  /** 10^-6 USDT; 0 when no transfer was found. */
  foundUnits: bigint;
}

export async function checkPayout(
  ctx: AppContext,
  input: { chain: Chain; txHash: string; to: string; units: bigint },
): Promise<PayoutCheck> {
  const w = watchedChain(ctx, input.chain);
  if (!w) throw new DomainError('chain_not_configured');
  const txHash = normalHash(input.txHash);
  const settings = await readChainSettings(ctx.store.db);
  const required = requiredConfirmations(ctx, settings, input.chain);
  const base = { txHash, required, confirmations: 0, foundTo: '', foundUnits: 0n };
  const expectedHex = hexOf(input.chain, input.to);
  let receipt;
  let head;
  try {
    [receipt, head] = await Promise.all([w.source.receipt(txHash), w.source.head()]);
  } catch (error) {
    throw new DomainError('chain_unreachable', {
      reason: error instanceof Error ? error.message.slice(0, 120) : 'unknown',
    });
  }
  if (!receipt) return { ...base, state: 'mismatch', problems: [MSG.chainTxNotFound] };
  const confirmations = Math.max(0, head - receipt.blockNumber + 1);
  if (!receipt.success) {
    return { ...base, confirmations, state: 'mismatch', problems: [MSG.chainTxFailed] };
  }
  if (receipt.transfers.length === 0) {
    return { ...base, confirmations, state: 'mismatch', problems: [MSG.chainTxNoTransfer] };
  }
  // The transfer to the player's address, else the first one (to say where it went instead).
  const found = receipt.transfers.find((t) => t.toHex === expectedHex) ?? receipt.transfers[0]!;
  const problems: string[] = [];
  const expectedTo = expectedHex ? displayAddress(input.chain, expectedHex) : input.to;
  const foundTo = displayAddress(input.chain, found.toHex);
  if (found.toHex !== expectedHex) {
    problems.push(fillMessage(MSG.chainTxWrongTo, { expected: expectedTo, found: foundTo }));
  }
  if (found.amount !== input.units) {
    problems.push(
      fillMessage(MSG.chainTxWrongAmount, {
        expected: formatUnits(input.units),
        found: formatUnits(found.amount),
      }),
    );
  }
  const state: PayoutState =
    problems.length > 0 ? 'mismatch' : confirmations >= required ? 'paid' : 'waiting';
  return { ...base, confirmations, foundTo, foundUnits: found.amount, problems, state };
}

/** The check as the console shows it. */
export function payoutView(
  id: number,
  chain: Chain,
  check: Omit<PayoutCheck, 'foundUnits'> & { foundUnits: bigint },
  checkedAt: string,
): AdminWithdrawalPayout {
  return {
    id,
    chain,
    tx_hash: check.txHash,
    state: check.state,
    confirmations: check.confirmations,
    required: check.required,
    problems: check.problems,
    found_to: check.foundTo,
    found_amount: check.foundTo === '' ? '' : formatUnits(check.foundUnits),
    checked_at: checkedAt,
  };
}
