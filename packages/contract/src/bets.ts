import { z } from 'zod';
import type { Page } from './envelope.ts';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, TextInput } from './wire.ts';

/** Bet records (spec part 2 §2 Records, §3 Bet record and statistics, §4 bet status, §7). */

/** Bet status of spec part 1 §4 / part 2 §4. */
export const BET_STATUS = { invalid: 0, settled: 1, unsettled: 2 } as const;
export const BET_STATUS_NAMES: Record<number, string> = { 0: '无效', 1: '已结算', 2: '未结算' };

/** Date filter codes of spec part 2 §9 (default 4). */
export const BET_DATE_CODES = [
  { code: 1, label: '今日' },
  { code: 2, label: '近7日' },
  { code: 3, label: '近15日' },
  { code: 4, label: '近30日' },
] as const;

// POST /api/betrecord {date: 1|2|3|4, page, api_type: platname or ''}
export const betRecordPayload = z.object({
  date: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? 4 : Number(v)),
    z.number({ error: MSG.badRequest }).int().min(1).max(4),
  ),
  page: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
    z.number({ error: MSG.badRequest }).int().min(1).max(100_000),
  ),
  api_type: z.preprocess(
    (v: TextInput) => (v === undefined || v === null ? '' : String(v)),
    z.string().trim().max(32, { error: MSG.badRequest }),
  ),
});
export type BetRecordPayload = z.input<typeof betRecordPayload>;

export const betRecord = z.object({
  id: z.number(),
  bet_id: z.string(),
  /** Game name (spec: plays or game_code or Code or platform_type). */
  plays: z.string(),
  game_code: z.string(),
  /** Platform (venue platname). */
  platform_type: z.string(),
  /** Venue display name. */
  plat_name: z.string(),
  status: z.number(),
  status_name: z.string(),
  bet_amount: z.string(),
  valid_bet: z.string(),
  /** The player's win (+) or loss (-). */
  win_loss: z.string(),
  bet_time: z.string(),
  created_at: z.string(),
});
export type BetRecord = z.infer<typeof betRecord>;

export const betStatistics = z.object({
  total_valid_bets: z.string(),
  /** Flow reduced by bonuses (none exist yet: 0.00, not an invented figure). */
  reduced_loss: z.string(),
  /** Valid bets less the reduction: the turnover that rebates are washed on. */
  wash_code_turnover: z.string(),
  /** Rebates paid on these bets (rebates arrive with the VIP and rebate issue: 0.00). */
  total_rebate_amount: z.string(),
});
export type BetStatistics = z.infer<typeof betStatistics>;

/** ours: a venue the player has bet records at (the platform filter's tabs). */
export const betPlatform = z.object({ platname: z.string(), name: z.string() });
export type BetPlatform = z.infer<typeof betPlatform>;

export const betRecordData = z.object({
  order: pageSchema(betRecord),
  statistics: betStatistics,
  /**
   * ours: every venue the player has records at, whatever the filter — a seamless provider's
   * too, which balancelist does not list (it keeps no wallet of its own).
   */
  platforms: z.array(betPlatform),
});
export interface BetRecordData {
  order: Page<BetRecord>;
  statistics: BetStatistics;
  platforms: BetPlatform[];
}
