import type { ServerModule } from '../../platform/module.ts';
import { gamesAndBets } from './migrations/0003_games_and_bets.ts';
import { ensureCatalogue, ensureHouseGames } from './catalogue.seed.ts';
import { registerGameRoutes } from './games.routes.ts';
import { GAMES_TABLES } from './tables.ts';
import { houseGameIsOpen } from './house-gate.ts';
import { setHouseGameGate } from '../house/index.ts';

/**
 * The game catalogue (categories, games), launch through the venues, real player counts, service
 * and agent links, the generated images (/media/...) and the operator's catalogue editing.
 */
export { gameKey, gameNamesOf } from './catalogue.service.ts';
export {
  gameCategoriesOf,
  reportCategoriesOf,
  type GameCategory,
  type ReportCategory,
} from './report-categories.ts';
export { listOwnGame, type OwnGame } from './own-games.ts';
export {
  setVenueGamesOpen,
  syncVenueGames,
  VENUE_GAME_CATEGORIES,
  venueGameCounts,
  type VenueGame,
  type VenueGameCategory,
  type VenueGamesSync,
} from './venue-games.ts';
export { catalogueChanged } from './catalogue.service.ts';
export { drawBanner, type BannerArt, type Palette } from './media.ts';
export { readGameLinks } from './links.service.ts';

export const gamesModule: ServerModule = {
  name: 'games',
  tables: GAMES_TABLES,
  migrations: [gamesAndBets],
  plugin: (app, ctx) => {
    registerGameRoutes(app, ctx);
    // A house game closed here is refused by the house venue's calls too.
    setHouseGameGate(ctx, (code) => houseGameIsOpen(ctx, code));
  },
  start: async (ctx) => {
    await ensureCatalogue(ctx);
    await ensureHouseGames(ctx);
  },
};
