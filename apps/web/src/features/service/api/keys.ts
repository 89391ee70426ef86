import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/** Query keys of customer service's chat: player-scoped, so a new session drops them. */
export const supportKeys = {
  all: [PLAYER_SCOPE, 'support'] as const,
  open: [PLAYER_SCOPE, 'support', 'open'] as const,
  messages: [PLAYER_SCOPE, 'support', 'messages'] as const,
};
