import type { ServerModule } from '../../platform/module.ts';
import { accountsAndLedger } from './migrations/0001_accounts_and_ledger.ts';
import { sessionOrigin } from './migrations/0020_adjustments.ts';
import { playerGuards } from './guard.ts';
import { authPlugin } from './plugin.ts';
import { AUTH_TABLES } from './tables.ts';

/**
 * Sign-in and sessions: captcha, register, login (password, guest, Telegram), logoff, password
 * changes; the `player` guard (guard.ts) is how every route of the map learns which player calls.
 */
export { assertNotGuest, bearerToken, requireUser } from './guard.ts';
export { login, logoff } from './auth.service.ts';
export { registerLoginProfile, type LoginProfile } from './login-profile.ts';
export { checkPayPassword } from './pay-password.ts';
export { burnVerify, hashPassword, verifyPassword } from './passwords.ts';
export {
  endAllSessions,
  onSessionsRevoked,
  type RevocationReason,
  type SessionsRevoked,
} from './revocation.ts';
export {
  findSessionUser,
  hashToken,
  sessionCache,
  sessionsOfPlayer,
  sessionStillLive,
  type SessionUser,
} from './sessions.ts';
export { authenticateSocket } from './socket-auth.ts';
export { signInitData } from './telegram.ts';

export { guestTrialKey } from './ledger-keys.ts';

export const authModule: ServerModule = {
  name: 'auth',
  tables: AUTH_TABLES,
  migrations: [accountsAndLedger, sessionOrigin],
  guards: playerGuards,
  plugin: authPlugin,
};
