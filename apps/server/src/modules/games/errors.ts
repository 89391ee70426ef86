/**
 * The games module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Game disabled. */
    game_disabled: true;
    /** Game not found. */
    game_not_found: true;
    /** The payload breaks a rule its schema cannot express. */
    input_invalid: true;
    /** List no category id. */
    list_no_category_id: true;
    /** The row asked for does not exist. */
    not_found: true;
    /** Service shift invalid. */
    service_shift_invalid: true;
    /** The token is unknown, revoked or expired. */
    session_expired: true;
  }
}

export {};
