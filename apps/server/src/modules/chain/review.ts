import type { Tx } from '../../platform/db/database.ts';

/**
 * An operator's decision on a deposit that held a transfer for review (the wallet's review, in
 * its transaction): the transfer becomes credited (with what was credited) or rejected.
 */
export async function settleReviewedTransfer(
  tx: Tx,
  input: { depositNo: string; approved: boolean; creditedMinor: bigint; at: number },
): Promise<void> {
  await tx
    .updateTable('chain_transfers')
    .set(
      input.approved
        ? { state: 'credited', credited_minor: input.creditedMinor, settled_at: input.at }
        : { state: 'rejected', settled_at: input.at },
    )
    .where('deposit_no', '=', input.depositNo)
    .where('state', '=', 'review')
    .execute();
}
