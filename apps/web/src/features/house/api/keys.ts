import { houseLobbyQueryKey } from '../../../api/house-lobby.ts';
import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/**
 * Query keys of the house games: the player's own (lobby and wallet, seed pair, bets, a table with
 * the player's stakes) are player-scoped, so a new session drops them; a game's definition, the
 * tables' lobby and a verification are public.
 */
export const houseKeys = {
  lobby: houseLobbyQueryKey,
  seeds: [PLAYER_SCOPE, 'house', 'seeds'] as const,
  bets: [PLAYER_SCOPE, 'house', 'bets'] as const,
  slot: (game: string) => ['house', 'slot', game] as const,
  fishing: ['house', 'fishing'] as const,
  cards: ['house', 'cards'] as const,
  verify: (bet: string) => ['house', 'verify', bet] as const,
  verifyTable: (table: string, round: number) => ['house', 'verify', table, round] as const,
  /** The tables' lobby (public) and one table with the player's part (player-scoped). */
  tables: ['house', 'tables'] as const,
  table: (code: string) => [PLAYER_SCOPE, 'house', 'table', code] as const,
};
