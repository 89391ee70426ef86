import { z } from 'zod';
import { idOf } from './ids.ts';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import { AGENT_MOBILE_PATTERN, AGENT_REASON_MAX } from './agents-constants.ts';
import type { NumberInput, OptionalTextInput, TextInput } from './wire.ts';

/**
 * The agent programme and the invite page (spec part 1 §2 Personal screens /applyagent and
 * /inviter, §3 agent application and invite detail row, §5, §7 applyagentdo, getAgentLoginUrl).
 * The spec names applyagentdo and getAgentLoginUrl; the invite calls and the operator's calls are
 * ours. Money is a 2-place string; a commission rate is in basis points (50 = 0.50 %), shown as a
 * 2-place percent string.
 */

export const AGENT_LIMITS = {
  reasonMax: AGENT_REASON_MAX,
  levelMax: 10,
  levelNameMax: 16,
  rateBpMax: 10_000,
  depthMax: 10,
  introImagesMax: 8,
  introSrcMax: 500,
  introTextMax: 2000,
  /** Rows per page of the invite records and the operator's application list. */
  pageSize: 15,
} as const;

export {
  AGENT_APPLICATION_STATE_NAMES,
  AGENT_APPLICATION_STATES,
  AGENT_MOBILE_PATTERN,
  AGENT_REASON_MAX,
} from './agents-constants.ts';

/** What a day's commission is computed on (operator setting). */
export const COMMISSION_BASES = ['valid_bets', 'net_loss'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

/** Figure periods of the invite detail: date codes of spec part 2 §9 (1 today … 4 thirty days). */
export const INVITE_PERIODS = [1, 2, 3, 4] as const;

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z.number({ error: MSG.badRequest }).int().min(1).max(100_000),
);

const textOf = (v: TextInput) =>
  v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v;

// ---- the player's calls -------------------------------------------------------------------------

// POST /api/applyagentdo {mobile, apply_info} -> the open application
export const applyAgentPayload = z.object({
  mobile: z.preprocess(
    textOf,
    z
      .string({ error: MSG.agentMobileInvalid })
      .trim()
      .regex(AGENT_MOBILE_PATTERN, { error: MSG.agentMobileInvalid }),
  ),
  apply_info: z.preprocess(
    textOf,
    z
      .string({ error: MSG.agentReasonRequired })
      .trim()
      .min(1, { error: MSG.agentReasonRequired })
      .max(AGENT_LIMITS.reasonMax, { error: MSG.agentReasonTooLong }),
  ),
});
export type ApplyAgentPayload = z.input<typeof applyAgentPayload>;

/** The player's latest application (ours: /applyagent shows where it stands). */
export const agentApplication = z.object({
  id: z.number(),
  mobile: z.string(),
  apply_info: z.string(),
  /** 1 pending, 2 approved, 3 refused. */
  state: z.number(),
  state_name: z.string(),
  /** The operator's reason when refused; '' otherwise. */
  remark: z.string(),
  created_at: z.string(),
  /** '' until reviewed. */
  reviewed_at: z.string(),
});
export type AgentApplication = z.infer<typeof agentApplication>;

// POST /api/applyagentinfo {} (ours) -> whether the player is an agent, and their latest application
export const applyAgentInfo = z.object({
  isagent: z.number(),
  application: agentApplication.nullable(),
});
export type ApplyAgentInfo = z.infer<typeof applyAgentInfo>;

/** The downline figures of a period (spec: active members, new members, deposits). */
export const inviteFigures = z.object({
  /** The date code (1 today, 2 seven days, 3 fifteen, 4 thirty). */
  period: z.number(),
  /** Beijing dates the figures cover, 'YYYY-MM-DD', both included. */
  from: z.string(),
  to: z.string(),
  /** Downline members with a settled valid bet placed in the period. */
  active: z.number(),
  /** Downline members registered in the period. */
  new_members: z.number(),
  /** Their deposits approved in the period. */
  deposits: z.string(),
});
export type InviteFigures = z.infer<typeof inviteFigures>;

