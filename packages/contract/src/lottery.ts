import { z } from 'zod';
import { MSG } from './messages.ts';
import { LOTTERY_CHAT_MAX, LOTTERY_MAX_LINES, LOTTERY_TREND_MAX } from './lottery-constants.ts';
import { moneyField } from './money.ts';
import type { NumberInput, TextInput } from './wire.ts';

/**
 * The lottery rooms (spec part 1 §2 Lottery room, §3 Room / Draw data / Open list / Bet order /
 * Chat message, §4 Lottery round, §7): the room with its draw data, bet orders, and ours beyond
 * the spec: verification of a draw and the trend of the last draws.
 */

export {
  LOTTERY_CHAT_KEPT,
  LOTTERY_CHAT_MAX,
  LOTTERY_DEFAULT_AMOUNT,
  LOTTERY_MAX_LINES,
  LOTTERY_OPENLIST_SIZE,
  LOTTERY_QUICK_AMOUNTS,
  LOTTERY_TREND_MAX,
  LOTTERY_TYPE,
} from './lottery-constants.ts';

const roomId = z.preprocess(
  (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
  z
    .number({ error: MSG.lotteryRoomRequired })
    .int({ error: MSG.lotteryRoomRequired })
    .positive({ error: MSG.lotteryRoomRequired })
    .max(2_147_483_647, { error: MSG.lotteryRoomRequired }),
);

/** An issue number: Beijing date and sequence, `202611230142`. */
const expect = z.preprocess(
  (v: TextInput) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .regex(/^\d{8,16}$/, { error: MSG.lotteryExpectInvalid }),
);

// ---- draw results ------------------------------------------------------------------------------

/** One ball of a six-plus-one draw: number, colour and two attributes (生肖, 五行). */
export const lotteryBall = z.object({
  number: z.string(),
  colour: z.enum(['red', 'blue', 'green']),
  zodiac: z.string(),
  element: z.string(),
});
export type LotteryBall = z.infer<typeof lotteryBall>;

/** A sum-of-three result, `a+b+c=total`, with its label (大单 …) and colour (灰 for 0 13 14 27). */
export const lotterySum = z.object({
  digits: z.array(z.number()),
  total: z.number(),
  text: z.string(),
  label: z.string(),
  colour: z.enum(['red', 'green', 'blue', 'gray']),
});
export type LotterySum = z.infer<typeof lotterySum>;

/** A draw as shown: type 1 the seven balls (the seventh is 特码); type 2 the sum. */
export const lotteryExtend = z.union([z.array(lotteryBall), lotterySum]);
export type LotteryExtend = z.infer<typeof lotteryExtend>;

/** Open list entry (spec part 1 §3): the issue, its draw time (Beijing, `YYYY-MM-DD HH:mm:ss`). */
export const lotteryOpen = z.object({
  expect: z.string(),
  opentime2: z.string(),
  extend: lotteryExtend,
});
export type LotteryOpen = z.infer<typeof lotteryOpen>;

// ---- GET /api/lotteryRoom?room_id= ---------------------------------------------------------------

export const lotteryRoomPayload = z.object({ room_id: roomId });
export type LotteryRoomPayload = z.input<typeof lotteryRoomPayload>;

/** A play of the bet panel. `picks`: numbers (1–49) a line of it takes; 0 for a fixed play. */
export const lotteryPlay = z.object({
  id: z.string(),
  name: z.string(),
  playtitle: z.string(),
  odds: z.string(),
  picks: z.number(),
});
export type LotteryPlay = z.infer<typeof lotteryPlay>;

/** A playbox group; `special` 1: choose plays, then numbers 1–49. */
export const lotteryGroup = z.object({
  name: z.string(),
  desc: z.string(),
  special: z.number(),
  childrens: z.array(lotteryPlay),
});
export type LotteryGroup = z.infer<typeof lotteryGroup>;

/**
 * A chat message (spec part 1 §3: left flag, sysmsg, id, author, avatar, content). The same shape
 * travels over the socket; `left` is 1 for others' messages and 0 for the reader's own (a client
 * derives it from `user_id`). A bet carries its `order`; a system message has `sysmsg` 1 and a
 * `kind` (open, seal, drawing, result, win); `open` and `result` carry what the room's view needs
 * of the new issue or the draw.
 */
export const lotteryChatMessage = z.object({
  id: z.string(),
  left: z.number(),
  sysmsg: z.number(),
  user_id: z.number(),
  author: z.string(),
  avatar: z.string(),
  headurl: z.string(),
  content: z.string(),
  kind: z.enum(['chat', 'bet', 'open', 'seal', 'drawing', 'result', 'win']),
  expect: z.string().optional(),
  order: z
    .object({
      id: z.string(),
      total: z.string(),
      data: z.array(z.tuple([z.string(), z.string(), z.string()])),
    })
    .optional(),
  extend: lotteryExtend.optional(),
  /**
   * `open`: the issue's commitment and its draw time (epoch ms); `result`: the draw time as the open
   * list shows it. With these a client moves its room to the new issue or result without loading
   * the room again (spec part 1 §4).
   */
  commit: z.string().optional(),
  draw_at: z.number().optional(),
  opentime2: z.string().optional(),
  /** Epoch milliseconds. */
  time: z.number(),
});
export type LotteryChatMessage = z.infer<typeof lotteryChatMessage>;

/** Stake limits of a room, in yuan (2 places). */
export const lotteryLimits = z.object({
  bet_min: z.string(),
  bet_max: z.string(),
  play_issue_max: z.string(),
  issue_max: z.string(),
});
export type LotteryLimits = z.infer<typeof lotteryLimits>;

export const lotteryRoomData = z.object({
  room_id: z.number(),
  title: z.string(),
  /** Seal seconds: betting closes this long before the draw. */
  ftime: z.number(),
  lottery: z.object({
    code: z.string(),
    title: z.string(),
    type: z.number(),
    openlist: z.array(lotteryOpen),
  }),
  playbox: z.array(lotteryGroup),
  chatdata: z.array(lotteryChatMessage),
  /** The issue open for betting (or sealed, or next to open when the lottery is closed). */
  nextexpect: z.string(),
  /** The last drawn issue ('' when none yet). */
  expect: z.string(),
  /** Seconds until nextexpect's draw (spec part 1 §4). */
  timeout: z.number(),
  /** 'open' betting; 'sealed' 封盘中; 'closed' outside the opening hours (nextexpect not open yet). */
  state: z.enum(['open', 'sealed', 'closed']),
  last: z.object({ expect: z.string(), extend: lotteryExtend }).nullable(),
  /** SHA-256 of nextexpect's server seed, published before betting (provably fair). */
  commit: z.string(),
  limits: lotteryLimits,
  /** Server time, epoch milliseconds (to correct the client's countdown). */
  server_time: z.number(),
});
export type LotteryRoomData = z.infer<typeof lotteryRoomData>;

// ---- POST /api/lotteryOrder {room_id, order{id, total, data}, expect} ------------------------------

/** A line `[label, play, amount]`: the text the player saw, the play field, the stake. */
export const lotteryLine = z.tuple([
  z
    .string({ error: MSG.lotteryOrderInvalid })
    .trim()
    .min(1, { error: MSG.lotteryOrderInvalid })
    .max(32, {
      error: MSG.lotteryOrderInvalid,
    }),
  z
    .string({ error: MSG.lotteryOrderInvalid })
    .trim()
    .min(1, { error: MSG.lotteryOrderInvalid })
    .max(80, {
      error: MSG.lotteryOrderInvalid,
    }),
  moneyField,
]);

export const lotteryOrderBody = z.object({
  /** The client's order id: a repeat with the same id is the same order. */
  id: z.preprocess(
    (v: TextInput) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: MSG.lotteryOrderInvalid })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: MSG.lotteryOrderInvalid }),
  ),
  total: moneyField,
  data: z
    .array(lotteryLine, { error: MSG.lotteryOrderInvalid })
    .min(1, { error: MSG.lotteryOrderEmpty })
    .max(LOTTERY_MAX_LINES, { error: MSG.lotteryTooManyLines }),
});

