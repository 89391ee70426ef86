/**
 * The audit module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Catalogue nothing to change. */
    catalogue_nothing_to_change: true;
  }
}

export {};
