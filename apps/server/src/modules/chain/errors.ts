/**
 * The chain module's domain errors; each is answered in platform/http/domain-errors.ts.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** An automatic deposit in a protocol no watched chain (nor the sandbox) serves. */
    chain_auto_unavailable: true;
    /** A console call about a chain that is not watched. */
    chain_not_configured: true;
    /** The chain's node or API did not answer (facts: reason). */
    chain_unreachable: true;
    /** A payout hash for a withdrawal that is not to a USDT address. */
    chain_payout_not_usdt: true;
    /** The hash already pays another withdrawal. */
    chain_payout_taken: true;
    /** The withdrawal is no longer pending. */
    chain_payout_not_pending: true;
  }
}

export {};
