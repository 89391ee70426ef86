import { z } from 'zod';
import { idOf, optionalIdOf } from './ids.ts';
import { ACTIVITY_LIMITS } from './activities-constants.ts';
import { ADMIN_LIMITS } from './admin.ts';
import { MSG } from './messages.ts';
import { parseMinor } from './money.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/**
 * Activities (优惠活动, spec part 1 §2 Activities, §3 activity type and activity, §4 application
 * states, §6 visitor, §7 `activitytype`, `activitylist`, `activitydeatil` (sic), `doactivityapply`,
 * `activityApplyLog`; part 2 §2 Records, §3 activity application). The operator's calls under
 * /api/admin/activities are ours. Money is a 2-place string on the wire.
 */

export { ACTIVITY_LIMITS, APPLICATION_STATE } from './activities-constants.ts';

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: MSG.badRequest })
    .int({ error: MSG.badRequest })
    .min(1, { error: MSG.badRequest })
    .max(100_000, { error: MSG.badRequest }),
);

/** An optional type filter: nothing, '', 0 or null mean every type (the 全部优惠 tab). */
const typeFilter = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' || v === 0 || v === '0'
      ? undefined
      : typeof v === 'string' && /^\d{1,15}$/.test(v)
        ? Number(v)
        : v,
  z
    .number({ error: MSG.activityTypeInvalid })
    .int({ error: MSG.activityTypeInvalid })
    .min(1, { error: MSG.activityTypeInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: MSG.activityTypeInvalid })
    .optional(),
);

const state = z.union([z.literal(1), z.literal(2), z.literal(3)]);

// ---- the player's calls -------------------------------------------------------------------------

// POST /api/activitytype {} -> ActivityType[] (enabled types, in the operator's order)
export const activityType = z.object({ id: z.number(), name: z.string() });
export type ActivityType = z.infer<typeof activityType>;
export const activityTypeList = z.array(activityType);

