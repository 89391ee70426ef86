import { z } from 'zod';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, TextInput } from './wire.ts';

export * from './games-constants.ts';

/**
 * The game catalogue, launch and service links (spec part 1 §2 Home and Game screens, §3 Category
 * and Game, §4 category codes and launch rule, §7 calls; part 2 §2 Slot game list).
 */

export const category = z.object({
  id: z.number(),
  code: z.number(),
  slug: z.string(),
  name: z.string(),
  img: z.string(),
  /** Real players with a game of this category open in the last 10 minutes. */
  renum: z.number(),
});
export type Category = z.infer<typeof category>;

export const game = z.object({
  id: z.number(),
  name: z.string(),
  /** Platform (venue platname): ag, bg, ob, … */
  plat: z.string(),
  /** Venue display name: 自营游戏, … */
  plat_name: z.string(),
  type: z.number(),
  code: z.string(),
  status: z.number(),
  img: z.string(),
  category_id: z.number(),
  category_code: z.number(),
  hot: z.number(),
  // the same game as the slot list reads it (spec part 2 §3 Game)
  catecode: z.string(),
  gamecode: z.string(),
  gamepic: z.string(),
  gamename: z.string(),
});
export type Game = z.infer<typeof game>;

const idLike = z.preprocess(
  (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
  z.number({ error: MSG.badRequest }).int().positive({ error: MSG.badRequest }).optional(),
);
const shortText = (max = 64) =>
  z.preprocess(
    (v: TextInput) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: MSG.badRequest }).trim().max(max, { error: MSG.badRequest }),
  );

// POST /api/typel {} -> data: Category[] (enabled, in display order)
export const typelData = z.array(category);

// POST /api/typelist: one of {id}, {typeid}, {type_id}, {category_id}, or {type: category name}
export const typelistPayload = z.object({
  id: idLike,
  typeid: idLike,
  type_id: idLike,
  category_id: idLike,
  type: shortText(),
});
export type TypelistPayload = z.input<typeof typelistPayload>;
export const typelistData = z.array(game);

// POST /api/gamelistBycode {gamecode} -> data: Game[] of that platform list (catecode)
export const gamelistBycodePayload = z.object({ gamecode: shortText(32) });
export const gamelistBycodeData = z.array(game);

// POST /api/bannerList {type} -> data: Banner[] (two defaults when none is set)
export const bannerListPayload = z.object({
  type: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? 2 : Number(v)),
    z.number({ error: MSG.badRequest }).int().min(0).max(99),
  ),
});
export const banner = z.object({ id: z.number(), src: z.string(), link: z.string() });
export type Banner = z.infer<typeof banner>;
export const bannerListData = z.array(banner);

// POST /api/homenotice {} -> data: string[] (the scrolling announcements, plain text)
export const homenoticeData = z.array(z.string());

// POST /api/noticeList {page} -> Page<Notice>
export const noticeListPayload = z.object({
  page: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
    z.number({ error: MSG.badRequest }).int().min(1).max(100_000),
  ),
});
export const notice = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  /** 1 when the home page pops it up once (/index_old announcement popup). */
  popup: z.number(),
  created_at: z.string(),
});
export type Notice = z.infer<typeof notice>;
export const noticePage = pageSchema(notice);

// POST /api/getGameUrl and /api/getGametgUrl {plat_name, game_type, game_code, is_mobile_url} | {id}
export const gameUrlPayload = z.object({
  id: idLike,
  plat_name: shortText(32),
  game_type: z.preprocess(
    (v: NumberInput) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z.number({ error: MSG.badRequest }).int().min(0).max(99).optional(),
  ),
  game_code: shortText(64),
  is_mobile_url: z.unknown().optional(),
});
export type GameUrlPayload = z.input<typeof gameUrlPayload>;
export const gameUrlData = z.object({
  url: z.string(),
  game_id: z.number(),
  plat: z.string(),
  /** Moved into the venue by automatic transfer on this launch; null when nothing moved. */
  transferred: z.string().nullable(),
});
export type GameUrlData = z.infer<typeof gameUrlData>;

// POST /api/gameHeartbeat {id} (ours): the open /gamePage keeps its game counted as open
export const gameHeartbeatPayload = z.object({ id: idLike });
/** Whether the player's launch of this game was still counted as open (false: no launch row). */
export const gameHeartbeatData = z.object({ counted: z.boolean() });

// POST /api/getservicerurl {type?: '1' | '3'} -> data.url keyed by shift (spec part 1 §7, part 2 §3
// "Customer service link: url keyed by shift ('1' or '3')"): every shift's address at once; a
// given `type` must name a shift (400 otherwise).
export const serviceUrlPayload = z.object({ type: shortText(8) });
export const serviceUrlData = z.object({ url: z.object({ '1': z.string(), '3': z.string() }) });
export type ServiceUrlData = z.infer<typeof serviceUrlData>;
export const urlData = z.object({ url: z.string() });

/**
 * GET /api/getAgentLoginUrl -> data.url (spec part 1 §7). For an agent: the agent back office,
 * `message` ''. For a player who is not (or no longer) an agent: the in-app agent application
 * (AGENT_APPLY_URL) and `message`, the Chinese sentence the screen shows (decision in
 * docs/decisions/agents.md).
 */
export const agentLoginUrlData = z.object({ url: z.string(), message: z.string() });
export type AgentLoginUrlData = z.infer<typeof agentLoginUrlData>;
/** The in-app route of the agent application (spec part 1 §6 "agent plan, join us"). */
export const AGENT_APPLY_URL = '/#/applyagent';
export type UrlData = z.infer<typeof urlData>;
