import { continuePlay } from '../protection/index.ts';
import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { type ServiceUrlData } from '@app/contract/games';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { serve, serveShared } from '../../platform/http/route.ts';
import { heartbeat } from './activity.service.ts';
import {
  catalogueChanged,
  categoryGames,
  platformGames,
  shownCategories,
} from './catalogue.service.ts';
import { registerGameAdminRoutes } from './games.admin.routes.ts';
import { launchGame } from './launch.service.ts';
import { serviceUrls } from './links.service.ts';
import { registerMediaRoutes } from './media.ts';

/**
 * Catalogue, launch, player counts and service links (spec part 1 §7), the generated images
 * (/media/...) and the operator's catalogue editing (/api/admin/...).
 */
export function registerGameRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveShared(app, endpoints.typel, () => shownCategories(ctx));

  serve(app, endpoints.typelist, (_request, payload) => categoryGames(ctx, payload));

  serve(app, endpoints.gamelistBycode, (_request, payload) => platformGames(ctx, payload.gamecode));

  // Both variants behave the same on our side (spec part 1 §4 picks one by category and type).
  // Automatic transfer moves money on launch, so an Idempotency-Key replays the first answer.
  for (const endpoint of [endpoints.getGameUrl, endpoints.getGametgUrl]) {
    serve(app, endpoint, async (request, payload, user) => {
      return idempotent(ctx, request, user.userId, () =>
        launchGame(ctx, user, {
          id: payload.id,
          plat_name: payload.plat_name,
          game_type: payload.game_type,
          game_code: payload.game_code,
        }),
      );
    });
  }

  serve(app, endpoints.gameHeartbeat, async (request, p, user) => {
    if (p.id === undefined) throw badRequest(MSG.badRequest);
    const counted = await heartbeat(ctx, user.userId, p.id);
    if (counted) {
      catalogueChanged(ctx);
      // The open game keeps the player's play session going (player protection).
      await continuePlay(ctx, user.userId);
    }
    return { counted };
  });

  serve(app, endpoints.getServicerUrl, async (_request, payload): Promise<ServiceUrlData> => ({
    url: await serviceUrls(ctx, payload.type),
  }));

  registerMediaRoutes(app, ctx);
  registerGameAdminRoutes(app, ctx);
}
