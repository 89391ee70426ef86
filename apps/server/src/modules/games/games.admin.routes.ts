import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { empty } from '@app/contract/api';
import {
  adminCategoryUpdatePayload,
  adminGameLinksUpdatePayload,
  adminGamesPayload,
  adminGameUpdatePayload,
} from '@app/contract/games-admin';
import type { AppContext } from '../../platform/context.ts';
import { operatorRoute } from '../operators/index.ts';
import { adminCategories, adminGames, updateCategory, updateGame } from './games.admin.service.ts';
import { readGameLinks, updateGameLinks } from './links.service.ts';
import type { Actor } from '../audit/index.ts';

/**
 * The operator's catalogue and home content calls (ours), under /api/admin: POST, an operator
 * token, the envelope; every change writes its audit row in its own transaction.
 *
 * categories, categories/update; games, games/update; banners, banners/create|update|delete;
 * notices, notices/create|update|delete; game-links, game-links/update.
 */
export function registerGameAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = <S extends z.ZodType, R>(
    path: string,
    schema: S,
    handler: (actor: Actor, payload: z.output<S>) => Promise<R>,
  ) => operatorRoute(app, ctx, path, schema, handler);

  admin('categories', empty, () => adminCategories(ctx));
  admin('categories/update', adminCategoryUpdatePayload, (actor, body) =>
    updateCategory(ctx, actor, body),
  );

  admin('games', adminGamesPayload, (_actor, q) => adminGames(ctx, q));
  admin('games/update', adminGameUpdatePayload, (actor, body) => updateGame(ctx, actor, body));

  admin('game-links', empty, () => readGameLinks(ctx));
  admin('game-links/update', adminGameLinksUpdatePayload, (actor, body) =>
    updateGameLinks(ctx, actor.operatorId, body, actor.ip),
  );
}
