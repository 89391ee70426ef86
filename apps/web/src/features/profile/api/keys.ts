import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/** Query keys of this feature: player-scoped, so a new session drops them. */
export const profileKeys = {
  settings: [PLAYER_SCOPE, 'profile', 'settings'] as const,
};
