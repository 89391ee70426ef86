/**
 * The house module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** No house game of this code (or not of the kind the call plays). */
    house_game_unknown: true;
    /** No fish of this code in the fishing game. */
    house_fish_unknown: true;
    /** A stake that is not one of the game's allowed stakes. */
    house_stake_invalid: true;
    /** No house bet of this number. */
    house_bet_not_found: true;
    /** The operator has closed the house venue: no new round is played. */
    house_venue_disabled: true;
    /** No house table of this code. */
    house_table_unknown: true;
    /** The operator has closed the table. */
    house_table_closed: true;
    /** The round does not take bets (any more, or not yet). */
    house_betting_closed: true;
    /** An area the table's game does not have. */
    house_area_unknown: true;
    /** The player's stake on the area would be below its minimum (facts: area, amount). */
    house_area_below_min: true;
    /** The player's stake on the area in the round would pass its maximum (facts: area, amount). */
    house_area_above_max: true;
    /** No dealt round of this table and number. */
    house_round_not_found: true;
  }
}

export {};
