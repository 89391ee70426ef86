/** The tables the games module owns: the catalogue (categories, games) and who has a game open. */
export const GAMES_TABLES = ['game_categories', 'games', 'game_activity'] as const;
