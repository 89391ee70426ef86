/**
 * The ledger module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** An idempotency key already names a movement of another kind. */
    idempotency_kind_mismatch: true;
    /** A debit would take an account that may not go negative below zero. */
    insufficient_funds: true;
  }
}

export {};
