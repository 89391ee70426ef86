import { tableBetNo } from '@app/contract/house-constants';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { afterCommit, inTransaction } from '../../platform/db/transaction.ts';
import { moveWithHouseVenue } from '../ledger/index.ts';
import { houseTablePayKey } from './ledger-keys.ts';
import { lockBets } from './rounds.ts';
import type { HouseTable } from './table-registry.ts';
import { publishResult } from './table-room.ts';
import {
  dealOf,
  dealtRoundOf,
  dueRounds,
  lockRound,
  type DealtRound,
  type RoundRow,
} from './table-rounds.ts';
import { isValidStake, paidFor } from './table-rules.ts';

/**
 * Dealing and settling a table round: ONE transaction (DESIGN §5, §12) that locks the round's row,
 * finds it still 'open' (else another node or an earlier attempt did it: nothing happens), deals
 * the cards from the round's seed, pays every player what their areas won back into their house
 * wallet (one ledger movement per player, key by table, round and player), writes one bet record
 * per player, and marks the round 'settled' with its cards and outcome. A node dying midway rolls
 * all of it back; the job slot is taken over and the round is dealt then — never twice.
 */

interface PlayerLine {
  area: string;
  stake: bigint;
  held: bigint;
  paid: bigint;
}

async function payPlayers(
  ctx: AppContext,
  tx: Tx,
  table: HouseTable,
  row: RoundRow,
  outcome: Parameters<typeof paidFor>[3],
  now: number,
): Promise<number> {
  const bets = await tx
    .selectFrom('house_table_bets')
    .select(['user_id', 'area', 'stake_minor', 'held_minor'])
    .where('round_id', '=', row.id)
    .orderBy('user_id')
    .orderBy('area')
    .execute();
  const byPlayer = new Map<number, PlayerLine[]>();
  for (const bet of bets) {
    const paid = paidFor(table.game, bet.area, bet.stake_minor, outcome);
    const lines = byPlayer.get(bet.user_id) ?? [];
    lines.push({ area: bet.area, stake: bet.stake_minor, held: bet.held_minor, paid });
    byPlayer.set(bet.user_id, lines);
  }
  for (const [userId, lines] of byPlayer) {
    const sum = (pick: (l: PlayerLine) => bigint) => lines.reduce((t, l) => t + pick(l), 0n);
    const paid = sum((l) => l.paid);
    if (paid > 0n) {
      await moveWithHouseVenue(ctx, tx, {
        userId,
        purpose: 'house_pool',
        amountMinor: paid,
        key: houseTablePayKey(table.code, row.round, userId),
        kind: 'house_win',
        memo: table.code,
      });
    }
    await tx
      .insertInto('house_table_records')
      .values({
        bet_no: tableBetNo(table.code, row.round, userId),
        round_id: row.id,
        table_code: table.code,
        round: row.round,
        game: table.game,
        user_id: userId,
        stake_minor: sum((l) => l.stake),
        valid_minor: sum((l) => (isValidStake(l.paid, l.stake, l.held) ? l.stake : 0n)),
        held_minor: sum((l) => l.held),
        paid_minor: paid,
        detail: JSON.stringify(
          lines.map((l) => ({ area: l.area, stake: `${l.stake}`, paid: `${l.paid}` })),
        ),
        created_at: now,
      })
      .execute();
  }
  return byPlayer.size;
}

/** Deals and settles one round unless it is settled already; answers it as dealt, or null. */
export async function settleRound(
  ctx: AppContext,
  table: HouseTable,
  roundId: number,
): Promise<DealtRound | null> {
  const { store } = ctx;
  const settled = await inTransaction(store, async (tx) => {
    await lockBets(store, tx, 'shared');
    const row = await lockRound(store, tx, roundId, 'update');
    if (!row || row.state !== 'open') return null;
    const now = ctx.clock.now();
    const dealt = await dealOf(table.game, row);
    const players = await payPlayers(ctx, tx, table, row, dealt.outcome, now);
    const changed = {
      state: 'settled',
      cards: JSON.stringify(dealt.cards),
      outcome: JSON.stringify(dealt.outcome),
      dealt_at: now,
    };
    await tx
      .updateTable('house_table_rounds')
      .set(changed)
      .where('id', '=', row.id)
      .where('state', '=', 'open')
      .execute();
    const result = dealtRoundOf({ ...row, ...changed });
    if (result) afterCommit(() => void publishResult(ctx, table.code, result));
    return { result, players };
  });
  if (settled?.result) {
    ctx.log?.debug(
      { table: table.code, round: settled.result.round, players: settled.players },
      'house table round settled',
    );
  }
  return settled?.result ?? null;
}

/** Deals every round of the table whose betting has closed and that is still open, oldest first. */
export async function settleDue(ctx: AppContext, table: HouseTable): Promise<DealtRound[]> {
  const due = await dueRounds(ctx.store, table.code, ctx.clock.now());
  const results: DealtRound[] = [];
  for (const row of due) {
    const result = await settleRound(ctx, table, row.id);
    if (result) results.push(result);
  }
  return results;
}
