import { PLAYER_COUNT_THRESHOLD } from '@app/contract/site-content';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { lockSetting, readSetting, writeSetting } from '../content/index.ts';

/**
 * The threshold under which a category's player count is not shown (DESIGN §9): typel answers a
 * real count at or above it and 0 below it (the app shows nothing for 0). Default 1: a category
 * nobody plays shows no "0 人在玩". A `settings` row (PLAYER_COUNTS_KEY) the operator edits.
 */
export const PLAYER_COUNTS_KEY = 'games.player_counts';

export async function readPlayerCountThreshold(db: Tx | Store['db']): Promise<number> {
  const stored = (await readSetting(db, PLAYER_COUNTS_KEY)) as { threshold?: unknown } | null;
  const value = stored?.threshold;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= PLAYER_COUNT_THRESHOLD.min &&
    value <= PLAYER_COUNT_THRESHOLD.max
    ? value
    : PLAYER_COUNT_THRESHOLD.default;
}

/** The count a player is shown: the real one at or above the threshold, else 0 (hidden). */
export function shownCount(players: number, threshold: number): number {
  return players >= threshold ? players : 0;
}

/** POST /api/admin/player-counts/update {threshold}: audited in the same transaction. */
export async function updatePlayerCountThreshold(
  ctx: AppContext,
  actor: Actor,
  threshold: number,
): Promise<{ threshold: number }> {
  return inTransaction(ctx.store, async (tx) => {
    await lockSetting(ctx.store, tx, PLAYER_COUNTS_KEY);
    const before = await readPlayerCountThreshold(tx);
    await writeSetting(tx, PLAYER_COUNTS_KEY, { threshold });
    await recordAudit(ctx, tx, actor, 'player_counts.update', PLAYER_COUNTS_KEY, {
      before: { threshold: before },
      after: { threshold },
    });
    return { threshold };
  });
}
