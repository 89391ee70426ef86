import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type {
  loginPayload,
  registerPayload,
  TelegramLoginData,
  TokenData,
} from '@app/contract/api';
import { LIMITS } from '@app/contract/limits';
import { loginError, registrationError } from '@app/domain/registration';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import {
  addressKey,
  loginThrottle,
  type LoginThrottlePolicy,
} from '../../platform/login-throttle.ts';
import { DomainError, isDomainError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { creditFromHouse } from '../ledger/index.ts';
import {
  createUser,
  findUserByName,
  findUserByTelegramId,
  touchLogin,
  userExists,
} from '../users/index.ts';
import { checkCaptcha } from './captcha.ts';
import { burnVerify, hashPassword, unusablePasswordHash, verifyPassword } from './passwords.ts';
import { endSession } from './revocation.ts';
import { createSession, type SessionUser } from './sessions.ts';
import { loginProfile } from './login-profile.ts';
import { validateInitData } from './telegram.ts';
import { guestTrialKey } from './ledger-keys.ts';

/**
 * Password logins (platform/login-throttle): ten attempts of a name from one address, then that
 * address waits out the 15 minutes (MSG.loginLocked says so); failures of a name from anywhere
 * slow every attempt on it, by at most 2 s, and never refuse its owner elsewhere.
 */
export const LOGIN_THROTTLE: LoginThrottlePolicy = {
  pairFailuresMax: 10,
  windowMs: 15 * 60_000,
  delayAfterFailures: 5,
  delayBaseMs: 250,
  delayMaxMs: 2_000,
};
const loginThrottles = defineAppState('auth.loginThrottle', (ctx) =>
  loginThrottle(ctx.limiter, 'login', LOGIN_THROTTLE),
);
const GUESTS_PER_ADDRESS = 5;
const GUEST_WINDOW_MS = 60 * 60_000;

function tokenData(token: string, isGuest: boolean): TokenData {
  // The spec's clients read the token under any of these names (part 1 §7).
  return { api_token: token, token, last_session: token, is_guest: isGuest ? 1 : 0 };
}

/** A referrer id from the invite link; an unknown or malformed one is dropped, never an error. */
async function referrer(ctx: AppContext, pid: unknown): Promise<number | null> {
  const id = typeof pid === 'number' ? pid : typeof pid === 'string' ? Number(pid) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (await userExists(ctx, id)) ? id : null;
}

/** POST /api/register (spec part 2 §5): rules in the spec's order, then captcha, then the name. */
export async function register(
  ctx: AppContext,
  input: z.output<typeof registerPayload>,
  address = '',
): Promise<TokenData> {
  const rule = registrationError({
    name: input.name,
    password: input.password,
    confirmPass: input.confirmPass,
    code: input.code,
  });
  if (rule) throw new DomainError('auth_input_invalid', { message: rule });
  // Checked before the captcha, so a player who forgot the box keeps the captcha they typed.
  if (!input.adult) throw new DomainError('adult_required');
  if (
    !(await checkCaptcha(
      ctx.store,
      input.key,
      input.code,
      ctx.config.captchaTestCode,
      ctx.clock.now(),
    ))
  ) {
    throw new DomainError('captcha_wrong');
  }
  if (await findUserByName(ctx, input.name)) throw new DomainError('name_taken');
  const payPassword = input.paypassword ?? input.password;
  if (payPassword.length < LIMITS.payPasswordMin || payPassword.length > LIMITS.payPasswordMax) {
    throw new DomainError('input_invalid');
  }
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(payPassword),
  ]);
  const pid = await referrer(ctx, input.pid);
  const token = await inTransaction(ctx.store, async (tx) => {
    const userId = await createUser(
      tx,
      {
        username: input.name,
        realname: input.realname.trim() || input.name,
        passwordHash,
        payPasswordHash,
        pid,
      },
      ctx.clock.now(),
    );
    return createSession(tx, userId, LIMITS.tokenTtlMs, ctx.clock.now(), {
      via: 'register',
      ip: address,
    });
  });
  return tokenData(token, false);
}

/**
 * POST /api/login_pc from the client at `address`. A wrong name and a wrong password get the same
 * answer in the same time. Throttled per (name, address) and slowed per name (LOGIN_THROTTLE).
 */
