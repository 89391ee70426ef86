/**
 * The venues module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Auto transfer on. */
    auto_transfer_on: true;
    /** Game not found. */
    game_not_found: true;
    /** Insufficient balance. */
    insufficient_balance: true;
    /** Launch failed. */
    launch_failed: true;
    /** Transfer amount positive. */
    transfer_amount_positive: true;
    /** Transfer amount required. */
    transfer_amount_required: true;
    /** Transfer same wallet. */
    transfer_same_wallet: true;
    /** Venue disabled. */
    venue_disabled: true;
    /** Venue failed. */
    venue_failed: true;
    /** No such venue. */
    venue_not_found: true;
    /** Venue to venue. */
    venue_to_venue: true;
    /** A seamless venue (a provider playing from the platform wallet): no transfer into it. */
    venue_seamless: true;
    /** The venue named in the payload is not one of ours. */
    venue_unknown: true;
  }
}

export {};
