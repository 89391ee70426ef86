import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/**
 * Query keys of the house games: the player's own (lobby and wallet, seed pair, bets) are
 * player-scoped, so a new session drops them; a game's definition and a bet's verification are
 * public.
 */
export const houseKeys = {
  lobby: [PLAYER_SCOPE, 'house', 'lobby'] as const,
  seeds: [PLAYER_SCOPE, 'house', 'seeds'] as const,
  bets: [PLAYER_SCOPE, 'house', 'bets'] as const,
  slot: (game: string) => ['house', 'slot', game] as const,
  fishing: ['house', 'fishing'] as const,
  cards: ['house', 'cards'] as const,
  verify: (bet: string) => ['house', 'verify', bet] as const,
};
