/**
 * When a house table's rounds run (house-games.md, "Table rounds"): every node computes the same
 * round numbers and times from the table's schedule and the clock, as the lottery does from its
 * issue times, so dealing a round can be a once-only job slot keyed by (table, round).
 *
 * A schedule is anchored: round `anchorRound` opens at `anchorAt`, and each round after it opens
 * `roundMs` later. A round takes bets for its first `bettingMs`, then is dealt and settled until
 * the next one opens. (An operator's change of the lengths must not move a round already open:
 * the tables' part anchors the new lengths at the next round, which opens when the current one
 * ends, and keeps the current round's times until then.)
 *
 * A change of lengths is a new anchor a few rounds ahead with the schedule in force until then as
 * its `previous`: rounds before the anchor keep the previous schedule's times, so a round already
 * open (and the next, which nodes still holding the old schedule compute alike) never moves.
 */

export interface TableSchedule {
  anchorRound: number;
  /** Epoch milliseconds when the anchor round opens. */
  anchorAt: number;
  /** A whole round: betting, then the deal and the result. */
  roundMs: number;
  /** The betting window at the start of each round (less than roundMs). */
  bettingMs: number;
  /**
   * The schedule of the rounds before `anchorRound` (a change of lengths): it must reach the
   * anchor exactly — its round `anchorRound` would open at `anchorAt`.
   */
  previous?: TableSchedule;
}

export interface TableRoundTimes {
  round: number;
  opensAt: number;
  /** Bets are taken while now < closesAt; the deal is due at closesAt. */
  closesAt: number;
  /** The next round opens here. */
  endsAt: number;
}

export type TablePhase = 'waiting' | 'betting' | 'dealing';

/** Refuses a schedule whose numbers could not be a table's (a broken row, not a player's input). */
export function checkSchedule(schedule: TableSchedule): void {
  const { anchorRound, anchorAt, roundMs, bettingMs } = schedule;
  const whole = [anchorRound, anchorAt, roundMs, bettingMs].every(Number.isSafeInteger);
  if (!whole || anchorRound < 1 || anchorAt < 0 || bettingMs < 1 || roundMs <= bettingMs) {
    throw new RangeError('a table schedule needs whole numbers, round ≥ 1, 0 < betting < round');
  }
  const previous = schedule.previous;
  if (previous) {
    checkSchedule(previous);
    const meets =
      previous.anchorRound < anchorRound &&
      previous.anchorAt + (anchorRound - previous.anchorRound) * previous.roundMs === anchorAt;
    if (!meets) throw new RangeError('a previous table schedule must reach the anchor exactly');
  }
}

/** The first round a schedule numbers (its earliest previous schedule's anchor). */
export function firstRoundOf(schedule: TableSchedule): number {
  return schedule.previous ? firstRoundOf(schedule.previous) : schedule.anchorRound;
}

/** The times of round `round` (at or after the anchor). */
export function tableRoundTimes(schedule: TableSchedule, round: number): TableRoundTimes {
  checkSchedule(schedule);
  if (schedule.previous && Number.isSafeInteger(round) && round < schedule.anchorRound) {
    return tableRoundTimes(schedule.previous, round);
  }
  if (!Number.isSafeInteger(round) || round < schedule.anchorRound) {
    throw new RangeError(`round ${round} is before the schedule's anchor`);
  }
  const opensAt = schedule.anchorAt + (round - schedule.anchorRound) * schedule.roundMs;
  return {
    round,
    opensAt,
    closesAt: opensAt + schedule.bettingMs,
    endsAt: opensAt + schedule.roundMs,
  };
}

/**
 * The round under way at `now` and its phase: 'waiting' before the anchor round opens (that round
 * is the next), 'betting' while it takes bets, 'dealing' from its close until the next one opens.
 */
export function tableRoundAt(
  schedule: TableSchedule,
  now: number,
): TableRoundTimes & { phase: TablePhase } {
  checkSchedule(schedule);
  if (now < schedule.anchorAt && schedule.previous) return tableRoundAt(schedule.previous, now);
  if (now < schedule.anchorAt) {
    return { ...tableRoundTimes(schedule, schedule.anchorRound), phase: 'waiting' };
  }
  const round = schedule.anchorRound + Math.floor((now - schedule.anchorAt) / schedule.roundMs);
  const times = tableRoundTimes(schedule, round);
  return { ...times, phase: now < times.closesAt ? 'betting' : 'dealing' };
}
