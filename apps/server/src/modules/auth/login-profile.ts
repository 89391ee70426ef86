import type { UserInfo } from '@app/contract/api';
import { defineAppState, type AppContext } from '../../platform/context.ts';

/**
 * The player's data that telegram_login answers with its token (spec part 1 §7). userInfo is
 * built by the profile module, which comes after auth in the module order: it registers its
 * builder here while the app is built (the same per-app registry pattern as the wallet's
 * turnover sources).
 */
export type LoginProfile = (ctx: AppContext, userId: number) => Promise<UserInfo>;

const loginProfiles = defineAppState('auth.loginProfile', () => ({
  build: null as LoginProfile | null,
}));

/** Called from the profile module's plugin. */
export function registerLoginProfile(ctx: AppContext, build: LoginProfile): void {
  loginProfiles(ctx).build = build;
}

/** The player's userInfo; the app is always built with the profile module, so never missing. */
export function loginProfile(ctx: AppContext, userId: number): Promise<UserInfo> {
  const build = loginProfiles(ctx).build;
  if (build === null) throw new Error('no login profile registered (profile module missing)');
  return build(ctx, userId);
}