export const lotteryOrderPayload = z.object({
  room_id: roomId,
  expect,
  order: lotteryOrderBody,
});
export type LotteryOrderPayload = z.input<typeof lotteryOrderPayload>;

export const lotteryOrderData = z.object({
  order_id: z.string(),
  expect: z.string(),
  total: z.string(),
  lines: z.number(),
  /** The wallet balance after the stake. */
  balance: z.string(),
});
export type LotteryOrderData = z.infer<typeof lotteryOrderData>;

// ---- GET /api/lotteryVerify?room_id=&expect= (ours) -------------------------------------------------

export const lotteryVerifyPayload = z.object({ room_id: roomId, expect });
export type LotteryVerifyPayload = z.input<typeof lotteryVerifyPayload>;

export const lotteryVerifyData = z.object({
  /** The lottery's code: part of the HMAC message. */
  lottery: z.string(),
  title: z.string(),
  type: z.number(),
  expect: z.string(),
  commit: z.string(),
  /** The server seed (64 hex), revealed after the draw; '' before. */
  seed: z.string(),
  /** The beacon's randomness in hex, '' when the draw uses the server seed alone. */
  beacon: z.string(),
  /** The drand quicknet round fixed with the commitment, or null. */
  beacon_round: z.number().nullable(),
  /** Type 1: seven numbers in draw order; type 2: three digits; [] before the draw. */
  numbers: z.array(z.number()),
  drawn: z.boolean(),
  /** Seal and draw times (Beijing, `YYYY-MM-DD HH:mm:ss`). */
  sealtime: z.string(),
  opentime2: z.string(),
  extend: lotteryExtend.nullable(),
});
export type LotteryVerifyData = z.infer<typeof lotteryVerifyData>;

// ---- GET /api/lotteryTrend?room_id=&limit= (ours) ----------------------------------------------------

