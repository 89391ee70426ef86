import { z } from 'zod';
import { MSG } from './messages.ts';
import { ARTICLE_LIMITS } from './profile-constants.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/**
 * The help centre's articles (spec part 1 §7 `article`), the profile (`updateuserinfo`,
 * `uploadimg`) and the player's settings (ours: the spec keeps /userCent's switches without a
 * call; docs/decisions/player-app.md "Profile and help centre").
 */

/** An article type: a whole number (or its digits); which ones exist is the server's answer. */
const articleType = z.preprocess(
  (v: NumberInput) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
  z
    .number({ error: MSG.articleUnknown })
    .int({ error: MSG.articleUnknown })
    .min(0, { error: MSG.articleUnknown })
    .max(999_999, { error: MSG.articleUnknown }),
);

// POST /api/article {type} -> {type, title, content (sanitised HTML), updated_at}
export const articlePayload = z.object({ type: articleType });
export const articleData = z.object({
  type: z.number(),
  title: z.string(),
  /** HTML, sanitised with the server's allow-list when it was saved. */
  content: z.string(),
  /** Epoch milliseconds. */
  updated_at: z.number(),
});
export type ArticleData = z.infer<typeof articleData>;

// POST /api/admin/articles {} -> every article (the operator's view)
export const adminArticleList = z.array(articleData);

// POST /api/admin/articles/update {type, title?, content?} -> the article as stored (sanitised)
export const adminArticleUpdatePayload = z.object({
  type: articleType,
  title: z
    .string({ error: MSG.articleTitleInvalid })
    .trim()
    .min(1, { error: MSG.articleTitleInvalid })
    .max(ARTICLE_LIMITS.titleMax, { error: MSG.articleTitleInvalid })
    .optional(),
  content: z
    .string({ error: MSG.articleContentInvalid })
    .min(1, { error: MSG.articleContentInvalid })
    .max(ARTICLE_LIMITS.contentMax, { error: MSG.articleContentInvalid })
    .optional(),
});
export type AdminArticleUpdatePayload = z.output<typeof adminArticleUpdatePayload>;

/** A contact field: '' when absent; the rules (packages/domain profile.ts) run in the handler. */
const contactText = (message: string) =>
  z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }).trim().max(128, { error: message }),
  );

// POST /api/updateuserinfo {email, mobile, birthday} -> null
export const updateUserInfoPayload = z.object({
  email: contactText(MSG.emailInvalid),
  mobile: contactText(MSG.mobileInvalid),
  birthday: contactText(MSG.birthdayInvalid),
});
export type UpdateUserInfoPayload = z.input<typeof updateUserInfoPayload>;

const flag = z.preprocess(
  (v: number | boolean | string) =>
    v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v,
  z.union([z.literal(0), z.literal(1)], { error: MSG.badRequest }),
);

// POST /api/userSettings {} -> the /userCent switches (defaults until the player changes one)
export const userSettingsData = z.object({
  msg_time: z.number(),
  win_notice: z.number(),
  quiet_mode: z.number(),
});
export type UserSettingsData = z.infer<typeof userSettingsData>;

// POST /api/userSettingsUpdate {msg_time?, win_notice?, quiet_mode?} -> the switches as saved
export const userSettingsUpdatePayload = z.object({
  msg_time: flag.optional(),
  win_notice: flag.optional(),
  quiet_mode: flag.optional(),
});
export type UserSettingsUpdatePayload = z.input<typeof userSettingsUpdatePayload>;
