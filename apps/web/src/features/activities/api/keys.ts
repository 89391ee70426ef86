import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/**
 * Query keys of this feature. Types and the list are public; an activity's detail carries the
 * caller's application and the records are the player's, so those are player-scoped (a new session
 * drops them).
 */
export const activitiesKeys = {
  types: ['activities', 'types'] as const,
  list: (type: number) => ['activities', 'list', type] as const,
  detail: (id: number) => [PLAYER_SCOPE, 'activities', 'detail', id] as const,
  records: [PLAYER_SCOPE, 'activities', 'records'] as const,
};
