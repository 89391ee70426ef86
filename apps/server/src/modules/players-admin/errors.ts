/**
 * The players-admin module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Admin adjust insufficient. */
    admin_adjust_insufficient: true;
    /** Admin adjust self approve. */
    admin_adjust_self_approve: true;
    /** Admin adjustment decided. */
    admin_adjustment_decided: true;
    /** Admin adjustment not found. */
    admin_adjustment_not_found: true;
    /** Admin already frozen. */
    admin_already_frozen: true;
    /** Admin guest no password. */
    admin_guest_no_password: true;
    /** Admin not frozen. */
    admin_not_frozen: true;
    /** Admin player not found. */
    admin_player_not_found: true;
    /** Admin request key reused. */
    admin_request_key_reused: true;
  }
}

export {};
