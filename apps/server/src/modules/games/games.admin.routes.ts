import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { catalogueChanged } from './catalogue.service.ts';
import { adminCategories, adminGames, updateCategory, updateGame } from './games.admin.service.ts';
import { readGameLinks, updateGameLinks } from './links.service.ts';
import { readPlayerCountThreshold, updatePlayerCountThreshold } from './player-counts.service.ts';

/**
 * The operator's catalogue and home content calls (ours), under /api/admin: POST, an operator
 * token, the envelope; every change writes its audit row in its own transaction.
 *
 * categories, categories/update; games, games/update; banners, banners/create|update|delete;
 * notices, notices/create|update|delete; game-links, game-links/update; player-counts,
 * player-counts/update.
 */
export function registerGameAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A change typel shows: this node's cached answer goes once it committed. */
  const changing = async <R>(work: Promise<R>): Promise<R> => {
    const answer = await work;
    catalogueChanged(ctx);
    return answer;
  };

  serve(app, adminEndpoints.categories, () => adminCategories(ctx));
  serve(app, adminEndpoints.categoriesUpdate, (_request, body, actor) =>
    changing(updateCategory(ctx, actor, body)),
  );

  serve(app, adminEndpoints.games, (_request, q) => adminGames(ctx, q));
  serve(app, adminEndpoints.gamesUpdate, (_request, body, actor) =>
    changing(updateGame(ctx, actor, body)),
  );

  serve(app, adminEndpoints.gameLinks, () => readGameLinks(ctx));
  serve(app, adminEndpoints.gameLinksUpdate, (_request, body, actor) =>
    updateGameLinks(ctx, actor.operatorId, body, actor.ip),
  );

  serve(app, adminEndpoints.playerCounts, async () => ({
    threshold: await readPlayerCountThreshold(ctx.store.db),
  }));
  serve(app, adminEndpoints.playerCountsUpdate, (_request, body, actor) =>
    changing(updatePlayerCountThreshold(ctx, actor, body.threshold)),
  );
}
