import { USER_SETTING_DEFAULTS, type UserSettingKey } from '@app/contract/profile-constants';
import type { Store, Tx } from '../../platform/db/database.ts';

export type UserSettings = Record<UserSettingKey, number>;

/** The player's /userCent switches: the saved row, or the defaults when none was saved. */
export async function readUserSettings(
  db: Tx | Store['db'],
  userId: number,
): Promise<UserSettings> {
  const row = await db
    .selectFrom('user_settings')
    .select(['msg_time', 'win_notice', 'quiet_mode'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { ...USER_SETTING_DEFAULTS };
}

/**
 * Saves the switches given (0 or 1), keeping the others, in the caller's transaction; answers the
 * switches as saved. The first change writes the row (insert … on conflict update).
 */
export async function writeUserSettings(
  tx: Tx,
  userId: number,
  changes: Partial<UserSettings>,
  at: number,
): Promise<UserSettings> {
  const current = await readUserSettings(tx, userId);
  const next: UserSettings = {
    msg_time: changes.msg_time ?? current.msg_time,
    win_notice: changes.win_notice ?? current.win_notice,
    quiet_mode: changes.quiet_mode ?? current.quiet_mode,
  };
  for (const value of Object.values(next)) {
    if (value !== 0 && value !== 1) throw new RangeError(`a setting is 0 or 1, not ${value}`);
  }
  await tx
    .insertInto('user_settings')
    .values({ user_id: userId, ...next, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...next, updated_at: at }))
    .execute();
  return next;
}
