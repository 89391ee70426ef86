import { z } from 'zod';
import { MSG } from './messages.ts';
import { moneyField } from './money.ts';
import { pageSchema } from './page.ts';
import { VIP_LEVELS } from './rewards-constants.ts';
import type { NumberInput, TextInput } from './wire.ts';

/**
 * The rewards (spec part 1 §2 VIP, Red packet, §3 VIP level, red packet; part 2 §2 Rebate centre,
 * Real-time rebate, Wash code records, Welfare centre, §3 Rebate record, summary and info, §7):
 * VIP levels, rebates (返水 / 洗码) and red packets. Money is a 2-place string; a rebate percent is
 * a string with 2 places ("0.80" = 0.80 %).
 */

export {
  REBATE_CATEGORIES,
  REBATE_CATEGORY_NAMES,
  REBATE_CATEGORY_SHORT_NAMES,
  VIP_LEVELS,
  VIP_RETENTION_DAYS,
  type RebateCategory,
} from './rewards-constants.ts';
const page = z.preprocess(
  (v: NumberInput) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
  z.number({ error: MSG.badRequest }).int().min(1).max(100_000),
);
const shortText = (max: number) =>
  z.preprocess(
    (v: TextInput) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: MSG.badRequest }).trim().max(max, { error: MSG.badRequest }),
  );

// ---- VIP ---------------------------------------------------------------------------------------

/** A VIP level row (spec part 1 §3 / part 2 §3), plus its level number and retention turnover. */
export const vipLevel = z.object({
  level: z.number(),
  vipname: z.string(),
  /** Cumulative approved deposits needed to reach the level. */
  recharge: z.string(),
  /** Cumulative valid-bet turnover needed to reach the level. */
  flow: z.string(),
  /** Valid-bet turnover within a 90-day quarter that keeps the level. */
  retention: z.string(),
  realperson: z.string(),
  sport: z.string(),
  e_sport: z.string(),
  joker: z.string(),
  electron: z.string(),
  lottery: z.string(),
});
export type VipLevel = z.infer<typeof vipLevel>;

// POST /api/uservip {} -> the ten levels, VIP1 first
export const userVipData = z.array(vipLevel);

// POST /api/vipProgress {} (ours): where the player stands, and the changes of their level
export const vipChange = z.object({
  from: z.number(),
  to: z.number(),
  /** 'promotion' | 'demotion'. */
  kind: z.string(),
  /** The Beijing day the job decided it on, YYYY-MM-DD. */
  day: z.string(),
  created_at: z.string(),
});
export type VipChange = z.infer<typeof vipChange>;
export const vipProgressData = z.object({
  vip: z.number(),
  /** Cumulative approved deposits and valid-bet turnover. */
  paysum: z.string(),
  flow: z.string(),
  /** Valid-bet turnover of the current 90-day quarter, and the day it ends (YYYY-MM-DD). */
  quarter_flow: z.string(),
  quarter_ends: z.string(),
  history: z.array(vipChange),
});
export type VipProgressData = z.infer<typeof vipProgressData>;

// ---- rebates (返水) ------------------------------------------------------------------------------

/** Rebate record (spec part 2 §3): state 0 not claimed, 1 claimed. */
export const rebateRecord = z.object({
  id: z.number(),
  /** The platform (venue) name, or 彩票 for the lottery rooms. */
  gamename: z.string(),
  /** The platform's code (api_type). */
  api_type: z.string(),
  /** Valid bets the rebate was computed on, and the percent applied. */
  valid_bet: z.string(),
  rate: z.string(),
  money: z.string(),
  state: z.number(),
  /** The Beijing day of the bets, YYYY-MM-DD. */
  day: z.string(),
  created_at: z.string(),
  /** When it was claimed ('' until then). */
  updated_at: z.string(),
});
export type RebateRecord = z.infer<typeof rebateRecord>;

/**
 * POST /api/getfanshui: on the rebate centre `{date, page, api_type, type}` (date: 1 today, 2 last 7
 * days, 3 last 15, 4 last 30; type: 0 all, 1 unclaimed, 2 claimed) answers the records and totals;
 * on the washcode page `{}` answers the real-time figures. `mode` tells which: `summary` when any
 * of date, page, api_type, type is sent.
 */
export const getFanshuiPayload = z.object({
  date: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z.number({ error: MSG.badRequest }).int().min(1).max(4).optional(),
  ),
  page: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z.number({ error: MSG.badRequest }).int().min(1).max(100_000).optional(),
  ),
  api_type: z.preprocess(
    (v: TextInput) => (v === undefined || v === null ? undefined : String(v)),
    z.string().trim().max(32, { error: MSG.badRequest }).optional(),
  ),
  type: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z.number({ error: MSG.badRequest }).int().min(0).max(2).optional(),
  ),
});
export type GetFanshuiPayload = z.input<typeof getFanshuiPayload>;

/** The rebate centre: records, total claimed (jisuan) and claimable now (nojisuan). */
export const rebateSummary = z.object({
  list: pageSchema(rebateRecord),
  jisuan: z.string(),
  nojisuan: z.string(),
});
export type RebateSummary = z.infer<typeof rebateSummary>;

/**
 * The washcode page (spec part 2 §3 Rebate info): today's valid bets (dayliu), turnover waiting to
 * be washed (daixi), bonus deduction (cailiu), and the rebate claimable now (fanshui); with the
 * player's level and percent (joker serves as the percent on this page, spec part 2 §3).
 */
