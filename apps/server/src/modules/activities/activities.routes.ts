import { adminEndpoints, endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { assertNotGuest, requireUser } from '../auth/index.ts';
import { operatorRoute } from '../operators/index.ts';
import {
  adminActivities,
  adminApplications,
  adminTypes,
  createActivity,
  createType,
  deleteActivity,
  deleteType,
  reviewApplication,
  updateActivity,
  updateType,
} from './activities.admin.ts';
import {
  activityDetail,
  activityList,
  activityTypes,
  applicationLog,
  applyToActivity,
} from './activities.service.ts';

/** The player's activity calls (spec part 1 §7) and the operator's (/api/admin/activities/…). */
export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.activityType, () => activityTypes(ctx));
  serve(app, endpoints.activityList, (_request, body) => activityList(ctx, body.type, body.page));
  serve(app, endpoints.activityDetail, (request, body) => activityDetail(ctx, request, body.id));
  serve(app, endpoints.doActivityApply, async (request, body) => {
    const user = await requireUser(ctx, request);
    assertNotGuest(user);
    // No Idempotency-Key: applying moves no money, and the unique (activity, player) row already
    // makes a repeat harmless (409 您已申请过该活动).
    return applyToActivity(ctx, user, body.activityid);
  });
  serve(app, endpoints.activityApplyLog, async (request, body) => {
    const user = await requireUser(ctx, request);
    return applicationLog(ctx, user.userId, body.page);
  });

  operatorRoute(app, ctx, adminEndpoints.activityTypes, () => adminTypes(ctx));
  operatorRoute(app, ctx, adminEndpoints.activityTypesCreate, (actor, body) =>
    createType(ctx, actor, body),
  );
  operatorRoute(app, ctx, adminEndpoints.activityTypesUpdate, (actor, body) =>
    updateType(ctx, actor, body),
  );
  operatorRoute(app, ctx, adminEndpoints.activityTypesDelete, (actor, body) =>
    deleteType(ctx, actor, body.id),
  );
  operatorRoute(app, ctx, adminEndpoints.activities, (_actor, body) =>
    adminActivities(ctx, body.page, body.type),
  );
  operatorRoute(app, ctx, adminEndpoints.activitiesCreate, (actor, body) =>
    createActivity(ctx, actor, body),
  );
  operatorRoute(app, ctx, adminEndpoints.activitiesUpdate, (actor, body) =>
    updateActivity(ctx, actor, body),
  );
  operatorRoute(app, ctx, adminEndpoints.activitiesDelete, (actor, body) =>
    deleteActivity(ctx, actor, body.id),
  );
  operatorRoute(app, ctx, adminEndpoints.activityApplications, (_actor, body) =>
    adminApplications(ctx, body),
  );
  operatorRoute(app, ctx, adminEndpoints.activityApplicationsReview, (actor, body) =>
    reviewApplication(ctx, actor, body),
  );
}
