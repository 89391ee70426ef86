import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/** Query keys of this feature: player-scoped, so a new session drops them. */
export const rebatesKeys = {
  all: [PLAYER_SCOPE, 'rebates'] as const,
  info: [PLAYER_SCOPE, 'rebates', 'info'] as const,
  summary: (date: number, apiType: string) =>
    [PLAYER_SCOPE, 'rebates', 'summary', date, apiType] as const,
  wash: (key: string, from: string, to: string, date: number) =>
    [PLAYER_SCOPE, 'rebates', 'wash', key, from, to, date] as const,
};
