import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/** Query keys of this feature: player-scoped, so a new session drops them. */
export const redPacketsKeys = {
  all: [PLAYER_SCOPE, 'redpackets'] as const,
  info: [PLAYER_SCOPE, 'redpackets', 'info'] as const,
  records: [PLAYER_SCOPE, 'redpackets', 'records'] as const,
};
