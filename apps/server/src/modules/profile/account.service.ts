import { contactError } from '@app/domain/profile';
import type { z } from 'zod';
import type { updateUserInfoPayload, userSettingsUpdatePayload } from '@app/contract/profile';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { beijingDate } from '../../platform/time.ts';
import { setContact, writeUserSettings, type UserSettings } from '../users/index.ts';

/**
 * POST /api/updateuserinfo {email, mobile, birthday}: the spec's rules (packages/domain
 * `contactError`, the same the screen runs), then all three saved at once; a broken rule saves
 * nothing (400 with the spec's message).
 */
export async function updateContact(
  ctx: AppContext,
  userId: number,
  payload: z.output<typeof updateUserInfoPayload>,
): Promise<void> {
  const error = contactError(payload, beijingDate(ctx.clock.now()));
  if (error) throw new DomainError('profile_input_invalid', { message: error });
  await inTransaction(ctx.store, (tx) => setContact(tx, userId, payload));
}

/** POST /api/userSettingsUpdate: saves the switches given, answers all three. */
export async function updateSettings(
  ctx: AppContext,
  userId: number,
  payload: z.output<typeof userSettingsUpdatePayload>,
): Promise<UserSettings> {
  const changes: Partial<UserSettings> = {};
  if (payload.msg_time !== undefined) changes.msg_time = payload.msg_time;
  if (payload.win_notice !== undefined) changes.win_notice = payload.win_notice;
  if (payload.quiet_mode !== undefined) changes.quiet_mode = payload.quiet_mode;
  return inTransaction(ctx.store, (tx) => writeUserSettings(tx, userId, changes, ctx.clock.now()));
}
