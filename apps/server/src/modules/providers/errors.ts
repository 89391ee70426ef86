/**
 * The providers module's domain errors (the console's calls); each is answered in
 * platform/http/domain-errors.ts. The seamless wallet's refusals are the protocol's statuses, not
 * these (seamless.routes.ts).
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** No provider of that code. */
    provider_unknown: true;
    /** The code is a venue that is not a provider's (the house, a demo venue). */
    provider_code_taken: true;
    /** A change of mode once players have accounts or transactions there. */
    provider_mode_locked: true;
    /** A call that needs credentials before they were saved. */
    provider_no_credentials: true;
    /** Credentials that are not those of the provider's signing (facts: signing). */
    provider_credentials_kind: true;
    /** The provider's public key is not a PEM public key. */
    provider_public_key_invalid: true;
    /** Production without PROVIDERS_KEY: credentials can be neither saved nor used. */
    provider_key_missing: true;
    /** The provider's API could not be used (facts: reason). */
    provider_unreachable: true;
    /** An update that changes nothing. */
    provider_nothing_changed: true;
  }
}

export {};
