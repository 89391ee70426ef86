import { ApiError, NETWORK_ERROR_CODE } from './api.ts';

/**
 * A bet whose call got no answer at all (offline, timeout) may still have been played: it is sent
 * once more with the same Idempotency-Key, so the server answers the same bet instead of a new
 * one. A refusal (an answer) is never sent again.
 */
export async function retryOnce<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ApiError && error.code === NETWORK_ERROR_CODE) return attempt();
    throw error;
  }
}

/** The message a failed call shows the player (the envelope's, or the network's). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}