// POST /api/inviteInfo {period} (ours) -> the invite link's id and the downline overview
export const inviteInfoPayload = z.object({
  period: z.preprocess(
    (v: NumberInput) =>
      v === undefined || v === null || v === '' ? 2 : typeof v === 'string' ? Number(v) : v,
    z
      .number({ error: MSG.invitePeriodInvalid })
      .int({ error: MSG.invitePeriodInvalid })
      .min(1, { error: MSG.invitePeriodInvalid })
      .max(4, { error: MSG.invitePeriodInvalid }),
  ),
});
export type InviteInfoPayload = z.input<typeof inviteInfoPayload>;
export const inviteInfo = z.object({
  /** The player's id: the `pid` of their invite link. */
  pid: z.number(),
  isagent: z.number(),
  /** The agent's level, its name and commission percent ('0.50'); 0, '' and '0.00' for others. */
  level: z.number(),
  level_name: z.string(),
  rate: z.string(),
  /** How many levels below the player the downline (and the commission) reaches. */
  depth: z.number(),
  /** Every member of the downline, whenever registered. */
  members: z.number(),
  /** Commission paid so far. */
  commission_total: z.string(),
  today: inviteFigures,
  selected: inviteFigures,
});
export type InviteInfo = z.infer<typeof inviteInfo>;

// POST /api/inviteRecords {type, page} (ours): 1 bonus records, 2 friend details
export const inviteRecordsPayload = z.object({
  type: z.preprocess(
    (v: NumberInput) =>
      v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
    z.union([z.literal(1), z.literal(2)], { error: MSG.inviteTypeInvalid }),
  ),
  page,
});
export type InviteRecordsPayload = z.input<typeof inviteRecordsPayload>;
/** Spec part 1 §3 invite detail row: date, bonus (or the friend's deposits), remark. */
export const inviteRow = z.object({ dt: z.string(), money: z.string(), desc: z.string() });
export type InviteRow = z.infer<typeof inviteRow>;
export const inviteRecordsPage = pageSchema(inviteRow);

/** A bonus introduction image (operator content). */
export const introImage = z.object({ src: z.string(), alt: z.string() });
// POST /api/inviteIntro {} (ours, public) -> the bonus introduction
export const inviteIntro = z.object({ images: z.array(introImage), text: z.string() });
export type InviteIntro = z.infer<typeof inviteIntro>;

// ---- the operator's calls -----------------------------------------------------------------------

// POST /api/admin/agents/applications {page, state?} -> Page<AdminAgentApplication>, newest first
export const adminAgentApplicationsPayload = z.object({
  page,
  state: z.preprocess(
    (v: NumberInput) =>
      v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v,
    z
      .number({ error: MSG.adminStateInvalid })
      .int({ error: MSG.adminStateInvalid })
      .min(1, { error: MSG.adminStateInvalid })
      .max(3, { error: MSG.adminStateInvalid })
      .optional(),
  ),
});
export const adminAgentApplication = agentApplication.extend({
  user_id: z.number(),
  username: z.string(),
  realname: z.string(),
  reviewed_by: z.number().nullable(),
});
export type AdminAgentApplication = z.infer<typeof adminAgentApplication>;
export const adminAgentApplicationsPage = pageSchema(adminAgentApplication);

// POST /api/admin/agents/applications/review {id, approve, remark} -> the application
export const adminAgentReviewPayload = z.object({
  id: idOf(MSG.agentApplicationUnknown),
  approve: z.boolean({ error: MSG.adminApproveRequired }),
  remark: z.preprocess(
    (v: OptionalTextInput) =>
      v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v,
    z.string({ error: MSG.adminRemarkTooLong }).max(255, { error: MSG.adminRemarkTooLong }),
  ),
});
export type AdminAgentReviewPayload = z.output<typeof adminAgentReviewPayload>;

export const agentLevel = z.object({
  level: z.number(),
  name: z.string(),
  rate_bp: z.number(),
  /** rate_bp as a percent with 2 places ('0.50'). */
  rate: z.string(),
});
export type AgentLevel = z.infer<typeof agentLevel>;

