/**
 * The profile module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** A validation rule refused the input; `facts.message` is the catalogue text it chose. */
    profile_input_invalid: true;
  }
}

export {};
