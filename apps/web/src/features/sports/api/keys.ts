import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/**
 * Query keys of the sportsbook: the lists and a fixture are public (every player sees the same
 * odds); the player's bets are player-scoped, so a new session drops them.
 */
export const sportsKeys = {
  fixtures: (sport: string) => ['sports', 'fixtures', sport] as const,
  fixture: (id: number) => ['sports', 'fixture', id] as const,
  betsAll: [PLAYER_SCOPE, 'sports', 'bets'] as const,
  bets: (state: string) => [PLAYER_SCOPE, 'sports', 'bets', state] as const,
};
