import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';

/**
 * THE place where a promotion payout of this module (a red packet) is admitted, inside the
 * transaction that pays it, before anything is written (DESIGN §12: an excluded player receives no
 * promotions). It admits everyone today; player protection adds its refusal here (throw an
 * AppError, and the draw writes nothing). Guests never reach it: they never qualify.
 */
export async function admitPromotion(
  _ctx: AppContext,
  _tx: Tx,
  _input: { userId: number; kind: 'redpacket'; amountMinor: bigint },
): Promise<void> {
  // Nothing to refuse yet: the protection module (DESIGN §12) hooks in here.
}
