import type { Generated } from 'kysely';

/** The tables the games module owns: the catalogue (categories, games) and who has a game open. */
export const GAMES_TABLES = ['game_categories', 'games', 'game_activity'] as const;

/** code: the home tab code (0 hot, 1 lobby, 2 live, 3 chess, 4 slots, 5 sports, 6 fishing, …). */
export interface GameCategoriesTable {
  id: Generated<number>;
  code: number;
  slug: string;
  name: string;
  img: string;
  sort: number;
  enabled: number;
  created_at: number;
}

/** catecode: the platform's list code (gamelistBycode, /concise type: housedz, houseqp, …). */
export interface GamesTable {
  id: Generated<number>;
  category_id: number;
  platname: string;
  catecode: string;
  name: string;
  game_type: number;
  game_code: string;
  img: string;
  hot: number;
  status: number;
  sort: number;
  created_at: number;
}

export interface GameActivityTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  last_seen_at: number;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    game_categories: GameCategoriesTable;
    games: GamesTable;
    game_activity: GameActivityTable;
  }
}
