import { MSG } from '@app/contract/messages';
import { DomainError, type DomainErrorReason } from '../errors.ts';
import { AppError } from './errors.ts';

/** The one place a module's error reason becomes an HTTP status and the player's message. */
export const DOMAIN_ERROR_ANSWERS: Record<DomainErrorReason, { status: number; message: string }> =
  {
    insufficient_funds: { status: 422, message: MSG.insufficientBalance },
    idempotency_kind_mismatch: { status: 409, message: MSG.badRequest },
  };

/** The answer an error stands for when it is one of ours (an AppError, or a module's reason). */
export function knownAnswer(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof DomainError) {
    const answer = DOMAIN_ERROR_ANSWERS[error.reason];
    return new AppError(answer.status, answer.message);
  }
  return undefined;
}
