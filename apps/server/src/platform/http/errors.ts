import { MSG } from '@app/contract/messages';

/**
 * An answer that is not a success: HTTP status == code, message is the Chinese text the player
 * sees (from the catalogue). Thrown anywhere; the error handler turns it into the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MSG.badRequest) => new AppError(400, message);
export const unauthorized = (message: string = MSG.pleaseLogin) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const conflict = (message: string) => new AppError(409, message);
export const refused = (message: string) => new AppError(422, message);
export const tooMany = (message: string = MSG.tooMany) => new AppError(429, message);
