/**
 * The time filters of /washcodeRecords (spec part 2 §2 Wash code records, §9). POST /api/betrecord
 * takes only date codes (1 today, 2 last 7 days, 3 last 15, 4 last 30), so a range is asked as the
 * smallest code that covers it and narrowed on the client by each bet's Beijing day (spec part 2
 * §7: "wash page: empty, filtered by time on the client"). Days are Beijing days, YYYY-MM-DD.
 */
export type RangeKey = 'today' | 'yesterday' | 'd7' | 'd15' | 'd30' | 'custom';

export interface WashRange {
  key: RangeKey;
  /** The betrecord date code asked for. */
  date: 1 | 2 | 3 | 4;
  /** First and last Beijing day shown, inclusive. */
  from: string;
  to: string;
}

/** Custom ranges: at most this many days, within the last this many days (spec part 2 §9). */
export const MAX_RANGE_DAYS = 30;
export const RECORDS_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing day `daysAgo` days before `now`. */
export function beijingDay(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from day `a` to day `b` (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** The smallest date code whose window (today and the days before it) reaches back to `from`. */
export function dateCodeFor(from: string, now: Date): 1 | 2 | 3 | 4 {
  const back = daysBetween(from, beijingDay(now));
  if (back <= 0) return 1;
  if (back <= 6) return 2;
  if (back <= 14) return 3;
  return 4;
}

export function presetRange(key: Exclude<RangeKey, 'custom'>, now: Date): WashRange {
  const today = beijingDay(now);
  switch (key) {
    case 'today':
      return { key, date: 1, from: today, to: today };
    case 'yesterday': {
      const day = beijingDay(now, 1);
      return { key, date: 2, from: day, to: day };
    }
    case 'd7':
      return { key, date: 2, from: beijingDay(now, 6), to: today };
    case 'd15':
      return { key, date: 3, from: beijingDay(now, 14), to: today };
    case 'd30':
      return { key, date: 4, from: beijingDay(now, 29), to: today };
  }
}

export type CustomRangeResult = WashRange | 'tooLong' | 'tooOld';

/** A chosen range (days as YYYY-MM-DD, either order): at most 30 days, within the last 30. */
export function customRange(first: string, second: string, now: Date): CustomRangeResult {
  const [from, to] = first <= second ? [first, second] : [second, first];
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return 'tooLong';
  if (daysBetween(from, beijingDay(now)) > RECORDS_WINDOW_DAYS - 1 || to > beijingDay(now))
    return 'tooOld';
  return { key: 'custom', date: dateCodeFor(from, now), from, to };
}

/** Whether a bet time ("YYYY-MM-DD HH:MM:SS", Beijing) falls within the range. */
export function inRange(betTime: string, range: WashRange): boolean {
  const day = betTime.slice(0, 10);
  return day >= range.from && day <= range.to;
}

/** A calendar day (the picker's local Date) as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD as a local Date at midnight (for the picker's bounds). */
export function dayToLocalDate(day: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}
