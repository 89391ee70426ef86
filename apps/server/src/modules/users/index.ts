import type { ServerModule } from '../../platform/module.ts';
import { accountsAndLedger } from './migrations/0001_accounts_and_ledger.ts';
import { usersCreatedIndex } from './migrations/0021_dashboard_indexes.ts';
import { usersPidIndex } from './migrations/0016_agents.ts';
import { transferStatusDrop, transferStatusHandover } from './migrations/0027_transfer_prefs.ts';
import { vipDrop, vipHandover } from './migrations/0028_player_vip.ts';
import { agentFlagDrop, agentFlagHandover } from './migrations/0029_agent_flag.ts';
import { profileAndHelpUsers } from './migrations/0015_profile_and_help.ts';
import { USERS_TABLES } from './tables.ts';

/** Players: identity, credentials (hashes only) and their switches. No routes of its own. */
export {
  anyUserExists,
  authState,
  createUser,
  downlineCount,
  downlinePage,
  findUser,
  findUserByName,
  findUserByTelegramId,
  highestUserId,
  lockUser,
  passwordHashes,
  playerProfile,
  playersPage,
  referralRows,
  referredBy,
  searchPlayers,
  setAvatar,
  setContact,
  setPasswordHash,
  setUserStatus,
  touchLogin,
  userExists,
  usernames,
  type NewUser,
  type PlayerSearchBy,
  type ReferralRow,
  type UserRow,
} from './users.service.ts';
export { newPlayersByDay } from './reports.ts';
export { readUserSettings, writeUserSettings, type UserSettings } from './settings.service.ts';

export const usersModule: ServerModule = {
  name: 'users',
  tables: USERS_TABLES,
  migrations: [
    accountsAndLedger,
    profileAndHelpUsers,
    usersPidIndex,
    usersCreatedIndex,
    transferStatusHandover,
    transferStatusDrop,
    vipHandover,
    vipDrop,
    agentFlagHandover,
    agentFlagDrop,
  ],
};
