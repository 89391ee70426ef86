import { adminEndpoints, endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { assertNotGuest } from '../auth/index.ts';
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
  serve(app, endpoints.doActivityApply, async (request, body, user) => {
    assertNotGuest(user);
    // No Idempotency-Key: applying moves no money, and the unique (activity, player) row already
    // makes a repeat harmless (409 您已申请过该活动).
    return applyToActivity(ctx, user, body.activityid);
  });
  serve(app, endpoints.activityApplyLog, async (request, body, user) => {
    return applicationLog(ctx, user.userId, body.page);
  });

  serve(app, adminEndpoints.activityTypes, () => adminTypes(ctx));
  serve(app, adminEndpoints.activityTypesCreate, (_request, body, actor) =>
    createType(ctx, actor, body),
  );
  serve(app, adminEndpoints.activityTypesUpdate, (_request, body, actor) =>
    updateType(ctx, actor, body),
  );
  serve(app, adminEndpoints.activityTypesDelete, (_request, body, actor) =>
    deleteType(ctx, actor, body.id),
  );
  serve(app, adminEndpoints.activities, (_request, body) =>
    adminActivities(ctx, body.page, body.type),
  );
  serve(app, adminEndpoints.activitiesCreate, (_request, body, actor) =>
    createActivity(ctx, actor, body),
  );
  serve(app, adminEndpoints.activitiesUpdate, (_request, body, actor) =>
    updateActivity(ctx, actor, body),
  );
  serve(app, adminEndpoints.activitiesDelete, (_request, body, actor) =>
    deleteActivity(ctx, actor, body.id),
  );
  serve(app, adminEndpoints.activityApplications, (_request, body) => adminApplications(ctx, body));
  serve(app, adminEndpoints.activityApplicationsReview, (_request, body, actor) =>
    reviewApplication(ctx, actor, body),
  );
}
