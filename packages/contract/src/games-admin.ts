import { z } from 'zod';
import { idOf } from './ids.ts';
import { ADMIN_LIMITS } from './admin.ts';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/**
 * The operator's editing of the game catalogue and the home content (ours: the spec does not
 * describe the back office). Every call is POST under /api/admin with an operator token, answers
 * the envelope and writes one audit row per change. Fields left out of an update stay as they are;
 * unknown fields are ignored.
 */

export const CATALOGUE_LIMITS = {
  nameMax: 64,
  sortMax: 100_000,
  noticeTitleMax: 128,
  noticeContentMax: 2000,
  /** Pictures and banner links are stored in varchar(255) columns. */
  urlMax: 255,
  /** Rows per page of the operator's game and notice lists. */
  pageSize: ADMIN_LIMITS.pageSize,
} as const;

const id = idOf(MSG.catalogueIdInvalid);

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: MSG.adminPageInvalid })
    .int({ error: MSG.adminPageInvalid })
    .min(1, { error: MSG.adminPageInvalid })
    .max(100_000, { error: MSG.adminPageInvalid }),
);

/** 0 or 1 (enabled, hot, status, popup). */
const flag = z.union([z.literal(0), z.literal(1)], { error: MSG.adminSwitchInvalid });

const name = z
  .string({ error: MSG.catalogueNameInvalid })
  .trim()
  .min(1, { error: MSG.catalogueNameInvalid })
  .max(CATALOGUE_LIMITS.nameMax, { error: MSG.catalogueNameInvalid });

const sort = z
  .number({ error: MSG.catalogueSortInvalid })
  .int({ error: MSG.catalogueSortInvalid })
  .min(0, { error: MSG.catalogueSortInvalid })
  .max(CATALOGUE_LIMITS.sortMax, { error: MSG.catalogueSortInvalid });

/** '' or an absolute http(s) URL or a path on this site (an upload, a generated image, a route). */
const linkOf = (max: number) =>
  z
    .string({ error: MSG.adminUrlInvalid })
    .trim()
    .max(max, { error: MSG.adminUrlInvalid })
    .regex(/^(|https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, { error: MSG.adminUrlInvalid });
/** A catalogue picture or a banner's link (a column of its own). */
const link = linkOf(CATALOGUE_LIMITS.urlMax);
/** A service or agent link (kept in the settings, as text). */
const settingLink = linkOf(ADMIN_LIMITS.urlMax);

/** An image address: like `link`, but '' puts back the generated image (/media/...). */
const img = link;

const bannerSrc = z
  .string({ error: MSG.bannerSrcRequired })
  .trim()
  .max(CATALOGUE_LIMITS.urlMax, { error: MSG.bannerSrcRequired })
  .regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, { error: MSG.bannerSrcRequired });

const bannerType = z
  .number({ error: MSG.bannerTypeInvalid })
  .int({ error: MSG.bannerTypeInvalid })
  .min(0, { error: MSG.bannerTypeInvalid })
  .max(99, { error: MSG.bannerTypeInvalid });

/** 1: scrolling announcement (homenotice); 2: notice (noticeList, popup). */
export const NOTICE_KIND = { scrolling: 1, notice: 2 } as const;
const noticeKind = z.union([z.literal(1), z.literal(2)], { error: MSG.noticeKindInvalid });
const noticeTitle = z
  .string({ error: MSG.noticeTitleInvalid })
  .trim()
  .max(CATALOGUE_LIMITS.noticeTitleMax, { error: MSG.noticeTitleInvalid });
const noticeContent = z
  .string({ error: MSG.noticeContentInvalid })
  .trim()
  .min(1, { error: MSG.noticeContentInvalid })
  .max(CATALOGUE_LIMITS.noticeContentMax, { error: MSG.noticeContentInvalid });

// ---- categories ---------------------------------------------------------------------------------

