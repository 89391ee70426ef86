import { sql } from 'kysely';
import { BET_STATUS } from '@app/contract/bets';
import { beijingDayIndexSql } from '../../platform/db/beijing-day.ts';
import type { BetContext } from './pull.ts';

/** One Beijing day of the bet records (by the time each bet was placed). */
export interface BetDay {
  /** Beijing day index (platform/db/beijing-day.ts). */
  day: number;
  /** Valid bets of the settled records (fen). */
  validMinor: bigint;
  /** Players with at least one record that day, whatever its status. */
  activePlayers: number;
}

/** The house's gross gaming revenue of one game on one day: stakes − payouts of settled records. */
export interface GameRevenue {
  day: number;
  platname: string;
  gameCode: string;
  /** −(sum of the players' win/loss) of the settled records (fen): positive when the house won. */
  ggrMinor: bigint;
}

/**
 * The operator's dashboard figures of the bet records placed in [since, until): per Beijing day,
 * valid bets and active players, and per day and game, the gross gaming revenue. Settled records
 * only for money (an unsettled bet has no result yet; a void one moved nothing).
 */
export async function betFiguresByDay(
  ctx: BetContext,
  since: number,
  until: number,
): Promise<{ days: BetDay[]; revenue: GameRevenue[] }> {
  const day = beijingDayIndexSql('bet_at');
  const dayRows = await ctx.store.db
    .selectFrom('bet_records')
    .select([
      day.as('day'),
      sql<bigint>`coalesce(sum(case when status = ${BET_STATUS.settled} then valid_bet_minor else 0 end), 0)`.as(
        'valid_minor',
      ),
      sql<number>`count(distinct user_id)`.as('players'),
    ])
    .where('bet_at', '>=', since)
    .where('bet_at', '<', until)
    .groupBy(day)
    .execute();
  const revenueRows = await ctx.store.db
    .selectFrom('bet_records')
    .select([
      day.as('day'),
      'platname',
      'game_code',
      sql<bigint>`coalesce(sum(win_loss_minor), 0)`.as('win_loss_minor'),
    ])
    .where('status', '=', BET_STATUS.settled)
    .where('bet_at', '>=', since)
    .where('bet_at', '<', until)
    .groupBy([day, 'platname', 'game_code'])
    .execute();
  return {
    days: dayRows.map((row) => ({
      day: Number(row.day),
      validMinor: row.valid_minor,
      activePlayers: Number(row.players),
    })),
    revenue: revenueRows.map((row) => ({
      day: Number(row.day),
      platname: row.platname,
      gameCode: row.game_code,
      ggrMinor: -row.win_loss_minor,
    })),
  };
}
