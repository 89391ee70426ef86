import { adminEndpoints } from '@app/contract/endpoints';
import type { Endpoint } from '@app/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { operatorRoute } from '../operators/index.ts';
import { catalogueChanged } from './catalogue.service.ts';
import { adminCategories, adminGames, updateCategory, updateGame } from './games.admin.service.ts';
import { readGameLinks, updateGameLinks } from './links.service.ts';
import { readPlayerCountThreshold, updatePlayerCountThreshold } from './player-counts.service.ts';
import type { Actor } from '../audit/index.ts';

/**
 * The operator's catalogue and home content calls (ours), under /api/admin: POST, an operator
 * token, the envelope; every change writes its audit row in its own transaction.
 *
 * categories, categories/update; games, games/update; banners, banners/create|update|delete;
 * notices, notices/create|update|delete; game-links, game-links/update; player-counts,
 * player-counts/update.
 */
export function registerGameAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = <E extends Endpoint>(
    endpoint: E,
    handler: (actor: Actor, payload: z.output<E['payload']>) => Promise<z.input<E['response']>>,
  ) => operatorRoute(app, ctx, endpoint, handler);
  /** A change typel shows: this node's cached answer goes once it committed. */
  const changing =
    <P, R>(work: (actor: Actor, payload: P) => Promise<R>) =>
    async (actor: Actor, payload: P): Promise<R> => {
      const answer = await work(actor, payload);
      catalogueChanged(ctx);
      return answer;
    };

  admin(adminEndpoints.categories, () => adminCategories(ctx));
  admin(
    adminEndpoints.categoriesUpdate,
    changing((actor, body) => updateCategory(ctx, actor, body)),
  );

  admin(adminEndpoints.games, (_actor, q) => adminGames(ctx, q));
  admin(
    adminEndpoints.gamesUpdate,
    changing((actor, body) => updateGame(ctx, actor, body)),
  );

  admin(adminEndpoints.gameLinks, () => readGameLinks(ctx));
  admin(adminEndpoints.gameLinksUpdate, (actor, body) =>
    updateGameLinks(ctx, actor.operatorId, body, actor.ip),
  );

  admin(adminEndpoints.playerCounts, async () => ({
    threshold: await readPlayerCountThreshold(ctx.store.db),
  }));
  admin(
    adminEndpoints.playerCountsUpdate,
    changing((actor, body) => updatePlayerCountThreshold(ctx, actor, body.threshold)),
  );
}
