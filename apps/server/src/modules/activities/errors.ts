/**
 * The activities module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Activity already applied. */
    activity_already_applied: true;
    /** Activity application decided. */
    activity_application_decided: true;
    /** Activity application invalid. */
    activity_application_invalid: true;
    /** Activity content invalid. */
    activity_content_invalid: true;
    /** Activity has applications. */
    activity_has_applications: true;
    /** Activity not found. */
    activity_not_found: true;
    /** Activity remark required. */
    activity_remark_required: true;
    /** Activity type in use. */
    activity_type_in_use: true;
    /** The activity type in the payload is not one of ours. */
    activity_type_invalid: true;
    /** No such activity type. */
    activity_type_not_found: true;
  }
}

export {};
