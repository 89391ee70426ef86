/**
 * The book's domain errors (fixtures, markets, limits; the bets' are declared by their own file):
 * its rules throw `new DomainError(reason, facts?)`, and platform/http/domain-errors.ts (the one
 * mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** No fixture of this id. */
    sports_fixture_unknown: true;
    /** No market of this id. */
    sports_market_unknown: true;
    /** The fixture is finished or cancelled (or a result is in force): nothing more to change. */
    sports_fixture_final: true;
    /** The market is settled or void (facts: market, its name). */
    sports_market_final: true;
    /** The fixture has a result waiting for its check. */
    sports_result_pending: true;
    /** Prices missing, extra, or out of 1.01–1000.00. */
    sports_prices_invalid: true;
    /** A line not allowed for the market's type (or a line on a market without one). */
    sports_line_invalid: true;
    /** Home and away are the same team. */
    sports_team_invalid: true;
    /** A start time missing, or a reschedule after kick-off. */
    sports_start_invalid: true;
    /** The change does not apply to the fixture's or market's state (reopen what is open…). */
    sports_state_invalid: true;
    /** Limits out of order (minimum above maximum, …). */
    sports_limits_invalid: true;
  }
}

export {};