// POST /api/activitylist {type?, page?} -> Page<ActivityItem> (the client reads data.data)
export const activityListPayload = z.object({ type: typeFilter, page });
export const activityItem = z.object({
  id: z.number(),
  type: z.number(),
  /** An image address; the spec's client drops an item whose banner has no dot. */
  banner: z.string(),
  title: z.string(),
  /** '0.00' when the activity pays no bonus. */
  bonus: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;
export const activityPage = pageSchema(activityItem);

// POST /api/activitydeatil {id} -> ActivityDetail (the spec's spelling of the path)
export const activityDetailPayload = z.object({ id: idOf(MSG.activityIdInvalid) });
export const activityDetail = z.object({
  id: z.number(),
  type: z.number(),
  type_name: z.string(),
  banner: z.string(),
  title: z.string(),
  /** HTML, sanitised by the server when the operator saved it (allow-list). */
  content: z.string(),
  /** The rules, plain text (line breaks kept). */
  memo: z.string(),
  bonus: z.string(),
  /** The bonus's turnover multiple: its amount × this is added to the withdrawal turnover. */
  turnover_multiple: z.number(),
  /** The caller's application: null for a visitor or when not applied; 1, 2 or 3 otherwise. */
  apply_state: state.nullable(),
  /** The operator's remark on a decided application ('' otherwise). */
  apply_remark: z.string(),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

// POST /api/doactivityapply {activityid} -> {id, activity_id, state: 1}; once per player and activity
export const activityApplyPayload = z.object({ activityid: idOf(MSG.activityIdInvalid) });
export const activityApplied = z.object({
  id: z.number(),
  activity_id: z.number(),
  state,
});
export type ActivityApplied = z.infer<typeof activityApplied>;

// POST /api/activityApplyLog {page} -> Page<ActivityApplication>, newest first (part 2 §3)
export const activityApplyLogPayload = z.object({ page });
export const activityApplication = z.object({
  id: z.number(),
  activity_id: z.number(),
  activity_name: z.string(),
  /** Beijing time, 'YYYY-MM-DD HH:mm:ss'. */
  created_at: z.string(),
  state,
  remark: z.string(),
  /** The bonus paid ('0.00' when none, or not decided yet). */
  bonus: z.string(),
});
export type ActivityApplication = z.infer<typeof activityApplication>;
export const activityApplicationPage = pageSchema(activityApplication);

// ---- the operator's calls -----------------------------------------------------------------------

const flag = z.union([z.literal(0), z.literal(1)], { error: MSG.adminSwitchInvalid });
const sort = z
  .number({ error: MSG.catalogueSortInvalid })
  .int({ error: MSG.catalogueSortInvalid })
  .min(0, { error: MSG.catalogueSortInvalid })
  .max(ACTIVITY_LIMITS.sortMax, { error: MSG.catalogueSortInvalid });

const text = (min: number, max: number, message: string) =>
  z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message }),
  );

const typeName = text(1, ACTIVITY_LIMITS.typeNameMax, MSG.activityTypeNameInvalid);
const title = text(1, ACTIVITY_LIMITS.titleMax, MSG.activityTitleInvalid);
/** An http(s) address or a path of this site, with a dot (the spec's client needs one). */
const banner = z.preprocess(
  (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: MSG.activityBannerInvalid })
    .trim()
    .max(ACTIVITY_LIMITS.bannerMax, { error: MSG.activityBannerInvalid })
    .regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, { error: MSG.activityBannerInvalid })
    .regex(/\.[A-Za-z0-9]+(?:[?#][^\s"'<>]*)?$/, { error: MSG.activityBannerInvalid }),
);
/** Raw HTML from the operator; the server sanitises it before it is stored. */
const content = text(0, ACTIVITY_LIMITS.contentMax, MSG.activityContentInvalid);
const memo = text(0, ACTIVITY_LIMITS.memoMax, MSG.activityMemoInvalid);
const bonus = z
  .union([z.number(), z.string().max(32)], { error: MSG.activityBonusInvalid })
  .transform((value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null || minor < 0n || minor > ACTIVITY_LIMITS.bonusMaxMinor) {
      ctx.addIssue({ code: 'custom', message: MSG.activityBonusInvalid });
      return z.NEVER;
    }
    return minor;
  });
const turnoverMultiple = z
  .number({ error: MSG.activityTurnoverInvalid })
  .int({ error: MSG.activityTurnoverInvalid })
  .min(0, { error: MSG.activityTurnoverInvalid })
  .max(ACTIVITY_LIMITS.turnoverMultipleMax, { error: MSG.activityTurnoverInvalid });
const typeId = idOf(MSG.activityTypeInvalid);

// POST /api/admin/activities/types {} -> AdminActivityType[] (every type, in order)
export const adminActivityType = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  enabled: z.number(),
});
export type AdminActivityType = z.infer<typeof adminActivityType>;
export const adminActivityTypeList = z.array(adminActivityType);

// POST /api/admin/activities/types/create {name, sort?=0, enabled?=1} -> AdminActivityType
export const adminActivityTypeCreatePayload = z.object({
  name: typeName,
  sort: sort.default(0),
  enabled: flag.default(1),
});
export type AdminActivityTypeCreatePayload = z.output<typeof adminActivityTypeCreatePayload>;

// POST /api/admin/activities/types/update {id, name?, sort?, enabled?} -> AdminActivityType
export const adminActivityTypeUpdatePayload = z.object({
  id: typeId,
  name: typeName.optional(),
  sort: sort.optional(),
  enabled: flag.optional(),
});
export type AdminActivityTypeUpdatePayload = z.output<typeof adminActivityTypeUpdatePayload>;

// POST /api/admin/activities/types/delete {id} -> {id} (refused while activities use it)
export const adminActivityTypeDeletePayload = z.object({ id: typeId });
export const adminActivityDeleted = z.object({ id: z.number() });