// POST /api/admin/categories {} -> AdminCategory[] (every category, enabled or not, in order)
export const adminCategory = z.object({
  id: z.number(),
  code: z.number(),
  slug: z.string(),
  name: z.string(),
  img: z.string(),
  sort: z.number(),
  enabled: z.number(),
  /** Games whose own category this is (the hot category lists hot games instead). */
  games: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryList = z.array(adminCategory);

// POST /api/admin/categories/update {id, name?, img?, sort?, enabled?} -> AdminCategory
export const adminCategoryUpdatePayload = z.object({
  id,
  name: name.optional(),
  img: img.optional(),
  sort: sort.optional(),
  enabled: flag.optional(),
});
export type AdminCategoryUpdatePayload = z.output<typeof adminCategoryUpdatePayload>;

// ---- games --------------------------------------------------------------------------------------

// POST /api/admin/games {category_id?, catecode?, platname?, page} -> Page<AdminGame>, in display
// order (platname: one venue's games, the console's venue screen)
export const adminGamesPayload = z.object({
  category_id: idOf(MSG.badRequest).optional(),
  catecode: z
    .string({ error: MSG.badRequest })
    .trim()
    .max(32, { error: MSG.badRequest })
    .optional(),
  platname: z
    .string({ error: MSG.badRequest })
    .trim()
    .max(32, { error: MSG.badRequest })
    .optional(),
  page,
});
export type AdminGamesPayload = z.output<typeof adminGamesPayload>;

export const adminGame = z.object({
  id: z.number(),
  category_id: z.number(),
  category_code: z.number(),
  platname: z.string(),
  plat_name: z.string(),
  catecode: z.string(),
  name: z.string(),
  game_type: z.number(),
  game_code: z.string(),
  img: z.string(),
  hot: z.number(),
  /** 1 open, 0 closed (hidden from the lists; launch answers 该游戏维护中). */
  status: z.number(),
  sort: z.number(),
});
export type AdminGame = z.infer<typeof adminGame>;
export const adminGamePage = pageSchema(adminGame);

// POST /api/admin/games/update {id, name?, img?, hot?, status?, sort?} -> AdminGame
export const adminGameUpdatePayload = z.object({
  id,
  name: name.optional(),
  img: img.optional(),
  hot: flag.optional(),
  status: flag.optional(),
  sort: sort.optional(),
});
export type AdminGameUpdatePayload = z.output<typeof adminGameUpdatePayload>;

// ---- banners ------------------------------------------------------------------------------------

// POST /api/admin/banners {type?} -> AdminBanner[] (of that type, or all), in display order
export const adminBannersPayload = z.object({
  type: z.preprocess(
    (v: number | '' | null | undefined) => (v === '' || v === null ? undefined : v),
    bannerType.optional(),
  ),
});
export const adminBanner = z.object({
  id: z.number(),
  type: z.number(),
  src: z.string(),
  link: z.string(),
  sort: z.number(),
  enabled: z.number(),
  /** Epoch milliseconds. */
  created_at: z.number(),
});
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannerList = z.array(adminBanner);

// POST /api/admin/banners/create {type?=2, src, link?='', sort?=0, enabled?=1} -> AdminBanner
export const adminBannerCreatePayload = z.object({
  type: bannerType.default(2),
  src: z.preprocess((v: OptionalTextInput) => (v === undefined || v === null ? '' : v), bannerSrc),
  link: link.default(''),
  sort: sort.default(0),
  enabled: flag.default(1),
});
export type AdminBannerCreatePayload = z.output<typeof adminBannerCreatePayload>;

// POST /api/admin/banners/update {id, type?, src?, link?, sort?, enabled?} -> AdminBanner
export const adminBannerUpdatePayload = z.object({
  id,
  type: bannerType.optional(),
  src: bannerSrc.optional(),
  link: link.optional(),
  sort: sort.optional(),
  enabled: flag.optional(),
});
export type AdminBannerUpdatePayload = z.output<typeof adminBannerUpdatePayload>;

// POST /api/admin/banners/delete {id} and /api/admin/notices/delete {id} -> {id}
export const adminDeletePayload = z.object({ id });
export const adminDeleted = z.object({ id: z.number() });

// ---- notices ------------------------------------------------------------------------------------

// POST /api/admin/notices {kind?, page} -> Page<AdminNotice>, newest first
export const adminNoticesPayload = z.object({
  kind: z.preprocess(
    (v: 1 | 2 | '' | null | undefined) => (v === '' || v === null ? undefined : v),
    noticeKind.optional(),
  ),
  page,
});
export type AdminNoticesPayload = z.output<typeof adminNoticesPayload>;
export const adminNotice = z.object({
  id: z.number(),
  kind: z.number(),
  title: z.string(),
  content: z.string(),
  popup: z.number(),
  enabled: z.number(),
  /** Epoch milliseconds. */
  created_at: z.number(),
});
export type AdminNotice = z.infer<typeof adminNotice>;
export const adminNoticePage = pageSchema(adminNotice);

// POST /api/admin/notices/create {kind, title?, content, popup?=0, enabled?=1} -> AdminNotice
// (a notice of kind 2 needs a title; a scrolling announcement is its content only)
export const adminNoticeCreatePayload = z.object({
  kind: noticeKind,
  title: noticeTitle.default(''),
  content: z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
    noticeContent,
  ),
  popup: flag.default(0),
  enabled: flag.default(1),
});
export type AdminNoticeCreatePayload = z.output<typeof adminNoticeCreatePayload>;

// POST /api/admin/notices/update {id, kind?, title?, content?, popup?, enabled?} -> AdminNotice
export const adminNoticeUpdatePayload = z.object({
  id,
  kind: noticeKind.optional(),
  title: noticeTitle.optional(),
  content: noticeContent.optional(),
  popup: flag.optional(),
  enabled: flag.optional(),
});
export type AdminNoticeUpdatePayload = z.output<typeof adminNoticeUpdatePayload>;

// ---- service and agent links --------------------------------------------------------------------

// POST /api/admin/game-links {} -> GameLinks
// POST /api/admin/game-links/update {service_urls?: {'1'?, '3'?}, agent_login_url?} -> GameLinks
// A service url of '' puts back the default (the built-in support chat); an agent login url of ''
// puts back the console's agent centre /admin/#/agent (getAgentLoginUrl, agents module).
export const gameLinks = z.object({
  service_urls: z.object({ '1': z.string(), '3': z.string() }),
  agent_login_url: z.string(),
});
export type GameLinks = z.infer<typeof gameLinks>;
export const adminGameLinksUpdatePayload = z.object({
  service_urls: z.object({ '1': settingLink.optional(), '3': settingLink.optional() }).optional(),
  agent_login_url: settingLink.optional(),
});
export type AdminGameLinksUpdatePayload = z.output<typeof adminGameLinksUpdatePayload>;
