import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';

/**
 * THE place where a promotion is admitted, inside the transaction that records it, before anything
 * is written (DESIGN §12: an excluded player receives no promotions): a red packet drawn here, and
 * an activity application (the activities module calls it when a player applies and again when an
 * approval pays the bonus). It admits everyone today; player protection adds its refusal here
 * (throw an AppError, and nothing is written). Guests never reach it: red packets never qualify
 * them and activities refuse them first.
 */
export async function admitPromotion(
  _ctx: AppContext,
  _tx: Tx,
  _input: { userId: number; kind: 'redpacket' | 'activity'; amountMinor: bigint },
): Promise<void> {
  // Nothing to refuse yet: the protection module (DESIGN §12) hooks in here.
}
