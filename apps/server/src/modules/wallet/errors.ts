/**
 * The wallet module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Already reviewed. */
    already_reviewed: true;
    /** An operator's approval of an order paid on chain before anything arrived. */
    chain_order_unpaid: true;
    /** Bank address required. */
    bank_address_required: true;
    /** Bank card required. */
    bank_card_required: true;
    /** Bank type required. */
    bank_type_required: true;
    /** A bank deposit while no receiving account is set (or the bank way is off). */
    bank_deposit_closed: true;
    /** Card not found. */
    card_not_found: true;
    /** Choose bank card. */
    choose_bank_card: true;
    /** Choose usdt address. */
    choose_usdt_address: true;
    /** Daily withdraw limit. */
    daily_withdraw_limit: true;
    /** Deposit amount required. */
    deposit_amount_required: true;
    /** Deposit not found. */
    deposit_not_found: true;
    /** Deposit range (facts: min, max). */
    deposit_range: true;
    /** Depositor required. */
    depositor_required: true;
    /** The payload breaks a rule its schema cannot express. */
    input_invalid: true;
    /** The row asked for does not exist. */
    not_found: true;
    /** Password tries exceeded. */
    password_tries_exceeded: true;
    /** Pay password required. */
    pay_password_required: true;
    /** Pay password wrong. */
    pay_password_wrong: true;
    /** A call that is refused as a whole (the wrong provider signature). */
    request_not_allowed: true;
    /** Turnover short. */
    turnover_short: true;
    /** Upload first. */
    upload_first: true;
    /** Withdraw below fee. */
    withdraw_below_fee: true;
    /** Withdraw min (facts: minimum). */
    withdraw_min: true;
  }
}

export {};
