/**
 * The end of a term of `months` calendar months from `from` (UTC calendar), keeping the day of the
 * month or, where the month is shorter, its last day: a self-exclusion's end (DESIGN §12), the
 * same on the server that sets it and in the app that announces it.
 */
export function addMonths(from: number, months: number): number {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}
