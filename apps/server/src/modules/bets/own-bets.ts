import { sql } from 'kysely';
import { BET_STATUS } from '@app/contract/bets';
import type { Tx } from '../../platform/db/database.ts';

/**
 * Bets of the games the platform runs itself (the lottery rooms): the owner writes them here, so
 * they show in /betRecord and count as turnover like a venue's. A bet opens unsettled (status 2)
 * when it is placed and is settled once (status 1, or 0 when void).
 */

/** Our own platforms' names in the records (a venue's come from the venues). */
export const OWN_PLATFORM_NAMES: ReadonlyMap<string, string> = new Map([['lottery', '彩票']]);

export interface OpenBet {
  userId: number;
  platname: string;
  /** Unique within the platform. */
  betId: string;
  gameCode: string;
  stakeMinor: bigint;
  betAt: number;
}

export interface SettledBet {
  betId: string;
  status: 0 | 1;
  validMinor: bigint;
  /** The player's win (+) or loss (−): payout − stake. */
  winLossMinor: bigint;
}

/** Rows per statement (well under SQLite's and PostgreSQL's parameter limits). */
const CHUNK = 500;

/** Records bets as unsettled, in the caller's transaction; a bet id already recorded is kept. */
export async function openBets(tx: Tx, bets: readonly OpenBet[], now: number): Promise<void> {
  for (let i = 0; i < bets.length; i += CHUNK) {
    await tx
      .insertInto('bet_records')
      .values(
        bets.slice(i, i + CHUNK).map((bet) => ({
          user_id: bet.userId,
          platname: bet.platname,
          bet_id: bet.betId,
          game_code: bet.gameCode,
          bet_minor: bet.stakeMinor,
          valid_bet_minor: 0n,
          win_loss_minor: 0n,
          status: BET_STATUS.unsettled,
          bet_at: bet.betAt,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['platname', 'bet_id']).doNothing())
      .execute();
  }
}

/**
 * Settles recorded bets (only those still unsettled: a repeat changes nothing), in the caller's
 * transaction. One statement per chunk: the new values travel as CASE lists keyed by bet id.
 */
export async function settleBets(
  tx: Tx,
  platname: string,
  bets: readonly SettledBet[],
): Promise<void> {
  for (let i = 0; i < bets.length; i += CHUNK) {
    const chunk = bets.slice(i, i + CHUNK);
    const ids = chunk.map((bet) => bet.betId);
    const caseOf = (value: (bet: SettledBet) => bigint | number) =>
      sql`case bet_id ${sql.join(
        chunk.map((bet) => sql`when ${bet.betId} then ${sql.lit(Number(value(bet)))}`),
        sql` `,
      )} end`;
    await tx
      .updateTable('bet_records')
      .set({
        status: caseOf((bet) => bet.status) as never,
        valid_bet_minor: caseOf((bet) => bet.validMinor) as never,
        win_loss_minor: caseOf((bet) => bet.winLossMinor) as never,
      })
      .where('platname', '=', platname)
      .where('bet_id', 'in', ids)
      .where('status', '=', BET_STATUS.unsettled)
      .execute();
  }
}
