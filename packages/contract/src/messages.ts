/**
 * The one catalogue of Chinese messages shown to players. Where the spec gives a wording it is
 * quoted exactly (part 1 §5, §8; part 2 §5, §8); where it is silent the wording is ours and is
 * marked "ours".
 */
import { WALLET_MSG } from './messages-wallet.ts';
import { ADMIN_MSG } from './messages-admin.ts';
import { ADMIN_AUTH_MSG } from './messages-admin-auth.ts';
import { GAMES_MSG } from './messages-games.ts';
import { REALTIME_MSG } from './messages-realtime.ts';
import { LOTTERY_MODERATION_MSG, LOTTERY_MSG } from './messages-lottery.ts';
import { REWARDS_MSG } from './messages-rewards.ts';
import { SITE_MSG } from './messages-site.ts';
import { INBOX_MSG } from './messages-inbox.ts';
import { ACTIVITIES_MSG } from './messages-activities.ts';
import { AGENTS_MSG } from './messages-agents.ts';
import { PROFILE_MSG } from './messages-profile.ts';
import { SUPPORT_MSG } from './messages-support.ts';
import { CONTENT_MSG } from './messages-content.ts';
import { PLAYERS_MSG } from './messages-players.ts';
import { DASHBOARD_MSG } from './messages-dashboard.ts';
import { QUEUES_MSG } from './messages-queues.ts';
import { AUDIT_MSG } from './messages-audit.ts';
import { PROTECTION_MSG } from './messages-protection.ts';
import { SESSION_MSG } from './messages-session.ts';
import { AUTH_MSG } from './messages-auth.ts';
import { HOUSE_MSG } from './messages-house.ts';
import { ADMIN_HOUSE_MSG } from './messages-admin-house.ts';
import { SPORTS_MSG } from './messages-sports.ts';
import { PROVIDERS_MSG } from './messages-providers.ts';
import { CHAIN_MSG } from './messages-chain.ts';

export const MSG = {
  ...PROTECTION_MSG,
  ...WALLET_MSG,
  ...ADMIN_MSG,
  ...ADMIN_AUTH_MSG,
  ...GAMES_MSG,
  ...REALTIME_MSG,
  ...LOTTERY_MSG,
  ...LOTTERY_MODERATION_MSG,
  ...REWARDS_MSG,
  ...SITE_MSG,
  ...INBOX_MSG,
  ...ACTIVITIES_MSG,
  ...AGENTS_MSG,
  ...PROFILE_MSG,
  ...SUPPORT_MSG,
  ...CONTENT_MSG,
  ...PLAYERS_MSG,
  ...DASHBOARD_MSG,
  ...QUEUES_MSG,
  ...AUDIT_MSG,
  ...SESSION_MSG,
  ...AUTH_MSG,
  ...HOUSE_MSG,
  ...ADMIN_HOUSE_MSG,
  ...SPORTS_MSG,
  ...PROVIDERS_MSG,
  ...CHAIN_MSG,
  ok: '操作成功',
  // generic (ours)
  badRequest: '请求参数错误',
  badJson: '请求格式错误',
  notFound: '请求的内容不存在',
  tooMany: '操作过于频繁，请稍后再试', // ours
  loginLocked: '登录失败次数过多，请15分钟后再试', // ours
  guestTooMany: '试玩账号申请过于频繁，请稍后再试', // ours
  siteRepair: '系统维护中，请稍后再来', // ours: default repair_tips
  payloadTooLarge: '请求内容过大', // ours
  textInvalid: '请求含有无法识别的字符', // ours: NUL or a broken character in a text field
  headersTooLarge: '请求头过大', // ours: 431
  urlTooLong: '请求地址过长', // ours: 414
  requestTimeout: '请求超时，请重试', // ours: 408
  methodNotAllowed: '不支持的请求方式', // ours: 405
  forbidden: '没有访问权限', // ours: 403 without a more precise reason
  serviceUnavailable: '服务暂时不可用，请稍后再试', // ours: 503 (the server is shutting down)
  idempotencyKeyReused: '幂等键已用于其他请求', // ours: 409, an Idempotency-Key sent with another payload
  // session: pleaseLogin, sessionExpired (messages-session.ts)
  // login and registration: messages-auth.ts
  // telegram and guest (ours)
  telegramInvalid: 'Telegram 登录验证失败，请重新打开应用',
  telegramUnavailable: '暂不支持 Telegram 登录',
  // money (ours)
  insufficientBalance: '余额不足',
  amountInvalid: '金额格式错误，最多两位小数',
} as const;

export type MessageKey = keyof typeof MSG;
export type Message = (typeof MSG)[MessageKey];

/** Fills a catalogue template's `{name}` placeholders (`单注最高{amount}元`). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
