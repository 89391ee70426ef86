/**
 * The protection module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Protection change invalid. */
    protection_change_invalid: true;
    /** Protection change not ready. */
    protection_change_not_ready: true;
    /** Protection deposit limit. */
    protection_deposit_limit: true;
    /** Protection excluded. */
    protection_excluded: true;
    /** Protection excluded forever. */
    protection_excluded_forever: true;
    /** Protection exclusion shorter. */
    protection_exclusion_shorter: true;
    /** Protection loss limit. */
    protection_loss_limit: true;
    /** Protection operator raise. */
    protection_operator_raise: true;
    /** Protection over limit. */
    protection_over_limit: true;
    /** Protection session limit. */
    protection_session_limit: true;
    /** Protection timeout active. */
    protection_timeout_active: true;
  }
}

export {};
