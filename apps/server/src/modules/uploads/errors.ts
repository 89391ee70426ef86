/**
 * The uploads module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Operator upload daily bytes (facts: megabytes). */
    operator_upload_daily_bytes: true;
    /** Operator upload daily count (facts: count). */
    operator_upload_daily_count: true;
    /** One client address's uploads of the Beijing day would pass its total. */
    upload_address_daily_bytes: true;
    /** Upload daily bytes (facts: megabytes). */
    upload_daily_bytes: true;
    /** Upload daily count (facts: count). */
    upload_daily_count: true;
  }
}

export {};
