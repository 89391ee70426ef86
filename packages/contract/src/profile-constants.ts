/**
 * Constants of the help centre and the profile screens (spec part 1 §2 Activities and information,
 * Personal screens, §5, §9), without zod: the screens import this file.
 */

/** The help centre's articles in the spec's order (/boutBallBetInfo?type=N). */
export const ARTICLE_TYPES = [
  { type: 7, title: '关于我们' },
  { type: 1, title: '常见问题' },
  { type: 2, title: '隐私政策' },
  { type: 3, title: '免责声明' },
  { type: 4, title: '联系我们' },
  { type: 5, title: '代理加盟' },
  { type: 8, title: '责任博彩' },
] as const;

export type ArticleType = (typeof ARTICLE_TYPES)[number]['type'];

export function isArticleType(type: number): type is ArticleType {
  return ARTICLE_TYPES.some((a) => a.type === type);
}

/** Bounds of an operator-edited article (ours). */
export const ARTICLE_LIMITS = {
  titleMax: 32,
  /** Characters of the HTML as sent, before sanitising. */
  contentMax: 50_000,
} as const;

/** Spec part 1 §9: the birthday picker starts at 1980-01-01. */
export const BIRTHDAY_MIN = '1980-01-01';

/** The /userCent switches and their defaults (spec part 1 §2 Personal screens). */
export const USER_SETTING_DEFAULTS = {
  /** 消息时间显示: on. */
  msg_time: 1,
  /** 中奖通知: on. */
  win_notice: 1,
  /** 免打扰模式: off. */
  quiet_mode: 0,
} as const;

export type UserSettingKey = keyof typeof USER_SETTING_DEFAULTS;
