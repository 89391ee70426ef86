/**
 * The sportsbook's money side's domain errors (bets, results): its rules throw `new
 * DomainError(reason, facts?)`, and platform/http/domain-errors.ts (the one mapping) answers each
 * with its status and catalogue message (messages-sports.ts).
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** A slip's leg names no fixture, or one the market does not belong to. */
    sports_bet_fixture_unknown: true;
    /** A slip's leg names no market of its fixture. */
    sports_bet_market_unknown: true;
    /** A selection the market does not offer. */
    sports_bet_selection_unknown: true;
    /** A parlay with two legs of one fixture. */
    sports_bet_same_fixture: true;
    /** More legs than a parlay may have. */
    sports_bet_too_many_legs: true;
    /** A leg's market is closed, settled or void, or its fixture over (facts: market). */
    sports_bet_market_closed: true;
    /** A leg's market or fixture is suspended (facts: market). */
    sports_bet_market_suspended: true;
    /** The odds moved against the player's choice (facts: changes, e.g. '主队 1.95→1.90'). */
    sports_bet_odds_changed: true;
    /** In play: a market or fixture of the slip was suspended, or the odds moved, in the delay. */
    sports_bet_in_play_rejected: true;
    /** Below the minimum stake (facts: amount). */
    sports_bet_stake_below_min: true;
    /** Above the maximum stake (facts: amount). */
    sports_bet_stake_above_max: true;
    /** The bet could return more than a bet may (facts: amount). */
    sports_bet_payout_above_max: true;
    /** The day's stakes would pass the daily limit (facts: amount left). */
    sports_bet_daily_stake: true;
    /** The day's potential returns would pass the daily limit (facts: amount left). */
    sports_bet_daily_payout: true;
    /** The fixture already has a result waiting for its check. */
    sports_result_pending: true;
    /** No pending result of this id. */
    sports_result_unknown: true;
    /** The operator who entered the result tries to check it. */
    sports_result_same_operator: true;
    /** The result is the one in force already. */
    sports_result_unchanged: true;
    /** A final score for a fixture that has not kicked off (a cancellation may be entered). */
    sports_result_not_started: true;
  }
}

export {};