export const lotteryTrendPayload = z.object({
  room_id: roomId,
  limit: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? LOTTERY_TREND_MAX : Number(v)),
    z.number({ error: MSG.badRequest }).int().min(1).max(LOTTERY_TREND_MAX),
  ),
});
export type LotteryTrendPayload = z.input<typeof lotteryTrendPayload>;

export const lotteryTrendDraw = z.object({
  expect: z.string(),
  opentime2: z.string(),
  numbers: z.array(z.number()),
  extend: lotteryExtend,
});
export const lotteryTrendData = z.object({
  lottery: z.object({ code: z.string(), title: z.string(), type: z.number() }),
  /** Newest first. */
  draws: z.array(lotteryTrendDraw),
});
export type LotteryTrendData = z.infer<typeof lotteryTrendData>;

// ---- GET /api/lotteryLobby (ours) -------------------------------------------------------------------

/**
 * The open rooms at a glance, for the home's 彩票 tab (public): each room's title and lottery, the
 * issue open for betting with the seconds to its draw, and the last result.
 */
export const lotteryRoomSummary = z.object({
  room_id: z.number(),
  title: z.string(),
  lottery: z.object({ code: z.string(), title: z.string(), type: z.number() }),
  /** Seal seconds: betting closes this long before the draw. */
  ftime: z.number(),
  nextexpect: z.string(),
  timeout: z.number(),
  state: z.enum(['open', 'sealed', 'closed']),
  last: lotteryOpen.nullable(),
  /** Server time, epoch milliseconds (to correct the client's countdown). */
  server_time: z.number(),
});
export type LotteryRoomSummary = z.infer<typeof lotteryRoomSummary>;
export const lotteryRoomsData = z.array(lotteryRoomSummary);

// ---- the socket's client messages (spec part 1 §7: content and order) --------------------------------

/**
 * `{content}` is a chat line; `{content, order, expect}` a bet (the order of /api/lotteryOrder; the
 * content is the text the player typed or a summary of the lines).
 */
export const lotterySocketMessage = z.object({
  content: z
    .string()
    .max(LOTTERY_CHAT_MAX * 4)
    .optional(),
  order: lotteryOrderBody.optional(),
  expect: expect.optional(),
});

// ---- the operator's calls ------------------------------------------------------------------------------

const limitsInput = z.object({
  bet_min: moneyField,
  bet_max: moneyField,
  play_issue_max: moneyField,
  issue_max: moneyField,
});

/** Anti-abuse rules of a room (DESIGN: configurable per room). */
export const lotteryAbuse = z.object({
  /** Refuse 大 with 小, or 单 with 双, from one player in one issue. */
  refuse_opposites: z.boolean(),
  /** Refuse all four 组合 (大单 大双 小单 小双) from one player in one issue. */
  refuse_all_combos: z.boolean(),
  /** At most this many distinct totals (和值) per player and issue; 0 = no limit. */
  max_totals: z.number().int().min(0).max(28),
});
export type LotteryAbuse = z.infer<typeof lotteryAbuse>;

export const adminLotteryRoom = z.object({
  id: z.number(),
  title: z.string(),
  lottery: z.object({
    id: z.number(),
    code: z.string(),
    title: z.string(),
    type: z.number(),
    period_seconds: z.number(),
    seal_seconds: z.number(),
    open_from: z.string(),
    open_to: z.string(),
    rules: z.record(z.string(), z.unknown()),
  }),
  status: z.number(),
  sort: z.number(),
  playbox: z.array(lotteryGroup),
  limits: lotteryLimits,
  abuse: lotteryAbuse,
  chat_per_minute: z.number(),
});
export type AdminLotteryRoom = z.infer<typeof adminLotteryRoom>;
export const adminLotteryRooms = z.array(adminLotteryRoom);

// POST /api/admin/lottery/rooms/update {room_id, title?, status?, odds?{play: odds}, limits?, abuse?, chat_per_minute?}
export const adminLotteryRoomUpdatePayload = z.object({
  room_id: roomId,
  title: z.string().trim().min(1).max(32).optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  /** New odds by play id: decimal with up to 3 places ('1.98'), or 'a/b' for a tiered play. */
  odds: z
    .record(
      z.string().max(16),
      z
        .string()
        .regex(/^\d{1,7}(\.\d{1,3})?(\/\d{1,7}(\.\d{1,3})?)?$/, { error: MSG.lotteryOddsInvalid }),
    )
    .optional(),
  limits: limitsInput.optional(),
  abuse: lotteryAbuse.optional(),
  chat_per_minute: z.number().int().min(1).max(600).optional(),
});
export type AdminLotteryRoomUpdatePayload = z.input<typeof adminLotteryRoomUpdatePayload>;

// POST /api/admin/lottery/rules/update {lottery_id, rules}: the rules that vary between operators
export const adminLotteryRulesUpdatePayload = z.object({
  lottery_id: roomId,
  rules: z.record(z.string(), z.unknown()),
});
export type AdminLotteryRulesUpdatePayload = z.input<typeof adminLotteryRulesUpdatePayload>;
