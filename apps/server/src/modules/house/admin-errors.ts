/**
 * The house console's domain errors (house.admin.ts); like errors.ts, each is answered in
 * platform/http/domain-errors.ts.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** An area's limits that are not 0 < min ≤ max ≤ the cap. */
    house_table_limits_invalid: true;
    /** Lengths a table cannot run (betting 5–60 s, round ≥ betting + 5 s and ≤ 120 s). */
    house_table_lengths_invalid: true;
    /** A change of lengths while the last one has not taken effect (facts: round). */
    house_table_schedule_pending: true;
    /** An update that changes nothing. */
    house_table_nothing_to_change: true;
    /** No player of that name or id (the console's records search). */
    house_player_not_found: true;
  }
}

export {};
