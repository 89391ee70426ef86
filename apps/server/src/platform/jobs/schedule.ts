import { beijingDate, beijingDayStart } from '../time.ts';

/**
 * When a job's slots fall due. Every node computes the same slots from the same schedule and the
 * same instant, so the slot name is the agreement between nodes: the `job_runs` row (job, slot)
 * is claimed by exactly one of them.
 */
export type JobSchedule =
  /** Every `every` seconds, aligned to the epoch; the slot is `floor(now / period)`. */
  | { every: number }
  /**
   * Once a Beijing day (UTC+8) at `HH:MM`; the slot is the Beijing date `YYYY-MM-DD`. A day whose
   * time passed while no node was up still runs when one comes back that same day, unless more
   * than `catchUpMs` after its time (default: any time before the day ends).
   */
  | { dailyAt: string; catchUpMs?: number }
  /** Once, at or after `at` (epoch ms); the slot is `once`. */
  | { at: number }
  /**
   * Slots the owner derives from its own schedule (a lottery room's issues): `slots(now)` answers
   * the slots due at `now` (`at <= now`), at most MAX_SLOTS_PER_CALL of them, and must answer the
   * same on every node. Answer only recent ones: a slot keeps being offered while it is returned.
   */
  | { slots: (now: number) => readonly DueSlot[] }
  /** Only the slots given to `jobs.schedule(name, slot, at)`. */
  | { manual: true };

/** A slot whose time has come: its name (unique within the job) and when it fell due. */
export interface DueSlot {
  slot: string;
  at: number;
}

/** Bounds on what a schedule may say (TIGER_STYLE: a limit on everything). */
export const MAX_PERIOD_SECONDS = 7 * 24 * 60 * 60;
export const MAX_SLOTS_PER_CALL = 100;
export const SLOT_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DAILY_AT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Throws on a schedule that cannot be right; called by `define`. */
export function checkSchedule(schedule: JobSchedule): void {
  if ('every' in schedule) {
    const { every } = schedule;
    if (!Number.isInteger(every) || every < 1 || every > MAX_PERIOD_SECONDS) {
      throw new RangeError(
        `every must be whole seconds in 1..${MAX_PERIOD_SECONDS} (got ${every})`,
      );
    }
  } else if ('dailyAt' in schedule) {
    if (!DAILY_AT.test(schedule.dailyAt)) {
      throw new RangeError(`dailyAt must be HH:MM in Beijing time (got ${schedule.dailyAt})`);
    }
    const { catchUpMs } = schedule;
    if (catchUpMs !== undefined && (!Number.isInteger(catchUpMs) || catchUpMs < 0)) {
      throw new RangeError(`catchUpMs must be whole ms >= 0 (got ${catchUpMs})`);
    }
  } else if ('at' in schedule) {
    if (!Number.isSafeInteger(schedule.at) || schedule.at < 0) {
      throw new RangeError(`at must be an epoch ms (got ${schedule.at})`);
    }
  } else if ('slots' in schedule) {
    if (typeof schedule.slots !== 'function') throw new TypeError('slots must be a function');
  } else if (!('manual' in schedule) || schedule.manual !== true) {
    throw new TypeError('a schedule is {every}, {dailyAt}, {at}, {slots} or {manual: true}');
  }
}

/** The slot of an `every` schedule at `now`, and when it began. */
export function everySlot(everySeconds: number, now: number): DueSlot {
  const period = everySeconds * 1000;
  const index = Math.floor(now / period);
  return { slot: String(index), at: index * period };
}

/** The slot of a daily schedule: the Beijing date of the instant. */
export function dailySlot(now: number): string {
  return beijingDate(now);
}

/** When the daily `HH:MM` falls on the Beijing day that contains `now`. */
export function dailyTime(dailyAt: string, now: number): number {
  const match = DAILY_AT.exec(dailyAt);
  if (!match) throw new RangeError(`dailyAt must be HH:MM (got ${dailyAt})`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return beijingDayStart(now) + minutes * MINUTE_MS;
}

/**
 * The slots of `schedule` that are due at `now`, oldest first. Only the latest slot of an `every`
 * schedule is ever due (missed ones are not run), and a daily slot only on its own Beijing day.
 */
export function dueSlots(schedule: JobSchedule, now: number): DueSlot[] {
  if ('every' in schedule) return [everySlot(schedule.every, now)];
  if ('dailyAt' in schedule) {
    const at = dailyTime(schedule.dailyAt, now);
    const late = now - at;
    if (late < 0 || late > (schedule.catchUpMs ?? DAY_MS)) return [];
    return [{ slot: dailySlot(now), at }];
  }
  if ('at' in schedule) return now >= schedule.at ? [{ slot: 'once', at: schedule.at }] : [];
  if ('slots' in schedule) {
    const given = schedule.slots(now);
    if (given.length > MAX_SLOTS_PER_CALL) {
      throw new RangeError(
        `slots(now) answered ${given.length} slots; at most ${MAX_SLOTS_PER_CALL}`,
      );
    }
    for (const due of given) {
      if (!SLOT_PATTERN.test(due.slot)) throw new RangeError(`bad slot name ${due.slot}`);
      if (!Number.isSafeInteger(due.at)) throw new RangeError(`bad slot time ${due.at}`);
    }
    return given.filter((due) => due.at <= now).sort((a, b) => a.at - b.at);
  }
  return [];
}
