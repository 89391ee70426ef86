import type { Generated } from 'kysely';

/** The tables the users module owns: the player's identity, credentials and switches. */
export const USERS_TABLES = ['users', 'user_settings'] as const;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  realname: string;
  password_hash: string;
  pay_password_hash: string | null;
  pid: number | null;
  telegram_id: string | null;
  is_guest: number;
  status: number;
  avatar: string;
  mobile: string;
  email: string;
  birthday: string;
  created_at: number;
  last_login_at: number | null;
}

/** The player's /userCent switches (users module); no row means the defaults. */
export interface UserSettingsTable {
  user_id: number;
  msg_time: number;
  win_notice: number;
  quiet_mode: number;
  updated_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    users: UsersTable;
    user_settings: UserSettingsTable;
  }
}
