/**
 * The tables the players-admin module owns: manual adjustments (requested, posted or refused) and
 * its own settings (the amount above which an adjustment needs a second operator).
 */
export const PLAYERS_ADMIN_TABLES = ['player_adjustments', 'players_admin_settings'] as const;
