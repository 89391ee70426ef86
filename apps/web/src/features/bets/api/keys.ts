import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/** Query keys of this feature: player-scoped, so a new session drops them. */
export const betsKeys = {
  records: (date: number, apiType: string) =>
    [PLAYER_SCOPE, 'bets', 'records', date, apiType] as const,
};
