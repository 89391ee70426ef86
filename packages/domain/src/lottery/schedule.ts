/**
 * The issues (期) of a lottery, derived from its schedule alone, so every node and every browser
 * computes the same numbers and times without asking anyone.
 *
 * Time is Beijing time (UTC+8, no daylight saving). Within a Beijing day D, issue i (0-based)
 * opens at dayStart(D) + openFrom + i·period, draws one period later and seals (stops taking bets)
 * `sealSeconds` before its draw. The last issue of a day is the last one whose draw is at or
 * before dayStart(D) + openTo. Issue numbers are `YYYYMMDD` of D followed by the 4-digit issue
 * number of the day, 1-based: `202611230142`.
 *
 * A bad schedule is a programming or configuration error: every function here throws a RangeError
 * for one (see `scheduleProblem` to check a schedule first).
 */

/** How a lottery's issues follow one another. */
export interface LotterySchedule {
  /** Seconds from one issue's opening to its draw (and to the next issue's opening): ≥ 30. */
  periodSeconds: number;
  /** Seconds before the draw when betting closes: 0 < sealSeconds < periodSeconds. */
  sealSeconds: number;
  /** Beijing wall-clock time of the day's first opening, 'HH:MM'. */
  openFrom: string;
  /** Beijing wall-clock time no draw of the day may pass, 'HH:MM' ('24:00' allowed). */
  openTo: string;
}

/** One issue: its number and its times in ms since the epoch. */
export interface Issue {
  expect: string;
  openAt: number;
  sealAt: number;
  drawAt: number;
}

const SECOND = 1000;
const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const MAX_ISSUES_PER_DAY = 9999;
/** Days since the epoch that still have a 4-digit year (years 1970–9999). */
const LAST_DAY = Math.floor(Date.UTC(9999, 11, 31) / DAY_MS);

interface Plan {
  periodMs: number;
  sealMs: number;
  openFromMs: number;
  perDay: number;
}

/** A position in the issue sequence: Beijing day (days since 1970-01-01) and 0-based index. */
interface Slot {
  day: number;
  index: number;
}

function minutesOf(hhmm: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(hhmm);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/**
 * Why a schedule is unusable, or null when it is fine: period an integer ≥ 30 s, seal an integer
 * with 0 < seal < period, 'HH:MM' times with openFrom < openTo, room for 1–9999 issues a day.
 */
export function scheduleProblem(s: LotterySchedule): string | null {
  if (!Number.isInteger(s.periodSeconds) || s.periodSeconds < 30)
    return 'periodSeconds must be an integer ≥ 30';
  if (!Number.isInteger(s.sealSeconds) || s.sealSeconds <= 0 || s.sealSeconds >= s.periodSeconds)
    return 'sealSeconds must be an integer with 0 < sealSeconds < periodSeconds';
  const from = minutesOf(s.openFrom);
  const to = minutesOf(s.openTo);
  if (from === null || to === null) return "openFrom and openTo must be 'HH:MM' (up to '24:00')";
  if (from >= to) return 'openFrom must be before openTo';
  const perDay = Math.floor(((to - from) * 60) / s.periodSeconds);
  if (perDay < 1) return 'no issue fits between openFrom and openTo';
  if (perDay > MAX_ISSUES_PER_DAY) return 'more than 9999 issues a day';
  return null;
}

function planOf(s: LotterySchedule): Plan {
  const problem = scheduleProblem(s);
  if (problem !== null) throw new RangeError(`bad lottery schedule: ${problem}`);
  const from = minutesOf(s.openFrom) as number;
  const to = minutesOf(s.openTo) as number;
  return {
    periodMs: s.periodSeconds * SECOND,
    sealMs: s.sealSeconds * SECOND,
    openFromMs: from * 60_000,
    perDay: Math.floor(((to - from) * 60) / s.periodSeconds),
  };
}

/** How many issues a day the schedule has (411 for 210 s around the clock). */
export function issuesPerDay(s: LotterySchedule): number {
  return planOf(s).perDay;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function issueAt(plan: Plan, slot: Slot): Issue {
  const date = new Date(slot.day * DAY_MS);
  const ymd =
    pad(date.getUTCFullYear(), 4) + pad(date.getUTCMonth() + 1, 2) + pad(date.getUTCDate(), 2);
  const openAt =
    slot.day * DAY_MS - BEIJING_OFFSET_MS + plan.openFromMs + slot.index * plan.periodMs;
  const drawAt = openAt + plan.periodMs;
  return { expect: ymd + pad(slot.index + 1, 4), openAt, sealAt: drawAt - plan.sealMs, drawAt };
}

function previousSlot(plan: Plan, slot: Slot): Slot {
  return slot.index > 0
    ? { day: slot.day, index: slot.index - 1 }
    : { day: slot.day - 1, index: plan.perDay - 1 };
}

function slotOfNumber(plan: Plan, expect: string): Slot | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{4})$/.exec(expect);
  if (!match) return null;
  const [year, month, dayOfMonth, number] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, dayOfMonth);
  const date = new Date(ms);
  if (
    year < 1970 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== dayOfMonth
  )
    return null;
  if (number < 1 || number > plan.perDay) return null;
  return { day: ms / DAY_MS, index: number - 1 };
}

