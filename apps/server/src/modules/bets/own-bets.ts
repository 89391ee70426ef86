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
 * transaction. One statement per chunk: the new values travel as a VALUES list joined on the bet
 * id (UPDATE … FROM, SQLite ≥ 3.33 and PostgreSQL), bound as parameters, so every full chunk is
 * the same SQL text (the SQLite statement cache compiles it once) and each row is found through
 * the (platname, bet_id) index instead of being matched against a CASE list of the whole chunk.
 * VALUES columns are `column1…` on both databases; the casts give PostgreSQL their types.
 */
export async function settleBets(
  tx: Tx,
  platname: string,
  bets: readonly SettledBet[],
): Promise<void> {
  for (let i = 0; i < bets.length; i += CHUNK) {
    const rows = bets
      .slice(i, i + CHUNK)
      .map(
        (bet) =>
          sql`(${bet.betId}, cast(${bet.status} as integer), cast(${bet.validMinor} as bigint), cast(${bet.winLossMinor} as bigint))`,
      );
    await sql`update bet_records
      set status = v.column2, valid_bet_minor = v.column3, win_loss_minor = v.column4
      from (values ${sql.join(rows)}) as v
      where bet_records.platname = ${platname}
        and bet_records.bet_id = v.column1
        and bet_records.status = ${BET_STATUS.unsettled}`.execute(tx);
  }
}
