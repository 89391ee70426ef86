/**
 * The redpackets module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Red packet closed. */
    red_packet_closed: true;
    /** Red packet finished. */
    red_packet_finished: true;
    /** Red packet none left. */
    red_packet_none_left: true;
    /** Red packet not qualified. */
    red_packet_not_qualified: true;
    /** Red packet not started. */
    red_packet_not_started: true;
    /** Red packet rules invalid. */
    red_packet_rules_invalid: true;
  }
}

export {};
