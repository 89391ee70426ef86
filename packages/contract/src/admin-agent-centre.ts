import { z } from 'zod';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/**
 * The agent centre (issue "operator console", item 11): a separate entry of the console where an
 * agent — a PLAYER the operator made an agent, never an operator — signs in with their player
 * account and reads their downline's figures, their commission records and their invite link.
 * Calls under /api/admin/agent/, access 'agent' (admin-roles.ts): a player token of an agent; a
 * player who is not an agent gets 403 MSG.agentOnly. Money as 2-place strings, days as Beijing
 * dates (YYYY-MM-DD).
 */

export const AGENT_CENTRE_LIMITS = {
  /** The daily table covers at most this many Beijing days, today included. */
  daysMax: 90,
  daysDefault: 7,
  pageSize: 20,
} as const;

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }).max(max, { error: message }),
  );

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: MSG.adminPageInvalid })
    .int()
    .min(1)
    .max(100_000, { error: MSG.adminPageInvalid }),
);

const days = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === ''
      ? AGENT_CENTRE_LIMITS.daysDefault
      : typeof v === 'string'
        ? Number(v)
        : v,
  z
    .number({ error: MSG.agentCentreDaysInvalid })
    .int({ error: MSG.agentCentreDaysInvalid })
    .min(1, { error: MSG.agentCentreDaysInvalid })
    .max(AGENT_CENTRE_LIMITS.daysMax, { error: MSG.agentCentreDaysInvalid }),
);

// POST /api/admin/agent/login {name, password} -> {token, name}: the player login's rules and
// throttles; a player who is not an agent is refused (403) and gets no session.
export const agentCentreLoginPayload = z.object({
  name: optionalText(64, MSG.loginRequired),
  password: optionalText(64, MSG.loginRequired),
});
export const agentCentreLoginData = z.object({ token: z.string(), name: z.string() });
export type AgentCentreLoginData = z.infer<typeof agentCentreLoginData>;

// POST /api/admin/agent/logout {} -> null (ends the player session it was given)

// POST /api/admin/agent/me {} -> who the agent is, their rate and invite link
export const agentCentreMe = z.object({
  user_id: z.number(),
  username: z.string(),
  level: z.number(),
  level_name: z.string(),
  /** Commission rate, a 2-place percent ("0.50" = 0.50 %). */
  rate: z.string(),
  /** How many levels down the commission reaches (operator setting). */
  depth: z.number(),
  /** Downline members, every level down to `depth`. */
  members: z.number(),
  /** Commission paid ever. */
  commission_total: z.string(),
  /** The address a friend registers with (the player app's /reg2 with the agent's id). */
  invite_link: z.string(),
});
export type AgentCentreMe = z.infer<typeof agentCentreMe>;

// POST /api/admin/agent/daily {days} -> one row a Beijing day, newest first, and the totals
export const agentCentreDailyPayload = z.object({ days });
export const agentCentreDay = z.object({
  day: z.string(),
  /** Downline members registered that day. */
  registrations: z.number(),
  /** Members whose first approved deposit was that day. */
  first_deposits: z.number(),
  /** Deposits approved that day (credited amount). */
  deposits: z.string(),
  /** Valid bets of settled records placed that day. */
  valid_bets: z.string(),
});
export type AgentCentreDay = z.infer<typeof agentCentreDay>;
export const agentCentreDaily = z.object({
  days: z.array(agentCentreDay),
  total: agentCentreDay.omit({ day: true }),
});
export type AgentCentreDaily = z.infer<typeof agentCentreDaily>;

// POST /api/admin/agent/members {days, page} -> the downline, newest registration first, with
// each member's figures over the last `days` Beijing days
export const agentCentreMembersPayload = z.object({ days, page });
export const agentCentreMember = z.object({
  user_id: z.number(),
  /** Masked like the app's friend details ('ab***yz'). */
  name: z.string(),
  /** 1 = referred by the agent, 2 = by one of those, … */
  depth: z.number(),
  registered: z.string(),
  /** The day of the first approved deposit ever, '' when none. */
  first_deposit: z.string(),
  deposits: z.string(),
  valid_bets: z.string(),
});
export type AgentCentreMember = z.infer<typeof agentCentreMember>;
export const agentCentreMembersPage = pageSchema(agentCentreMember);

// POST /api/admin/agent/commissions {page} -> the agent's commission records, newest day first
export const agentCentreCommissionsPayload = z.object({ page });
export const agentCentreCommission = z.object({
  day: z.string(),
  /** What the commission was computed on (valid bets or net loss of the downline). */
  basis: z.string(),
  rate: z.string(),
  members: z.number(),
  amount: z.string(),
  remark: z.string(),
  created_at: z.string(),
});
export type AgentCentreCommission = z.infer<typeof agentCentreCommission>;
export const agentCentreCommissionsPage = pageSchema(agentCentreCommission);
