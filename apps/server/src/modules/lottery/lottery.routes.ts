import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { serve } from '../../platform/http/route.ts';
import { placeOrder } from './orders.ts';
import { roomsSummary, roomView, trendView, verifyView } from './room.ts';

/** The player's lottery calls (spec part 1 §7) and ours: verification and trend. */
export function registerLotteryRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.lotteryRoom, async (request, query) => {
    return roomView(ctx, query.room_id);
  });

  serve(app, endpoints.lotteryOrder, async (request, body, user) => {
    return idempotent(ctx, request, user.userId, () =>
      placeOrder(ctx, user.userId, {
        roomId: body.room_id,
        expect: body.expect,
        order: body.order,
      }),
    );
  });

  serve(app, endpoints.lotteryVerify, async (_request, query) =>
    verifyView(ctx, query.room_id, query.expect),
  );

  serve(app, endpoints.lotteryLobby, async () => roomsSummary(ctx));

  serve(app, endpoints.lotteryTrend, async (_request, query) =>
    trendView(ctx, query.room_id, query.limit),
  );
}
