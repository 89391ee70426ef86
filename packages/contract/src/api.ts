import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import type { OptionalTextInput } from './wire.ts';

/**
 * One zod schema per call (DESIGN §2): the payload each path accepts and the shape of the data it
 * answers. Unknown extra fields are stripped. Strings are bounded so oversized input is a 400.
 */
const text = (max: number = LIMITS.textMax, message: string = MSG.badRequest) =>
  z.string({ error: message }).max(max, { error: message });

/** An optional text that is '' when absent, so rules can give the spec's "required" message. */
const optionalText = (max: number = LIMITS.textMax, message: string = MSG.badRequest) =>
  z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null ? '' : v),
    text(max, message),
  );

export const empty = z.object({}).loose().optional();

/** The answer of a call that has nothing to say but success: data is null. */
export const noData = z.null();

// GET /healthz -> the database the node reached (load balancers, monitoring)
export const healthData = z.object({ database: z.enum(['sqlite', 'postgres']) });

// ---- auth -------------------------------------------------------------------------------------

export const captchaData = z.object({ key: z.string(), image: z.string() });
export type CaptchaData = z.infer<typeof captchaData>;

export const registerPayload = z.object({
  name: optionalText(64, MSG.nameRule),
  realname: optionalText(64),
  password: optionalText(64, MSG.passwordLength),
  confirmPass: z.preprocess(
    (v: OptionalTextInput) => (v === null ? undefined : v),
    text(64).optional(),
  ),
  paypassword: z.preprocess(
    (v: OptionalTextInput) => (v === null || v === '' ? undefined : v),
    text(64).optional(),
  ),
  code: optionalText(32, MSG.captchaRequired),
  key: optionalText(64, MSG.captchaWrong),
  pid: z
    .union([z.string().max(32), z.number().int().nonnegative()])
    .optional()
    .nullable(),
  /**
   * Ours (DESIGN §12): the player confirms being 18 or older (1 or true); refused with
   * 请确认您已年满18周岁 after the spec's own checks of the form.
   */
  adult: z.preprocess(
    (v: boolean | number | string | null | undefined) => v === true || v === 1 || v === '1',
    z.boolean(),
  ),
});
export type RegisterPayload = z.input<typeof registerPayload>;

export const loginPayload = z.object({
  name: optionalText(64, MSG.loginRequired),
  password: optionalText(64, MSG.loginRequired),
});
export type LoginPayload = z.input<typeof loginPayload>;

export const telegramLoginPayload = z.object({
  initData: text(LIMITS.initDataMax, MSG.telegramInvalid).min(1, { error: MSG.telegramInvalid }),
  // The client also sends telegram_id, source, uid and user (spec part 1 §7); they are never
  // trusted: identity comes only from the signed initData.
  pid: z
    .union([z.string().max(32), z.number().int().nonnegative()])
    .optional()
    .nullable(),
});

export const tokenData = z.object({
  api_token: z.string(),
  token: z.string(),
  last_session: z.string(),
  is_guest: z.number(),
});
export type TokenData = z.infer<typeof tokenData>;

// ---- user ---------------------------------------------------------------------------------------

/** userInfo of spec part 1 §3 / part 2 §3; money as 2-place strings. */
export const userInfo = z.object({
  id: z.number(),
  username: z.string(),
  realname: z.string(),
  balance: z.string(),
  gameblance: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  email: z.string(),
  birthday: z.string(),
  vip: z.number(),
  current_vip: z.string(),
  paysum: z.string(),
  joinday: z.number(),
  isagent: z.number(),
  transferstatus: z.number(),
  withdrawcashfee: z.string(),
  withdrawfeeusdttrc: z.string(),
  withdrawusdtrate: z.string(),
  is_guest: z.number(),
});
export type UserInfo = z.infer<typeof userInfo>;

/**
 * POST /api/telegram_login answers the token under every name the spec's client reads (part 1
 * §7: last_session, api_token, token, access_token) and the player's data (userInfo), so the
 * Mini App shows the player without another call.
 */
export const telegramLoginData = tokenData.extend({ access_token: z.string(), user: userInfo });
export type TelegramLoginData = z.infer<typeof telegramLoginData>;

export const balanceData = z.object({ balance: z.string() });
export type BalanceData = z.infer<typeof balanceData>;

// ---- site ---------------------------------------------------------------------------------------

/** appInfo of spec part 1 §3. */
export const appInfo = z.object({
  site_state: z.number(),
  repair_tips: z.string(),
  redpacket_switch: z.number(),
  title: z.string(),
  site_logo: z.string(),
  index_modal: z.number(),
  webcontent: z.string(),
  h5_url: z.string(),
  ios_download_url: z.string(),
  ios_download_qrcode: z.string(),
  telegram_login: z.number(),
});
export type AppInfo = z.infer<typeof appInfo>;