export const rebateInfo = z.object({
  dayliu: z.string(),
  daixi: z.string(),
  cailiu: z.string(),
  fanshui: z.string(),
  /** Ours: today's rebate so far (by platform, at today's percents), claimable once the day is settled. */
  accrued: z.string(),
  vip: z.number(),
  vipname: z.string(),
  joker: z.string(),
});
export type RebateInfo = z.infer<typeof rebateInfo>;

export const getFanshuiData = z.union([rebateSummary, rebateInfo]);
export type GetFanshuiData = z.infer<typeof getFanshuiData>;

// POST /api/dofanshui {} -> {amount}: every claimable rebate in one ledger transfer
export const doFanshuiData = z.object({ amount: z.string(), balance: z.string() });
export type DoFanshuiData = z.infer<typeof doFanshuiData>;

// ---- red packets --------------------------------------------------------------------------------

/**
 * A red packet rule row (spec part 1 §3: start_time, end_time, day_flow, flow_money, recharge): in
 * the day's window (HH:MM Beijing), a player whose approved deposits of the day reach `recharge`
 * and whose valid bets of the day reach `day_flow` may draw `nums` packets, each worth an amount
 * drawn between `min_money` and `flow_money`. The row with the most packets that the player meets
 * applies.
 */
export const redPacketRule = z.object({
  start_time: z.string(),
  end_time: z.string(),
  /** Today's approved deposits at least this much… */
  recharge: z.string(),
  /** …and today's valid-bet turnover at least this much… */
  day_flow: z.string(),
  /** …give this many packets… */
  nums: z.number(),
  /** …each worth between these two amounts (flow_money is the upper bound). */
  min_money: z.string(),
  flow_money: z.string(),
});
export type RedPacketRule = z.infer<typeof redPacketRule>;

// GET /api/userredpacket -> draws left (sendnums), drawn today (acquirednum), max_times, rules
export const userRedPacketData = z.object({
  sendnums: z.number(),
  acquirednum: z.number(),
  max_times: z.number(),
  /** 0 before today's window, 1 open, 2 after it (ours: the page's 'not started' / 'finished'). */
  state: z.number(),
  start_time: z.string(),
  end_time: z.string(),
  rules: z.array(redPacketRule),
});
export type UserRedPacketData = z.infer<typeof userRedPacketData>;

// POST /api/douserredpacket {} -> {redpacketmoney}
export const doUserRedPacketData = z.object({ redpacketmoney: z.string(), balance: z.string() });
export type DoUserRedPacketData = z.infer<typeof doUserRedPacketData>;

// POST /api/redpacket {page} -> the player's packets, newest first
export const redPacketPayload = z.object({ page });
export const redPacketRecord = z.object({
  id: z.number(),
  /** The day's qualifying deposits when drawn. */
  money: z.string(),
  /** The packet's amount. */
  redpacketmoney: z.string(),
  created_at: z.string(),
  /** When it was paid to the wallet (the draw pays at once). */
  usetime: z.string(),
});
export type RedPacketRecord = z.infer<typeof redPacketRecord>;
export const redPacketPage = pageSchema(redPacketRecord);

// ---- the operator's calls ------------------------------------------------------------------------

const percent = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: MSG.badRequest })
  .refine((v) => Number(v) <= 10, { error: MSG.badRequest });

// POST /api/admin/vip/levels/update {level, vipname?, recharge?, flow?, retention?, <category>?}
export const adminVipLevelUpdatePayload = z.object({
  level: z.number().int().min(1).max(VIP_LEVELS),
  vipname: shortText(16).optional(),
  recharge: moneyField.optional(),
  flow: moneyField.optional(),
  retention: moneyField.optional(),
  realperson: percent.optional(),
  sport: percent.optional(),
  e_sport: percent.optional(),
  joker: percent.optional(),
  electron: percent.optional(),
  lottery: percent.optional(),
});
export type AdminVipLevelUpdatePayload = z.input<typeof adminVipLevelUpdatePayload>;

// POST /api/admin/redpacket/rules {} and /update {rules, max_times}
export const adminRedPacketRules = z.object({
  max_times: z.number(),
  rules: z.array(redPacketRule),
});
export const adminRedPacketRulesUpdatePayload = z.object({
  max_times: z.number().int().min(1).max(100),
  rules: z
    .array(
      z.object({
        start_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MSG.badRequest }),
        end_time: z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, { error: MSG.badRequest }),
        recharge: moneyField,
        day_flow: moneyField,
        nums: z.number().int().min(1).max(100),
        min_money: moneyField,
        flow_money: moneyField,
      }),
    )
    .min(1)
    .max(20),
});
export type AdminRedPacketRulesUpdatePayload = z.input<typeof adminRedPacketRulesUpdatePayload>;

// POST /api/admin/rewards/player {user_id}: a player's VIP, accruals, claims and packets
export const adminRewardsPlayerPayload = z.object({
  user_id: z.number().int().positive().max(2_147_483_647),
});
export const adminRewardsPlayerData = z.object({
  vip: vipProgressData,
  rebates: z.array(rebateRecord),
  claimable: z.string(),
  claimed: z.string(),
  redpackets: z.array(redPacketRecord),
});
export type AdminRewardsPlayerData = z.infer<typeof adminRewardsPlayerData>;
