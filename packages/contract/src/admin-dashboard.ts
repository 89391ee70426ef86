import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * POST /api/admin/dashboard (ours, issue "operator console"): the operator's figures of today and
 * of each of the last `days` Beijing days (today included, oldest first), every one of them from
 * the ledger and the bet records (docs/decisions/console.md "Dashboard figures"), and the pending count of
 * each review queue. Money is a 2-place string, as everywhere.
 */
export const DASHBOARD_LIMITS = { daysMin: 7, daysMax: 90, daysDefault: 30 } as const;

type DaysInput = number | string | null | undefined;

export const adminDashboardPayload = z
  .object({
    days: z.preprocess(
      (v: DaysInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
      z
        .number({ error: MSG.dashboardDaysInvalid })
        .int({ error: MSG.dashboardDaysInvalid })
        .min(DASHBOARD_LIMITS.daysMin, { error: MSG.dashboardDaysInvalid })
        .max(DASHBOARD_LIMITS.daysMax, { error: MSG.dashboardDaysInvalid })
        .optional(),
    ),
  })
  .loose()
  .optional();
export type AdminDashboardPayload = z.output<typeof adminDashboardPayload>;

/** The days asked, or the default. */
export const dashboardDays = (payload: AdminDashboardPayload): number =>
  payload?.days ?? DASHBOARD_LIMITS.daysDefault;

/** A game category of the gross gaming revenue (`other`: bets of a game not in the catalogue). */
export const dashboardCategory = z.object({
  /** The category's slug (hot and lobby are never a bet's category), or `other`. */
  slug: z.string(),
  name: z.string(),
});
export type DashboardCategory = z.infer<typeof dashboardCategory>;

/** One Beijing day's figures. */
export const dashboardDay = z.object({
  /** "2026-11-25", Beijing. */
  date: z.string(),
  /** Credited deposits (ledger transfers of kind deposit). */
  deposits: z.string(),
  /** Paid withdrawals (ledger transfers of kind withdraw_pay). */
  withdrawals: z.string(),
  /** Players registered that day (guests not counted). */
  new_players: z.number(),
  /** Players with at least one bet record placed that day. */
  active_players: z.number(),
  /** Valid bets of the settled bet records placed that day. */
  valid_bets: z.string(),
  /** Stakes − payouts of the settled bet records placed that day, all categories. */
  ggr: z.string(),
  /** The same per category slug (every slug of `categories`, "0.00" when none). */
  ggr_by_category: z.record(z.string(), z.string()),
  /** Paid out of the rebates house account (net). */
  rebates: z.string(),
  /** Paid out of the promotions house account (red packets, activity bonuses; net). */
  bonuses: z.string(),
  /** Paid out of the commissions house account (agents' commissions; net). */
  commissions: z.string(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardPending = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  activity_applications: z.number(),
  agent_applications: z.number(),
});
export type DashboardPending = z.infer<typeof dashboardPending>;

export const adminDashboardData = z.object({
  /** Today's Beijing date (the last of `days`). */
  today: z.string(),
  /** Epoch ms of the app clock when the figures were read. */
  generated_at: z.number(),
  categories: z.array(dashboardCategory),
  /** Oldest first; the last is today (so far). */
  days: z.array(dashboardDay),
  pending: dashboardPending,
});
export type AdminDashboardData = z.infer<typeof adminDashboardData>;
