/**
 * One shot, from the tap to its outcome. Two things happen side by side: the bullet flies (the
 * browser's picture) and the call is answered (the server's outcome). The net opens when the
 * bullet arrives; the outcome shows once both have happened, whichever came first. A shot whose
 * call failed is `failed`: the error is shown and the balance is asked from the server again.
 */

export interface ShotAnswer {
  betNo: string;
  caught: boolean;
  win: string;
  balance: string;
  nonce: number;
}

export interface ShotState {
  arrived: boolean;
  answer: ShotAnswer | null;
  error: string | null;
}

export type ShotEvent =
  { type: 'arrive' } | { type: 'answer'; answer: ShotAnswer } | { type: 'fail'; message: string };

export type ShotPhase = 'flying' | 'netting' | 'caught' | 'missed' | 'failed';

export const NEW_SHOT: ShotState = { arrived: false, answer: null, error: null };

export function shotStep(state: ShotState, event: ShotEvent): ShotState {
  switch (event.type) {
    case 'arrive':
      return { ...state, arrived: true };
    case 'answer':
      return state.answer || state.error ? state : { ...state, answer: event.answer };
    case 'fail':
      return state.answer || state.error ? state : { ...state, error: event.message };
  }
}

export function shotPhase(state: ShotState): ShotPhase {
  if (state.error !== null) return 'failed';
  if (!state.arrived) return 'flying';
  if (state.answer === null) return 'netting';
  return state.answer.caught ? 'caught' : 'missed';
}

/** At most this many shots wait for their answers at once. */
export const MAX_SHOTS_IN_FLIGHT = 4;
