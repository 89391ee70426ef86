/**
 * Errors a module's rules raise, in the module's own words (DESIGN §2): a ledger, a job or a
 * script can call a module and read `reason`; only `platform/http` turns a reason into a status
 * code and the player's message (`http/domain-errors.ts`).
 */
export const DOMAIN_ERROR_REASONS = [
  /** A debit would take an account that may not go negative below zero. */
  'insufficient_funds',
  /** An idempotency key already names a movement of another kind. */
  'idempotency_kind_mismatch',
] as const;

export type DomainErrorReason = (typeof DOMAIN_ERROR_REASONS)[number];

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly reason: DomainErrorReason,
    detail = '',
  ) {
    super(detail === '' ? reason : `${reason}: ${detail}`);
  }
}

export const isDomainError = (error: unknown, reason?: DomainErrorReason): error is DomainError =>
  error instanceof DomainError && (reason === undefined || error.reason === reason);
