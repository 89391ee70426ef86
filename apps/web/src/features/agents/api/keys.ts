import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/** Query keys of this feature: player-scoped (but the public introduction), so a new session drops them. */
export const agentsKeys = {
  applyInfo: [PLAYER_SCOPE, 'agents', 'apply'] as const,
  invite: (period: number) => [PLAYER_SCOPE, 'agents', 'invite', period] as const,
  records: (type: 1 | 2) => [PLAYER_SCOPE, 'agents', 'records', type] as const,
  intro: ['site', 'agents', 'intro'] as const,
};
