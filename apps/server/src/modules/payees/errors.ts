/**
 * The payees module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Address exists. */
    address_exists: true;
    /** Card exists. */
    card_exists: true;
    /** Card not found. */
    card_not_found: true;
    /** Max bank cards. */
    max_bank_cards: true;
    /** Max usdt addresses. */
    max_usdt_addresses: true;
    /** Password tries exceeded. */
    password_tries_exceeded: true;
    /** Pay password wrong. */
    pay_password_wrong: true;
    /** A validation rule refused the input; `facts.message` is the catalogue text it chose. */
    payee_input_invalid: true;
  }
}

export {};
