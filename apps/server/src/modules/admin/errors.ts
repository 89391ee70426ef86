/**
 * The admin module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Queue player unknown. */
    queue_player_unknown: true;
    /** A receiving bank account that is not (or no longer) there. */
    pay_bank_not_found: true;
    /** Already PAY_BANKS_MAX receiving bank accounts. */
    pay_banks_full: true;
  }
}

export {};
