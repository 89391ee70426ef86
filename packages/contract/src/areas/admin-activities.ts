import { defineEndpoint } from '../endpoint.ts';
import {
  adminActivitiesPayload,
  adminActivity,
  adminActivityApplication,
  adminActivityApplicationPage,
  adminActivityApplicationsPayload,
  adminActivityCreatePayload,
  adminActivityDeleted,
  adminActivityDeletePayload,
  adminActivityPage,
  adminActivityReviewPayload,
  adminActivityType,
  adminActivityTypeCreatePayload,
  adminActivityTypeDeletePayload,
  adminActivityTypeList,
  adminActivityTypeUpdatePayload,
  adminActivityUpdatePayload,
} from '../activities.ts';
import { empty } from '../api.ts';

/**
 * The operator's calls of the area "admin-activities". Spread into `adminEndpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const adminActivitiesArea = {
  activityTypes: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities/types',
    auth: 'operator',
    summary: 'Every activity type, enabled or not, in order',
    payload: empty,
    response: adminActivityTypeList,
  }),
  activityTypesCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities/types/create',
    auth: 'operator',
    summary: 'Creates an activity type (audited)',
    payload: adminActivityTypeCreatePayload,
    response: adminActivityType,
  }),
  activityTypesUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities/types/update',
    auth: 'operator',
    summary: 'Edits an activity type (audited)',
    payload: adminActivityTypeUpdatePayload,
    response: adminActivityType,
  }),
  activityTypesDelete: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities/types/delete',
    auth: 'operator',
    summary: 'Deletes an activity type that no activity uses (audited)',
    payload: adminActivityTypeDeletePayload,
    response: adminActivityDeleted,
  }),
  activities: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities',
    auth: 'operator',
    summary: 'Every activity, enabled or not, in display order',
    payload: adminActivitiesPayload,
    response: adminActivityPage,
  }),
  activitiesCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities/create',
    auth: 'operator',
    summary:
      'Creates an activity; its HTML is sanitised with an allow-list before it is stored (audited)',
    payload: adminActivityCreatePayload,
    response: adminActivity,
  }),
  activitiesUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities/update',
    auth: 'operator',
    summary: 'Edits an activity; its HTML is sanitised before it is stored (audited)',
    payload: adminActivityUpdatePayload,
    response: adminActivity,
  }),
  activitiesDelete: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities/delete',
    auth: 'operator',
    summary: 'Deletes an activity that has no application (audited)',
    payload: adminActivityDeletePayload,
    response: adminActivityDeleted,
  }),
  activityApplications: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities/applications',
    auth: 'operator',
    summary: 'Activity applications, newest first, by state, activity or player',
    payload: adminActivityApplicationsPayload,
    response: adminActivityApplicationPage,
  }),
  activityApplicationsReview: defineEndpoint({
    method: 'POST',
    path: '/api/admin/activities/applications/review',
    auth: 'operator',
    summary:
      'Approves (the bonus paid through the ledger) or refuses an application, once; the player gets an inbox message (audited)',
    payload: adminActivityReviewPayload,
    response: adminActivityApplication,
  }),
} as const;
