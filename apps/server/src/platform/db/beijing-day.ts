import { sql, type RawBuilder } from 'kysely';

/**
 * Beijing days in SQL (DESIGN §9: business days are Beijing days, UTC+8, no daylight saving): the
 * day index of an epoch-ms column is floor((ms + 8 h) / 24 h), an integer division on both SQLite
 * and PostgreSQL (times are positive bigints). Reports group by it and turn it back into the day's
 * first millisecond with `beijingDayIndexStart`.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `((column + 8 h) / 24 h)`: the Beijing day index of an epoch-ms column (a qualified name is fine). */
export function beijingDayIndexSql(column: string): RawBuilder<number> {
  return sql<number>`((${sql.ref(column)} + ${sql.lit(OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;
}

/** The Beijing day index of an instant (the same as the SQL). */
export function beijingDayIndex(at: number): number {
  return Math.floor((at + OFFSET_MS) / DAY_MS);
}

/** Epoch ms of the first millisecond of a Beijing day index. */
export function beijingDayIndexStart(index: number): number {
  return index * DAY_MS - OFFSET_MS;
}
