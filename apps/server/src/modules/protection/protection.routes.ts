import { adminEndpoints, endpoints } from '@app/contract/endpoints';
import { MSG } from '@app/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { serve } from '../../platform/http/route.ts';
import { userExists } from '../users/index.ts';
import {
  operatorBlock,
  operatorSetLimit,
  playerBlock,
  playerCancel,
  playerConfirm,
  playerSetLimit,
  playerSetReality,
  playerStop,
} from './settings.ts';
import { adminProtection, protectionStatus } from './status.ts';

/** The player's /responsible calls and the operator's (ours; DESIGN §12). */
export function registerProtectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.responsible, async (request, _body, user) => {
    return protectionStatus(ctx, user.userId);
  });
  serve(app, endpoints.responsibleLimit, async (request, body, user) => {
    await playerSetLimit(ctx, user.userId, `${body.kind}:${body.period}`, body.amount);
    return protectionStatus(ctx, user.userId);
  });
  serve(app, endpoints.responsibleSession, async (request, body, user) => {
    const minutes = body.minutes === null ? null : BigInt(body.minutes);
    await playerSetLimit(ctx, user.userId, 'session', minutes);
    return protectionStatus(ctx, user.userId);
  });
  serve(app, endpoints.responsibleReality, async (request, body, user) => {
    await playerSetReality(ctx, user.userId, body.minutes);
    return protectionStatus(ctx, user.userId);
  });
  serve(app, endpoints.responsibleConfirm, async (request, body, user) => {
    await playerConfirm(ctx, user.userId, body.id);
    return protectionStatus(ctx, user.userId);
  });
  serve(app, endpoints.responsibleCancel, async (request, body, user) => {
    await playerCancel(ctx, user.userId, body.id);
    return protectionStatus(ctx, user.userId);
  });
  serve(app, endpoints.responsibleTimeout, async (request, body, user) => {
    await playerBlock(ctx, user.userId, { kind: 'timeout', days: body.days });
    return protectionStatus(ctx, user.userId);
  });
  serve(app, endpoints.responsibleExclude, async (request, body, user) => {
    await playerBlock(ctx, user.userId, { kind: 'exclusion', term: body.term });
    return protectionStatus(ctx, user.userId);
  });
  serve(app, endpoints.responsibleStop, async (request, _body, user) => {
    await playerStop(ctx, user.userId);
    return protectionStatus(ctx, user.userId);
  });

  const knownPlayer = async (userId: number) => {
    if (!(await userExists(ctx, userId))) throw new AppError(404, MSG.adminPlayerNotFound);
  };
  serve(app, adminEndpoints.playerProtection, async (_request, body) => {
    await knownPlayer(body.user_id);
    return adminProtection(ctx, body.user_id);
  });
  serve(app, adminEndpoints.playerProtectionLimit, async (_request, body, actor) => {
    await knownPlayer(body.user_id);
    await operatorSetLimit(ctx, actor, {
      userId: body.user_id,
      field: `${body.kind}:${body.period}`,
      amount: body.amount,
      reason: body.reason,
    });
    return adminProtection(ctx, body.user_id);
  });
  serve(app, adminEndpoints.playerProtectionBlock, async (_request, body, actor) => {
    await knownPlayer(body.user_id);
    let block: Parameters<typeof operatorBlock>[2]['block'];
    if (body.kind === 'timeout') {
      if (body.days === undefined) throw new AppError(400, MSG.protectionTimeoutInvalid);
      block = { kind: 'timeout', days: body.days };
    } else {
      if (body.term === undefined) throw new AppError(400, MSG.protectionTermInvalid);
      block = { kind: 'exclusion', term: body.term };
    }
    await operatorBlock(ctx, actor, { userId: body.user_id, block, reason: body.reason });
    return adminProtection(ctx, body.user_id);
  });
}
