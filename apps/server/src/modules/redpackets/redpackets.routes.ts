import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { serve } from '../../platform/http/route.ts';
import { drawRedPacket, listRedPackets, userRedPacket } from './redpackets.service.ts';

/** The player's red packet calls (spec part 1 §7: userredpacket, douserredpacket, redpacket). */
export function registerRedPacketRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.userRedPacket, async (request, _body, user) => {
    return userRedPacket(ctx, user);
  });

  serve(app, endpoints.doUserRedPacket, async (request, _body, user) => {
    return idempotent(ctx, request, user.userId, () => drawRedPacket(ctx, user));
  });

  serve(app, endpoints.redPacket, async (request, body, user) => {
    return listRedPackets(ctx, user, body.page);
  });
}