/** The slot of the issue open at `nowMs`, or of the next one to open when betting is closed. */
function currentSlot(plan: Plan, nowMs: number): Slot {
  const day = Math.floor((nowMs + BEIJING_OFFSET_MS) / DAY_MS);
  const sinceOpen = nowMs - (day * DAY_MS - BEIJING_OFFSET_MS) - plan.openFromMs;
  if (sinceOpen < 0) return { day, index: 0 };
  const index = Math.floor(sinceOpen / plan.periodMs);
  return index < plan.perDay ? { day, index } : { day: day + 1, index: 0 };
}

function checkTime(ms: number, name: string): void {
  if (!Number.isFinite(ms)) throw new RangeError(`${name} must be a finite time`);
  const day = Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS);
  if (day < 1 || day > LAST_DAY - 1) throw new RangeError(`${name} is outside 1970–9999`);
}

/**
 * The issue with this number, or null when the number is malformed (not `YYYYMMDD` + 4 digits, no
 * such date, before 1970) or the day has no issue with that number.
 */
export function issueByNumber(s: LotterySchedule, expect: string): Issue | null {
  const plan = planOf(s);
  const slot = slotOfNumber(plan, expect);
  return slot === null ? null : issueAt(plan, slot);
}

/**
 * The issue open at `nowMs` (openAt ≤ now < drawAt); outside the opening hours, the next issue to
 * open (its openAt is in the future).
 */
export function currentIssue(s: LotterySchedule, nowMs: number): Issue {
  checkTime(nowMs, 'nowMs');
  const plan = planOf(s);
  return issueAt(plan, currentSlot(plan, nowMs));
}

/** The issue before this one (across days), or null when `issue.expect` is not of this schedule. */
export function previousIssue(s: LotterySchedule, issue: Issue): Issue | null {
  const plan = planOf(s);
  const slot = slotOfNumber(plan, issue.expect);
  if (slot === null || slot.day < 1) return null;
  return issueAt(plan, previousSlot(plan, slot));
}

/**
 * The issues whose `key` time lies in (fromMs, toMs], ascending, at most `max` (the latest ones).
 * Every key (openAt, sealAt, drawAt) rises with the issue sequence, and the issue after the
 * current one has all three after `toMs`, so the walk starts at the current issue or the one before.
 */
function issuesBetween(
  s: LotterySchedule,
  fromMs: number,
  toMs: number,
  max: number,
  key: (issue: Issue) => number,
): Issue[] {
  if (!Number.isInteger(max) || max < 0) throw new RangeError('max must be an integer ≥ 0');
  checkTime(toMs, 'toMs');
  if (!Number.isFinite(fromMs) && fromMs !== -Infinity) throw new RangeError('bad fromMs');
  const plan = planOf(s);
  const found: Issue[] = [];
  let slot = currentSlot(plan, toMs);
  let issue = issueAt(plan, slot);
  while (found.length < max && slot.day > 0) {
    const at = key(issue);
    if (at <= fromMs) break;
    if (at <= toMs) found.push(issue);
    slot = previousSlot(plan, slot);
    issue = issueAt(plan, slot);
  }
  return found.reverse();
}

/** Issues drawn in (fromMs, toMs], ascending, at most `max` (the latest). */
export function issuesDrawnBetween(
  s: LotterySchedule,
  fromMs: number,
  toMs: number,
  max: number,
): Issue[] {
  return issuesBetween(s, fromMs, toMs, max, (issue) => issue.drawAt);
}

/** Issues opened in (fromMs, toMs], ascending, at most `max` (the latest). */
export function issuesOpenedBetween(
  s: LotterySchedule,
  fromMs: number,
  toMs: number,
  max: number,
): Issue[] {
  return issuesBetween(s, fromMs, toMs, max, (issue) => issue.openAt);
}

/** Issues sealed (betting closed) in (fromMs, toMs], ascending, at most `max` (the latest). */
export function issuesSealedBetween(
  s: LotterySchedule,
  fromMs: number,
  toMs: number,
  max: number,
): Issue[] {
  return issuesBetween(s, fromMs, toMs, max, (issue) => issue.sealAt);
}
