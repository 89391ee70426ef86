import { defineEndpoint } from '../endpoint.ts';
import {
  activityApplicationPage,
  activityApplied,
  activityApplyLogPayload,
  activityApplyPayload,
  activityDetail,
  activityDetailPayload,
  activityListPayload,
  activityPage,
  activityTypeList,
} from '../activities.ts';
import { empty } from '../api.ts';

/**
 * The player app's calls of the area "activities": activities (优惠活动). Spread into `endpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const activitiesArea = {
  activityType: defineEndpoint({
    method: 'POST',
    path: '/api/activitytype',
    auth: 'none',
    summary: 'The enabled activity types, in order (the tabs after 全部优惠)',
    payload: empty,
    response: activityTypeList,
  }),
  activityList: defineEndpoint({
    method: 'POST',
    path: '/api/activitylist',
    auth: 'none',
    summary: 'The enabled activities, of one type or all, in order (list in data.data)',
    payload: activityListPayload,
    response: activityPage,
  }),
  activityDetail: defineEndpoint({
    method: 'POST',
    path: '/api/activitydeatil',
    auth: 'none',
    summary:
      "An activity with its sanitised HTML and rules; with a token, the caller's application",
    payload: activityDetailPayload,
    response: activityDetail,
  }),
  doActivityApply: defineEndpoint({
    method: 'POST',
    path: '/api/doactivityapply',
    auth: 'player',
    summary: 'Applies to an activity, once per player and activity (a repeat is 409)',
    payload: activityApplyPayload,
    response: activityApplied,
  }),
  activityApplyLog: defineEndpoint({
    method: 'POST',
    path: '/api/activityApplyLog',
    auth: 'player',
    summary: "The player's activity applications, newest first, with their states",
    payload: activityApplyLogPayload,
    response: activityApplicationPage,
  }),
} as const;
