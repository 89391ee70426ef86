import { z } from 'zod';
import { idOf, optionalIdOf } from './ids.ts';
import { lotteryChatMessage } from './lottery.ts';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import type { NumberInput } from './wire.ts';

/**
 * The operator console's lottery operations beyond the rooms' settings (lottery.ts): a room's
 * issues with their commitment, revealed seed, result and settlement figures, and the room's chat
 * moderation (remove a message, mute a player for a time).
 */

const roomId = idOf(MSG.lotteryRoomRequired);

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: MSG.adminPageInvalid })
    .int({ error: MSG.adminPageInvalid })
    .min(1, { error: MSG.adminPageInvalid })
    .max(100_000, { error: MSG.adminPageInvalid }),
);

/** Issues per page of /api/admin/lottery/issues. */
export const LOTTERY_ISSUES_PAGE = 20;
/** Messages per page of /api/admin/lottery/chat. */
export const LOTTERY_ADMIN_CHAT_PAGE = 50;
/** The longest mute: 30 days, in minutes. */
export const LOTTERY_MUTE_MAX_MINUTES = 43_200;

// POST /api/admin/lottery/issues {room_id, page}
export const adminLotteryIssuesPayload = z.object({ room_id: roomId, page });

/**
 * One issue of the room's lottery, newest first. `seed` and `numbers` are empty until the draw
 * (the seed stays secret until then). Figures are the room's: from its settlement row once settled
 * (`settled`), else the lines placed so far with `payout` and `house` null.
 */
export const adminLotteryIssue = z.object({
  expect: z.string(),
  seal_at: z.number(),
  draw_at: z.number(),
  drawn_at: z.number().nullable(),
  commitment: z.string(),
  seed: z.string(),
  beacon: z.string(),
  numbers: z.array(z.number()),
  settled: z.boolean(),
  settled_at: z.number().nullable(),
  /** Bet lines of the room in the issue. */
  bets: z.number(),
  stake: z.string(),
  payout: z.string().nullable(),
  /** Stake minus payouts: the house's result (negative when players won more). */
  house: z.string().nullable(),
});
export type AdminLotteryIssue = z.infer<typeof adminLotteryIssue>;
export const adminLotteryIssues = pageSchema(adminLotteryIssue);

/** A player muted in a room until `until` (epoch ms). */
export const adminLotteryMute = z.object({
  user_id: z.number(),
  username: z.string(),
  until: z.number(),
  created_at: z.number(),
});
export type AdminLotteryMute = z.infer<typeof adminLotteryMute>;

// POST /api/admin/lottery/chat {room_id, before_id?}: the room's messages, newest page, oldest first
export const adminLotteryChatPayload = z.object({
  room_id: roomId,
  before_id: optionalIdOf(MSG.lotteryChatIdInvalid),
});
export const adminLotteryChat = z.object({
  messages: z.array(lotteryChatMessage),
  has_more: z.boolean(),
  /** Players muted in the room now. */
  mutes: z.array(adminLotteryMute),
});
export type AdminLotteryChat = z.infer<typeof adminLotteryChat>;

// POST /api/admin/lottery/chat/remove {room_id, id}
export const adminLotteryChatRemovePayload = z.object({
  room_id: roomId,
  id: idOf(MSG.lotteryChatIdInvalid),
});
export const adminLotteryChatRemoveData = z.object({ id: z.string() });

// POST /api/admin/lottery/mute {room_id, user_id, minutes}: 0 minutes lifts the mute
export const adminLotteryMutePayload = z.object({
  room_id: roomId,
  user_id: idOf(MSG.lotteryPlayerNotFound),
  minutes: z.preprocess(
    (v: NumberInput) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.lotteryMuteMinutesInvalid })
      .int({ error: MSG.lotteryMuteMinutesInvalid })
      .min(0, { error: MSG.lotteryMuteMinutesInvalid })
      .max(LOTTERY_MUTE_MAX_MINUTES, { error: MSG.lotteryMuteMinutesInvalid }),
  ),
});
export const adminLotteryMuteData = z.object({ mute: adminLotteryMute.nullable() });

/**
 * Published in a lottery room when an operator removes a message: clients drop the message with
 * id `removed_id`. It has no `id` of its own, so a client that only knows chat messages ignores it.
 */
export const lotteryChatRemoval = z.object({
  kind: z.literal('removed'),
  removed_id: z.string(),
});
export type LotteryChatRemoval = z.infer<typeof lotteryChatRemoval>;

// POST /api/admin/lottery/seal/update {lottery_id, seal_seconds}: when betting closes before each
// draw. The period and opening hours are not editable: issue numbers derive from them.
export const adminLotterySealUpdatePayload = z.object({
  lottery_id: roomId,
  seal_seconds: z.preprocess(
    (v: NumberInput) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.lotterySealInvalid })
      .int({ error: MSG.lotterySealInvalid })
      .min(1, { error: MSG.lotterySealInvalid })
      .max(86_400, { error: MSG.lotterySealInvalid }),
  ),
});
