/**
 * The operators module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Admin code invalid. */
    admin_code_invalid: true;
    /** Admin disabled. */
    admin_disabled: true;
    /** Admin forbidden. */
    admin_forbidden: true;
    /** Admin login failed. */
    admin_login_failed: true;
    /** Admin login locked. */
    admin_login_locked: true;
    /** Admin login required. */
    admin_login_required: true;
    /** Admin operator last admin. */
    admin_operator_last_admin: true;
    /** Admin operator name taken. */
    admin_operator_name_taken: true;
    /** Admin operator no two factor. */
    admin_operator_no_two_factor: true;
    /** Admin operator self. */
    admin_operator_self: true;
    /** Admin operator unknown. */
    admin_operator_unknown: true;
    /** Admin please login. */
    admin_please_login: true;
    /** Admin recovery code invalid. */
    admin_recovery_code_invalid: true;
    /** Admin session expired. */
    admin_session_expired: true;
    /** Admin session idle. */
    admin_session_idle: true;
    /** Admin two factor already on. */
    admin_two_factor_already_on: true;
    /** Admin two factor enrol first. */
    admin_two_factor_enrol_first: true;
    /** Admin two factor no setup. */
    admin_two_factor_no_setup: true;
  }
}

export {};