// POST /api/admin/activities {page, type?} -> Page<AdminActivity>, in display order
export const adminActivitiesPayload = z.object({ page, type: typeFilter });
export const adminActivity = z.object({
  id: z.number(),
  type: z.number(),
  banner: z.string(),
  title: z.string(),
  content: z.string(),
  memo: z.string(),
  sort: z.number(),
  enabled: z.number(),
  bonus: z.string(),
  turnover_multiple: z.number(),
  /** Applications received (all states). */
  applications: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminActivity = z.infer<typeof adminActivity>;
export const adminActivityPage = pageSchema(adminActivity);

// POST /api/admin/activities/create {type, banner, title, content?, memo?, sort?, enabled?,
// bonus?, turnover_multiple?} -> AdminActivity; content is sanitised before it is stored
export const adminActivityCreatePayload = z.object({
  type: typeId,
  banner,
  title,
  content: content.default(''),
  memo: memo.default(''),
  sort: sort.default(0),
  enabled: flag.default(1),
  bonus: bonus.default(0n),
  turnover_multiple: turnoverMultiple.default(1),
});
export type AdminActivityCreatePayload = z.output<typeof adminActivityCreatePayload>;

// POST /api/admin/activities/update {id, …any field of create} -> AdminActivity
export const adminActivityUpdatePayload = z.object({
  id: idOf(MSG.activityIdInvalid),
  type: optionalIdOf(MSG.activityTypeInvalid),
  banner: banner.optional(),
  title: title.optional(),
  content: content.optional(),
  memo: memo.optional(),
  sort: sort.optional(),
  enabled: flag.optional(),
  bonus: bonus.optional(),
  turnover_multiple: turnoverMultiple.optional(),
});
export type AdminActivityUpdatePayload = z.output<typeof adminActivityUpdatePayload>;

// POST /api/admin/activities/delete {id} -> {id} (refused once it has applications)
export const adminActivityDeletePayload = z.object({ id: idOf(MSG.activityIdInvalid) });

// POST /api/admin/activities/applications {page, state?, activity_id?, user_id?}
// -> Page<AdminActivityApplication>, newest first
export const adminActivityApplicationsPayload = z.object({
  page,
  state: z.preprocess(
    (v: NumberInput) =>
      v === undefined || v === null || v === '' || v === 0 || v === '0'
        ? undefined
        : typeof v === 'string'
          ? Number(v)
          : v,
    state.optional(),
  ),
  activity_id: optionalIdOf(MSG.activityIdInvalid),
  user_id: optionalIdOf(MSG.inboxUserInvalid),
});
export type AdminActivityApplicationsPayload = z.output<typeof adminActivityApplicationsPayload>;
export const adminActivityApplication = z.object({
  id: z.number(),
  activity_id: z.number(),
  activity_name: z.string(),
  user_id: z.number(),
  username: z.string(),
  state,
  remark: z.string(),
  /**
   * Pending (state 1): what an approval now will pay (the activity's bonus). Decided: what was
   * paid ('0.00' when refused or the activity has none).
   */
  bonus: z.string(),
  /** Turnover added to the player's withdrawal requirement (bonus × multiple), likewise. */
  turnover: z.string(),
  reviewed_by: z.number().nullable(),
  /** '' until decided. */
  reviewed_at: z.string(),
  created_at: z.string(),
});
export type AdminActivityApplication = z.infer<typeof adminActivityApplication>;
export const adminActivityApplicationPage = pageSchema(adminActivityApplication);

// POST /api/admin/activities/applications/review {id, approve, remark} -> AdminActivityApplication
// approve: state 2 and the bonus paid; refuse: state 3 (a remark is required). Once only (409).
export const adminActivityReviewPayload = z.object({
  id: idOf(MSG.activityApplicationInvalid),
  approve: z.boolean({ error: MSG.adminApproveRequired }),
  remark: z.preprocess(
    (v: OptionalTextInput) =>
      v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v,
    z.string({ error: MSG.adminRemarkTooLong }).max(ADMIN_LIMITS.remarkMax, {
      error: MSG.adminRemarkTooLong,
    }),
  ),
});
export type AdminActivityReviewPayload = z.output<typeof adminActivityReviewPayload>;
