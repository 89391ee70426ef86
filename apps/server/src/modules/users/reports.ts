import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { beijingDayIndexSql } from '../../platform/db/beijing-day.ts';

/**
 * Players registered per Beijing day in [since, until) (the operator's dashboard), keyed by
 * Beijing day index. Guests (trial accounts) are not players who registered: they are not counted.
 */
export async function newPlayersByDay(
  db: Kysely<Database>,
  since: number,
  until: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('users')
    .select([beijingDayIndexSql('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_guest', '=', 0)
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .groupBy(beijingDayIndexSql('created_at'))
    .execute();
  return new Map(rows.map((row) => [Number(row.day), Number(row.n)]));
}
