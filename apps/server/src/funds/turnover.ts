import type { AppContext } from '../context.ts';
import { approvedDepositsMinor } from './deposits.service.ts';
import { readWalletSettings } from './wallet-settings.ts';
import { multiplyRoundDown, parseRate } from './rates.ts';
import { lastPaidWithdrawalAt } from './withdrawals.service.ts';

/**
 * The turnover (打码量) still required before a withdrawal (POST /api/getBetAmount): deposits
 * credited since the last paid withdrawal, times the operator's multiple, less the valid bets
 * placed since then; never below zero.
 *
 * Valid bets come from the venues' bet records, which arrive with the game integration; until then
 * no bet exists, so with a multiple above zero every deposit must be played through first. The
 * demo default multiple is 0 (no requirement) for that reason.
 */
export async function requiredTurnoverMinor(ctx: AppContext, userId: number): Promise<bigint> {
  const settings = await readWalletSettings(ctx);
  const multiple = parseRate(settings.turnover_multiple);
  if (multiple === 0n) return 0n;
  const since = await lastPaidWithdrawalAt(ctx, userId);
  const deposits = await approvedDepositsMinor(ctx, userId, since);
  const required =
    multiplyRoundDown(deposits, multiple) - (await validBetsMinor(ctx, userId, since));
  return required > 0n ? required : 0n;
}

/** Valid bets since `sinceMs`; bet records do not exist yet (see above). */
async function validBetsMinor(
  _ctx: AppContext,
  _userId: number,
  _sinceMs: number,
): Promise<bigint> {
  return 0n;
}
