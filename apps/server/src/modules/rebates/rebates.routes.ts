import { adminEndpoints, endpoints } from '@app/contract/endpoints';
import { formatMinor } from '@app/contract/money';
import type { RedPacketRecord } from '@app/contract/rewards';
import type { FastifyInstance } from 'fastify';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { serve } from '../../platform/http/route.ts';
import { MSG } from '@app/contract/messages';
import { findUser } from '../users/index.ts';
import { vipProgress } from '../vip/index.ts';
import { claimForPlayer } from './claims.ts';
import { latestRows, rebateInfo, rebateSummary, totalsOf } from './views.ts';

/** What a later module (red packets) adds to the operator's per-player view. */
export type PlayerRedPackets = (ctx: AppContext, userId: number) => Promise<RedPacketRecord[]>;

const redPacketSource = defineAppState('rebates.playerRedPackets', () => ({
  source: undefined as PlayerRedPackets | undefined,
}));

/**
 * The red packet module comes after this one; it registers its per-player records here so that
 * POST /api/admin/rewards/player lists them (until then the list is []).
 */
export function registerPlayerRedPackets(ctx: AppContext, source: PlayerRedPackets): void {
  redPacketSource(ctx).source = source;
}

export function registerRebateRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.getFanshui, async (request, body, user) => {
    const summary =
      body.date !== undefined ||
      body.page !== undefined ||
      body.api_type !== undefined ||
      body.type !== undefined;
    return summary ? rebateSummary(ctx, user.userId, body) : rebateInfo(ctx, user.userId);
  });

  serve(app, endpoints.doFanshui, async (request, _body, user) => {
    return idempotent(ctx, request, user.userId, async () => {
      const claim = await claimForPlayer(ctx, user.userId);
      return { amount: formatMinor(claim.amountMinor), balance: formatMinor(claim.balanceMinor) };
    });
  });

  serve(app, adminEndpoints.rewardsPlayer, async (_request, body) => {
    if (!(await findUser(ctx.store, body.user_id))) throw new AppError(404, MSG.notFound);
    const packets = redPacketSource(ctx).source;
    const [vip, rebates, totals, redpackets] = await Promise.all([
      vipProgress(ctx, body.user_id),
      latestRows(ctx, body.user_id),
      totalsOf(ctx, body.user_id),
      packets ? packets(ctx, body.user_id) : Promise.resolve([]),
    ]);
    return {
      vip,
      rebates,
      claimable: formatMinor(totals.claimableMinor),
      claimed: formatMinor(totals.claimedMinor),
      redpackets,
    };
  });
}
