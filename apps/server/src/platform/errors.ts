/**
 * Errors a module's rules raise, in the module's own words (DESIGN §2): a ledger, a job or a
 * script can call a module and read `reason`; only `platform/http` turns a reason into a status
 * code and the player's message (`http/domain-errors.ts`, the one mapping).
 *
 * Each module declares its reasons in its own `errors.ts`, by adding them to this interface:
 *
 *   declare module '../../platform/errors.ts' {
 *     interface DomainErrorReasons {
 *       /** The deposit order does not exist. *\/
 *       deposit_not_found: true;
 *     }
 *   }
 *
 * Two modules may declare the same reason (the same words for the same refusal). A reason missing
 * from the mapping is a build error. The platform imports no module: the names reach it through the type alone.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by every module's errors.ts
export interface DomainErrorReasons {}

export type DomainErrorReason = keyof DomainErrorReasons;

/**
 * What the answer's message needs to say (an amount, a time, the catalogue text a validation rule
 * chose): filled into the catalogue message by the mapping, never shown as is.
 */
export type DomainErrorFacts = Readonly<Record<string, string | number>>;

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly reason: DomainErrorReason,
    readonly facts: DomainErrorFacts = {},
    detail = '',
  ) {
    super(detail === '' ? reason : `${reason}: ${detail}`);
  }
}

export const isDomainError = (error: unknown, reason?: DomainErrorReason): error is DomainError =>
  error instanceof DomainError && (reason === undefined || error.reason === reason);
