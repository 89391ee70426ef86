/**
 * The lottery module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Amount invalid. */
    amount_invalid: true;
    /** The payload breaks a rule its schema cannot express. */
    input_invalid: true;
    /** Lottery all combos. */
    lottery_all_combos: true;
    /** Lottery bet max. */
    lottery_bet_max: true;
    /** Lottery bet min. */
    lottery_bet_min: true;
    /** Lottery chat message not found. */
    lottery_chat_message_not_found: true;
    /** Lottery chat only chat. */
    lottery_chat_only_chat: true;
    /** Lottery expect future. */
    lottery_expect_future: true;
    /** Lottery expect past. */
    lottery_expect_past: true;
    /** Lottery issue max. */
    lottery_issue_max: true;
    /** Lottery issue not found. */
    lottery_issue_not_found: true;
    /** Lottery limits invalid. */
    lottery_limits_invalid: true;
    /** Lottery max totals. */
    lottery_max_totals: true;
    /** Lottery not open. */
    lottery_not_open: true;
    /** Lottery odds invalid. */
    lottery_odds_invalid: true;
    /** Lottery opposites. */
    lottery_opposites: true;
    /** Lottery order replayed. */
    lottery_order_replayed: true;
    /** Lottery picks invalid. */
    lottery_picks_invalid: true;
    /** Lottery play issue max. */
    lottery_play_issue_max: true;
    /** Lottery play not in room. */
    lottery_play_not_in_room: true;
    /** Lottery play unknown. */
    lottery_play_unknown: true;
    /** Lottery player not found. */
    lottery_player_not_found: true;
    /** Lottery room not found. */
    lottery_room_not_found: true;
    /** Lottery rules invalid. */
    lottery_rules_invalid: true;
    /** Lottery seal invalid. */
    lottery_seal_invalid: true;
    /** Lottery sealed. */
    lottery_sealed: true;
    /** Lottery total mismatch. */
    lottery_total_mismatch: true;
  }
}

export {};
