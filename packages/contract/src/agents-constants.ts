/**
 * Constants of the agent programme that the player app's screens use: no zod here, so a screen
 * imports them without the schemas (agents.ts re-exports them).
 */

/** A mainland mobile number (spec part 1 §5 '请输入正确手机号'). */
export const AGENT_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Longest application reason, in characters. */
export const AGENT_REASON_MAX = 200;

/** Application states: 1 pending, 2 approved, 3 refused (as activity applications, §4). */
export const AGENT_APPLICATION_STATES = { pending: 1, approved: 2, refused: 3 } as const;
export const AGENT_APPLICATION_STATE_NAMES: Record<number, string> = {
  1: '待审核',
  2: '已通过',
  3: '已拒绝',
};