// POST /api/admin/agents/levels {} -> the levels and the commission settings
export const adminAgentLevels = z.object({
  levels: z.array(agentLevel),
  basis: z.enum(COMMISSION_BASES),
  depth: z.number(),
});
export type AdminAgentLevels = z.infer<typeof adminAgentLevels>;

const levelNumber = z.preprocess(
  (v: NumberInput) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v),
  z
    .number({ error: MSG.agentLevelInvalid })
    .int({ error: MSG.agentLevelInvalid })
    .min(1, { error: MSG.agentLevelInvalid })
    .max(AGENT_LIMITS.levelMax, { error: MSG.agentLevelInvalid }),
);

// POST /api/admin/agents/levels/update {level, name?, rate_bp?} -> levels (a new level: the next
// number, with both fields)
export const adminAgentLevelUpdatePayload = z.object({
  level: levelNumber,
  name: z
    .string({ error: MSG.agentLevelNameInvalid })
    .trim()
    .min(1, { error: MSG.agentLevelNameInvalid })
    .max(AGENT_LIMITS.levelNameMax, { error: MSG.agentLevelNameInvalid })
    .optional(),
  rate_bp: z.preprocess(
    (v: NumberInput) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.agentRateInvalid })
      .int({ error: MSG.agentRateInvalid })
      .min(0, { error: MSG.agentRateInvalid })
      .max(AGENT_LIMITS.rateBpMax, { error: MSG.agentRateInvalid })
      .optional(),
  ),
});
export type AdminAgentLevelUpdatePayload = z.output<typeof adminAgentLevelUpdatePayload>;

// POST /api/admin/agents/settings/update {basis?, depth?} -> levels and settings
export const adminAgentSettingsUpdatePayload = z.object({
  basis: z.enum(COMMISSION_BASES, { error: MSG.agentBasisInvalid }).optional(),
  depth: z.preprocess(
    (v: NumberInput) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.agentDepthInvalid })
      .int({ error: MSG.agentDepthInvalid })
      .min(1, { error: MSG.agentDepthInvalid })
      .max(AGENT_LIMITS.depthMax, { error: MSG.agentDepthInvalid })
      .optional(),
  ),
});

// POST /api/admin/agents/level {user_id, level} -> the agent's level
export const adminAgentSetLevelPayload = z.object({
  user_id: idOf(MSG.agentUserUnknown),
  level: levelNumber,
});
export const adminAgentSetLevelData = z.object({ user_id: z.number(), level: z.number() });

// POST /api/admin/agents/commissions {page, user_id?} -> Page of commissions, newest day first
export const adminAgentCommissionsPayload = z.object({
  page,
  user_id: idOf(MSG.agentUserUnknown).optional(),
});
export const adminAgentCommission = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  day: z.string(),
  basis: z.string(),
  rate: z.string(),
  amount: z.string(),
  remark: z.string(),
  created_at: z.string(),
});
export const adminAgentCommissionsPage = pageSchema(adminAgentCommission);

const introSrc = z
  .string({ error: MSG.agentIntroInvalid })
  .trim()
  .max(AGENT_LIMITS.introSrcMax, { error: MSG.agentIntroInvalid })
  .regex(/^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, { error: MSG.agentIntroInvalid });

// POST /api/admin/agents/intro/update {images?, text?} -> the bonus introduction
export const adminAgentIntroUpdatePayload = z.object({
  images: z
    .array(
      z.object({
        src: introSrc,
        alt: z
          .string({ error: MSG.agentIntroInvalid })
          .trim()
          .max(64, { error: MSG.agentIntroInvalid }),
      }),
      { error: MSG.agentIntroInvalid },
    )
    .max(AGENT_LIMITS.introImagesMax, { error: MSG.agentIntroInvalid })
    .optional(),
  text: z
    .string({ error: MSG.agentIntroTextInvalid })
    .trim()
    .max(AGENT_LIMITS.introTextMax, { error: MSG.agentIntroTextInvalid })
    .optional(),
});
