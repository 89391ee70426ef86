import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { empty } from '@app/contract/api';
import {
  adminBannerCreatePayload,
  adminBannersPayload,
  adminBannerUpdatePayload,
  adminCategoryUpdatePayload,
  adminDeletePayload,
  adminGameLinksUpdatePayload,
  adminGamesPayload,
  adminGameUpdatePayload,
  adminNoticeCreatePayload,
  adminNoticesPayload,
  adminNoticeUpdatePayload,
} from '@app/contract/games-admin';
import type { AppContext } from '../../platform/context.ts';
import { requireOperator } from '../admin/operators.service.ts';
import { route } from '../../platform/http/route.ts';
import {
  adminBanners,
  adminCategories,
  adminGames,
  adminNotices,
  createBanner,
  createNotice,
  deleteBanner,
  deleteNotice,
  updateBanner,
  updateCategory,
  updateGame,
  updateNotice,
  type Actor,
} from './games.admin.service.ts';
import { readGameLinks, updateGameLinks } from './links.service.ts';

/**
 * The operator's catalogue and home content calls (ours), under /api/admin: POST, an operator
 * token, the envelope; every change writes its audit row in its own transaction.
 *
 * categories, categories/update; games, games/update; banners, banners/create|update|delete;
 * notices, notices/create|update|delete; game-links, game-links/update.
 */
export function registerGameAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A call any operator may make; the handler gets the operator as the actor of its audit row. */
  const admin = <S extends z.ZodType, R>(
    path: string,
    schema: S,
    handler: (actor: Actor, payload: z.output<S>) => Promise<R>,
  ) =>
    route(app, 'POST', `/api/admin/${path}`, { schema }, async (request: FastifyRequest, body) => {
      const operator = await requireOperator(ctx, request);
      return handler({ operatorId: operator.operatorId, ip: request.ip }, body);
    });

  admin('categories', empty, () => adminCategories(ctx));
  admin('categories/update', adminCategoryUpdatePayload, (actor, body) =>
    updateCategory(ctx, actor, body),
  );

  admin('games', adminGamesPayload, (_actor, q) => adminGames(ctx, q));
  admin('games/update', adminGameUpdatePayload, (actor, body) => updateGame(ctx, actor, body));

  admin('banners', adminBannersPayload, (_actor, q) => adminBanners(ctx, q.type));
  admin('banners/create', adminBannerCreatePayload, (actor, body) =>
    createBanner(ctx, actor, body),
  );
  admin('banners/update', adminBannerUpdatePayload, (actor, body) =>
    updateBanner(ctx, actor, body),
  );
  admin('banners/delete', adminDeletePayload, (actor, body) => deleteBanner(ctx, actor, body.id));

  admin('notices', adminNoticesPayload, (_actor, q) => adminNotices(ctx, q));
  admin('notices/create', adminNoticeCreatePayload, (actor, body) =>
    createNotice(ctx, actor, body),
  );
  admin('notices/update', adminNoticeUpdatePayload, (actor, body) =>
    updateNotice(ctx, actor, body),
  );
  admin('notices/delete', adminDeletePayload, (actor, body) => deleteNotice(ctx, actor, body.id));

  admin('game-links', empty, () => readGameLinks(ctx));
  admin('game-links/update', adminGameLinksUpdatePayload, (actor, body) =>
    updateGameLinks(ctx, actor.operatorId, body, actor.ip),
  );
}