export async function login(
  ctx: AppContext,
  input: z.output<typeof loginPayload>,
  address: string,
): Promise<TokenData> {
  const rule = loginError(input);
  if (rule) throw new DomainError('auth_input_invalid', { message: rule });
  const name = input.name.trim();
  const throttle = loginThrottles(ctx);
  const verdict = await throttle.attempt(name, address);
  if (verdict.refused) throw new DomainError('login_locked');
  await throttle.wait(verdict);
  const user = await findUserByName(ctx, name);
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await burnVerify(input.password), false);
  if (!user || !valid || user.is_guest === 1) {
    await throttle.failed(name);
    throw new DomainError('login_failed');
  }
  if (user.status !== 1) throw new DomainError('account_disabled');
  await throttle.succeeded(name, address);
  const token = await inTransaction(ctx.store, (tx) =>
    createSession(tx, user.id, LIMITS.tokenTtlMs, ctx.clock.now(), {
      via: 'password',
      ip: address,
    }),
  );
  await touchLogin(ctx, user.id);
  return tokenData(token, false);
}

/**
 * POST /api/guest_login (ours; the spec shows a guest trial but no details): a temporary account
 * funded with trial credit from the house, good for a day. It can play; it can never deposit,
 * withdraw or move money out of the platform (assertNotGuest on those calls). GUESTS_PER_ADDRESS an
 * hour per address (an IPv6 client by its /64).
 */
export async function guestLogin(ctx: AppContext, address: string): Promise<TokenData> {
  if (
    (await ctx.limiter.hit(`guest:${addressKey(address)}`, GUEST_WINDOW_MS)) > GUESTS_PER_ADDRESS
  ) {
    throw new DomainError('guest_too_many');
  }
  const passwordHash = await unusablePasswordHash();
  const token = await inTransaction(ctx.store, async (tx) => {
    let userId: number | undefined;
    for (let attempt = 0; userId === undefined; attempt++) {
      const username = `guest${randomInt(10_000_000, 99_999_999)}`;
      try {
        userId = await createUser(
          tx,
          {
            username,
            realname: '试玩玩家',
            passwordHash,
            payPasswordHash: null,
            pid: null,
            isGuest: true,
          },
          ctx.clock.now(),
        );
      } catch (error) {
        if (!isDomainError(error, 'name_taken') || attempt > 3) throw error;
      }
    }
    await creditFromHouse(ctx, tx, {
      userId,
      purpose: 'trial_credit',
      amountMinor: LIMITS.guestTrialCreditMinor,
      key: guestTrialKey(userId),
      kind: 'trial_credit',
    });
    return createSession(tx, userId, LIMITS.guestTokenTtlMs, ctx.clock.now(), {
      via: 'guest',
      ip: address,
    });
  });
  return tokenData(token, true);
}

/**
 * POST /api/telegram_login: identity only from validated initData; finds or creates the player.
 * Answers the token under every name the spec's client reads (last_session, api_token, token,
 * access_token) and the player's data (userInfo), as part 1 §7 reads it.
 */
export async function telegramLogin(
  ctx: AppContext,
  input: { initData: string; pid?: string | number | null | undefined },
  address = '',
): Promise<TelegramLoginData> {
  const botToken = ctx.config.telegramBotToken;
  if (!botToken) throw new DomainError('telegram_unavailable');
  const check = validateInitData(
    input.initData,
    botToken,
    LIMITS.telegramAuthMaxAgeSec,
    Math.floor(ctx.clock.now() / 1000),
  );
  if (!check.ok) throw new DomainError('telegram_invalid');
  const telegramId = String(check.user.id);
  const existing = await findUserByTelegramId(ctx.store, telegramId);
  if (existing && existing.status !== 1) throw new DomainError('account_disabled');
  const pid = existing ? null : await referrer(ctx, input.pid);
  const passwordHash = existing ? '' : await unusablePasswordHash();
  const session = await inTransaction(ctx.store, async (tx) => {
    const userId =
      existing?.id ??
      (await createUser(
        tx,
        {
          username: `tg${telegramId}`,
          realname: [check.user.first_name, check.user.last_name]
            .filter(Boolean)
            .join(' ')
            .slice(0, 64),
          passwordHash,
          payPasswordHash: null,
          pid,
          telegramId,
        },
        ctx.clock.now(),
      ));
    return {
      userId,
      token: await createSession(tx, userId, LIMITS.tokenTtlMs, ctx.clock.now(), {
        via: 'telegram',
        ip: address,
      }),
    };
  });
  return {
    ...tokenData(session.token, false),
    access_token: session.token,
    user: await loginProfile(ctx, session.userId),
  };
}

/** POST /api/logoff: the session ends on every node before this answers (CONTEXT.md). */
export async function logoff(ctx: AppContext, user: SessionUser): Promise<void> {
  await endSession(ctx, user.userId, user.tokenHash);
}
